import type { EntityManager } from '@mikro-orm/postgresql';
import { Conflict, Unauthenticated } from '../../errors.js';
import type { SessionControl } from '../../http/session.js';
import { type Viewer } from '../../viewer.js';
import { recordAudit } from '../audit/audit.service.js';
import { restrictedNetworks } from '../settings/network-allowlist.js';
import { displayPreferencesOf, settingsOf } from '../settings/settings.service.js';
import { COMPANY_SUSPENDED, isCompanyActive } from '../tenancy/company-status.js';
import { Location } from '../tenancy/location.entity.js';
import {
  canAdminister,
  canChangeLocationStatus,
  canCreateCheckTemplates,
  canCreateOwnCompany,
  canManageApiKeys,
  canManageAreas,
  canManageCompanies,
  canManageEquipment,
  canManageHaccpPlan,
  canManageInspectorLinks,
  canManageManuals,
  canManageSchedules,
  canManageSettings,
  canReadAuditTrail,
  canReadSiteLeague,
  SELF_REGISTERED_ROLE,
  usesMobileApp,
} from '../tenancy/roles.js';
import { User } from '../tenancy/user.entity.js';
import type { LoginInput, MeType, RegisterInput } from './auth.types.js';
import type { LoginThrottle } from './login-throttle.js';
import { assertNetworkAllowed } from './network-gate.js';
import { passwordExpired } from './password-expiry.js';
import { hashPassword, verifyPassword } from './passwords.js';
import { endOldestSessions, idleTimeoutMinutes } from './sessions.js';
import type { SignUpThrottle } from './sign-up-throttle.js';
import { twoFactorOf } from './two-factor.js';
import { assertSecondFactor } from './two-factor.service.js';
import type { TwoFactorSecretBox } from './two-factor-secret-box.js';
import { extraLocationIdsOf, toUserView } from './user-view.js';
import { loadViewer } from './viewer.js';

/** Compared against when the username does not exist, so both failures take the same time. */
const NO_SUCH_USER_HASH = hashPassword('no such user');

export async function register(em: EntityManager, signUps: SignUpThrottle, input: RegisterInput, ip: string): Promise<User> {
  await signUps.reserve(ip);
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
      // Signing up signs in.
      lastLogin: new Date(),
    });
    await tx.flush();
    recordAudit(tx, { userId: user.id }, { companyId: null, entity: 'user', entityId: user.id, action: 'register', after: { username, role: user.role } });
    return user;
  });
}

/** What signing in needs besides the database. */
export interface SignInServices {
  throttle: LoginThrottle;
  twoFactorSecrets: TwoFactorSecretBox;
}

export async function login(em: EntityManager, { throttle, twoFactorSecrets }: SignInServices, input: LoginInput, ip: string): Promise<User> {
  // Reserved before the password is checked: concurrent guesses each take one of the limited attempts.
  await throttle.reserveAttempt(input.username, ip);
  const user = await em.findOne(User, { username: input.username }, { populate: ['passwordHash', 'company'] });
  const valid = await verifyPassword(user?.passwordHash ?? (await NO_SUCH_USER_HASH), input.password);
  if (!user || !valid) throw new Unauthenticated('Invalid username or password');
  // Before the counters are cleared: a missing or wrong code counts like a wrong password.
  await assertSecondFactor(em, twoFactorSecrets, user.id, input);
  await throttle.recordSuccess(input.username, ip);
  // Said only to someone who knew the password: the account exists but may not be used.
  if (!user.isActive) throw new Unauthenticated('This account has been deactivated. Contact your administrator.');
  if (user.company && !(await isCompanyActive(em, user.company.id))) throw new Unauthenticated(COMPANY_SUSPENDED);
  if (user.company) assertNetworkAllowed(restrictedNetworks((await settingsOf(em, user.company.id)).security), ip);
  user.lastLogin = new Date();
  recordAudit(em, { userId: user.id }, { companyId: user.company?.id ?? null, entity: 'user', entityId: user.id, action: 'login' });
  await em.flush();
  return user;
}

/**
 * Binds the session to the user with their company's idle timeout, ends their oldest sessions
 * beyond the company's concurrent-session limit, and describes them.
 */
export async function startSession(em: EntityManager, session: SessionControl, user: User): Promise<MeType> {
  const companyId = user.company?.id ?? null;
  await session.signIn(user.id, await idleTimeoutMinutes(em, companyId));
  // A company's limit: the super user, of no company, is never signed out by one.
  if (companyId !== null) await endOldestSessions(em, user.id, session.sessionId(), (await settingsOf(em, companyId)).security.maxConcurrentSessions);
  return describeUser(em, user.id);
}

export function recordLogout(em: EntityManager, viewer: Viewer): Promise<void> {
  recordAudit(em, viewer, { companyId: viewer.companyId, entity: 'user', entityId: viewer.userId, action: 'logout' });
  return em.flush();
}

/** The signed-in user with the locations and capabilities the screens need. */
export async function describeMe(em: EntityManager, viewer: Viewer): Promise<MeType> {
  const user = await em.findOneOrFail(User, viewer.userId, { populate: ['company'] });
  const extras = await extraLocationIdsOf(em, [user.id]);
  const expiredPassword = await hasExpiredPassword(em, user);
  return {
    ...toUserView(user, extras.get(user.id)),
    mustChangePassword: user.mustChangePassword || expiredPassword,
    expiredPassword,
    twoFactorEnabled: (await twoFactorOf(em, user.id))?.enabled ?? false,
    mustEnrolTwoFactor: viewer.mustEnrolTwoFactor ?? false,
    companyName: user.company?.name ?? null,
    locations: await myLocations(em, viewer),
    capabilities: {
      administration: canAdminister(viewer),
      manageManuals: canManageManuals(viewer),
      manageSchedules: canManageSchedules(viewer),
      manageCheckTemplates: canCreateCheckTemplates(viewer),
      manageEquipment: canManageEquipment(viewer),
      changeLocationStatus: canChangeLocationStatus(viewer),
      manageSettings: canManageSettings(viewer),
      mobileOnly: usesMobileApp(viewer),
      manageApiKeys: canManageApiKeys(viewer),
      readAuditTrail: canReadAuditTrail(viewer),
      readSiteLeague: canReadSiteLeague(viewer),
      manageInspectorLinks: canManageInspectorLinks(viewer),
      manageAreas: canManageAreas(viewer),
      createOwnCompany: canCreateOwnCompany(viewer),
      manageCompanies: canManageCompanies(viewer),
      manageHaccpPlans: canManageHaccpPlan(viewer, true),
    },
    ...(await displayPreferencesOf(em, viewer.companyId)),
  };
}

/** Whether the user's password is older than their company's password expiry allows. */
async function hasExpiredPassword(em: EntityManager, user: User): Promise<boolean> {
  const expiryDays = user.company ? (await settingsOf(em, user.company.id)).security.passwordExpiryDays : null;
  return passwordExpired(user.passwordChangedAt, expiryDays);
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
