import type { EntityManager } from '@mikro-orm/postgresql';
import { InvalidInput } from '../../errors.js';
import type { Viewer } from '../../viewer.js';
import { User } from '../tenancy/user.entity.js';
import type { LoginThrottle } from './login-throttle.js';
import { verifyPassword } from './passwords.js';

/** What re-entering a password is checked with: the sign-in throttle and the request's address. */
export interface PasswordGuard {
  throttle: LoginThrottle;
  ip: string;
}

/**
 * A signed-in person re-enters their own password to confirm a step that matters (turning off
 * two-factor, signing off a critical action): a wrong one is refused, and counted like a
 * sign-in's guess, so it cannot be guessed here instead.
 */
export async function confirmOwnPassword(em: EntityManager, viewer: Viewer, password: string, guard: PasswordGuard): Promise<void> {
  const user = await em.findOneOrFail(User, viewer.userId, { populate: ['passwordHash'] });
  const verify = () => verifyPassword(user.passwordHash, password);
  if (!(await guard.throttle.checkPassword(viewer.username, guard.ip, verify))) throw new InvalidInput('Your password is not right');
}
