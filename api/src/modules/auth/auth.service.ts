import type { EntityManager } from '@mikro-orm/postgresql';
import { Conflict, Unauthenticated } from '../../errors.js';
import { type Viewer } from '../../viewer.js';
import { recordAudit } from '../audit/audit.service.js';
import { displayPreferencesOf } from '../settings/settings.service.js';
import { Location } from '../tenancy/location.entity.js';
import {
  canAdminister,
  canChangeLocationStatus,
  canManageEquipment,
  canManageManuals,
  canManageSchedules,
  canManageSettings,
  roleLabel,
  SELF_REGISTERED_ROLE,
  usesMobileApp,
} from '../tenancy/roles.js';
import { User } from '../tenancy/user.entity.js';
import type { LoginInput, MeType, RegisterInput, UserType } from './auth.types.js';
import type { LoginThrottle } from './login-throttle.js';
import { hashPassword, verifyPassword } from './passwords.js';
import { loadViewer } from './viewer.js';

/** Compared against when the username does not exist, so both failures take the same time. */
const NO_SUCH_USER_HASH = hashPassword('no such user');

export async function register(em: EntityManager, input: RegisterInput): Promise<User> {
  const username = input.username.trim();
  if (await em.count(User, { username: { $ilike: username } })) throw new Conflict('That username is already taken');
  const passwordHash = await hashPassword(input.password);
  // The user and its audit event commit together or not at all.
  return em.transactional(async (tx) => {
    const user = tx.create(User, {
      username,
      fullName: input.fullName.trim(),
      email: input.email?.trim() || null,
      // A public sign-up never chooses its own role.
      role: SELF_REGISTERED_ROLE,
      passwordHash,
    });
    await tx.flush();
    recordAudit(tx, { userId: user.id }, { companyId: null, entity: 'user', entityId: user.id, action: 'register', after: { username, role: user.role } });
    return user;
  });
}

export async function login(em: EntityManager, throttle: LoginThrottle, input: LoginInput, ip: string): Promise<User> {
  await throttle.assertAllowed(input.username, ip);
  const user = await em.findOne(User, { username: input.username, isActive: true }, { populate: ['passwordHash'] });
  const valid = await verifyPassword(user?.passwordHash ?? (await NO_SUCH_USER_HASH), input.password);
  if (!user || !valid) {
    await throttle.recordFailure(input.username, ip);
    throw new Unauthenticated('Invalid username or password');
  }
  await throttle.recordSuccess(input.username, ip);
  user.lastLogin = new Date();
  recordAudit(em, { userId: user.id }, { companyId: user.company?.id ?? null, entity: 'user', entityId: user.id, action: 'login' });
  await em.flush();
  return user;
}

export function recordLogout(em: EntityManager, viewer: Viewer): Promise<void> {
  recordAudit(em, viewer, { companyId: viewer.companyId, entity: 'user', entityId: viewer.userId, action: 'logout' });
  return em.flush();
}

/** The signed-in user with the locations and capabilities the screens need. */
export async function describeMe(em: EntityManager, viewer: Viewer): Promise<MeType> {
  const user = await em.findOneOrFail(User, viewer.userId);
  return {
    ...toUserView(user),
    locations: await myLocations(em, viewer),
    capabilities: {
      administration: canAdminister(viewer),
      manageManuals: canManageManuals(viewer),
      manageSchedules: canManageSchedules(viewer),
      manageEquipment: canManageEquipment(viewer),
      changeLocationStatus: canChangeLocationStatus(viewer),
      manageSettings: canManageSettings(viewer),
      mobileOnly: usesMobileApp(viewer),
    },
    ...(await displayPreferencesOf(em, viewer.companyId)),
  };
}

/** Signs a user in again from an id (after login or registration) and describes them. */
export async function describeUser(em: EntityManager, userId: number): Promise<MeType> {
  const viewer = await loadViewer(em, userId);
  if (!viewer) throw new Unauthenticated();
  return describeMe(em, viewer);
}

export async function myLocations(em: EntityManager, viewer: Viewer): Promise<{ id: number; name: string }[]> {
  const locations = await em.find(Location, { id: { $in: viewer.locationIds } }, { fields: ['id', 'name'] });
  const byId = new Map(locations.map((l) => [l.id, { id: l.id, name: l.name }]));
  return viewer.locationIds.flatMap((id) => byId.get(id) ?? []);
}

export function toUserView(user: User): UserType {
  return {
    id: user.id,
    username: user.username,
    fullName: user.fullName,
    email: user.email ?? null,
    role: user.role,
    roleLabel: roleLabel(user.role),
    initials: initialsOf(user.fullName),
    companyId: user.company?.id ?? null,
    locationId: user.location?.id ?? null,
    isActive: user.isActive,
    lastLogin: user.lastLogin ?? null,
    createdAt: user.createdAt,
  };
}

function initialsOf(fullName: string): string {
  const words = fullName.trim().split(/\s+/).filter(Boolean);
  const letters = words.length > 1 ? [words[0], words[words.length - 1]] : words;
  return letters.map((w) => w[0]?.toUpperCase() ?? '').join('');
}
