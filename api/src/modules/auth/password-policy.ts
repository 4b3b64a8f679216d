import type { EntityManager } from '@mikro-orm/postgresql';
import { InvalidInput } from '../../errors.js';
import { settingsOf } from '../settings/settings.service.js';

interface PasswordRules {
  minLength: number;
  requireNumbers: boolean;
  requireSpecialCharacters: boolean;
}

/** A public sign-up belongs to no company yet: it keeps the sign-up form's own rule. */
const NO_COMPANY_RULES: PasswordRules = { minLength: 8, requireNumbers: false, requireSpecialCharacters: false };
const MAX_LENGTH = 200;

/** The rules a new password must meet: the company's Security settings, or the sign-up rule without one. */
async function rulesFor(em: EntityManager, companyId: number | null): Promise<PasswordRules> {
  if (companyId === null) return NO_COMPANY_RULES;
  const { security } = await settingsOf(em, companyId);
  return { minLength: security.minPasswordLength, requireNumbers: security.requireNumbers, requireSpecialCharacters: security.requireSpecialCharacters };
}

/** Every rule the password breaks, each named, e.g. "Password must include a number". */
export function passwordProblems(password: string, rules: PasswordRules): string[] {
  const problems: string[] = [];
  if (password.length < rules.minLength) problems.push(`Password must be at least ${rules.minLength} characters`);
  if (password.length > MAX_LENGTH) problems.push(`Password must be at most ${MAX_LENGTH} characters`);
  if (rules.requireNumbers && !/\d/.test(password)) problems.push('Password must include a number');
  if (rules.requireSpecialCharacters && !/[^\p{L}\p{N}\s]/u.test(password)) problems.push('Password must include a special character such as ! ? # or %');
  return problems;
}

/** Refuses a new password that breaks the company's rules, naming each broken rule. */
export async function assertPasswordAllowed(em: EntityManager, companyId: number | null, password: string): Promise<void> {
  const problems = passwordProblems(password, await rulesFor(em, companyId));
  if (problems.length) throw new InvalidInput(problems.join('; '));
}
