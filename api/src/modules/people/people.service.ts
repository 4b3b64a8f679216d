import type { EntityManager } from '@mikro-orm/postgresql';
import { Conflict, Forbidden } from '../../errors.js';
import { canReachLocation, type Viewer } from '../../viewer.js';
import { assignAreas } from '../areas/area-assignment.service.js';
import { recordAudit } from '../audit/audit.service.js';
import type { UserType } from '../auth/auth.types.js';
import { assertPasswordAllowed } from '../auth/password-policy.js';
import { hashPassword } from '../auth/passwords.js';
import { toUserView } from '../auth/user-view.js';
import type { Company } from '../tenancy/company.entity.js';
import { Location } from '../tenancy/location.entity.js';
import { canManageUsers, type Role } from '../tenancy/roles.js';
import { User } from '../tenancy/user.entity.js';
import { UserLocation } from '../tenancy/user-location.entity.js';
import type { CreateUserInput, UpdateUserInput } from './people.types.js';
import { auditView, findManageableUser, grantableRole, placesFor, targetCompany } from './people-scope.js';

/** A new account, as an administrator (or the provider setting a company up) describes it. */
export interface NewPerson {
  company: Company;
  home: Location;
  extras: Location[];
  username: string;
  fullName: string;
  email?: string | null;
  role: Role;
  /** An initial password: the person must change it at their first sign-in. */
  password: string;
}

/** Creates the account inside the caller's transaction: unique username, the company's password rules, audited. */
export async function createPerson(em: EntityManager, actor: Viewer, person: NewPerson): Promise<User> {
  const username = person.username.trim();
  if (await em.count(User, { username: { $ilike: username } })) throw new Conflict('That username is already taken');
  await assertPasswordAllowed(em, person.company.id, person.password);
  const user = em.create(User, {
    username,
    fullName: person.fullName.trim(),
    email: person.email?.trim() || null,
    role: person.role,
    company: person.company,
    location: person.home,
    passwordHash: await hashPassword(person.password),
    mustChangePassword: true,
  });
  await em.flush();
  for (const location of person.extras) em.create(UserLocation, { user, location });
  const extraIds = person.extras.map((l) => l.id);
  recordAudit(em, actor, { companyId: person.company.id, entity: 'user', entityId: user.id, action: 'create', after: auditView(user, extraIds) });
  await em.flush();
  return user;
}

/** Add User: at most the administrator's own rank, at locations they reach, with an initial password. */
export async function createUser(em: EntityManager, viewer: Viewer, input: CreateUserInput): Promise<UserType> {
  if (!canManageUsers(viewer)) throw new Forbidden('Only administrators can manage users');
  const role = grantableRole(viewer, input.role);
  return em.transactional(async (tx) => {
    const company = await targetCompany(tx, viewer, input.companyId);
    const { home, extras } = await placesFor(tx, viewer, company.id, input.locationId, input.extraLocationIds ?? []);
    const user = await createPerson(tx, viewer, { ...input, company, home, extras, role });
    await assignAreas(tx, viewer, user, input.areaIds);
    return toUserView(
      user,
      extras.map((l) => l.id),
      viewer,
    );
  });
}

/** Edit a user: name, email, role, locations. Locations outside the editor's reach are kept as they were. */
export async function updateUser(em: EntityManager, viewer: Viewer, input: UpdateUserInput): Promise<UserType> {
  return em.transactional(async (tx) => {
    const { user, extraIds } = await findManageableUser(tx, viewer, input.id);
    const before = auditView(user, extraIds);
    if (input.role && input.role !== user.role) {
      if (user.id === viewer.userId) throw new Forbidden('You cannot change your own role');
      user.role = grantableRole(viewer, input.role);
    }
    if (input.fullName) user.fullName = input.fullName.trim();
    if (input.email !== undefined && input.email !== null) user.email = input.email.trim() || null;
    let nextExtraIds = extraIds;
    if (input.locationId || input.extraLocationIds) {
      const kept = extraIds.filter((id) => !canReachLocation(viewer, id));
      const companyId = user.company?.id ?? -1;
      const { home, extras } = await placesFor(tx, viewer, companyId, input.locationId ?? user.location?.id ?? -1, input.extraLocationIds ?? extraIds);
      user.location = home;
      nextExtraIds = [...new Set([...extras.map((l) => l.id), ...kept])].filter((id) => id !== home.id);
      await tx.nativeDelete(UserLocation, { user: user.id });
      for (const id of nextExtraIds) tx.create(UserLocation, { user, location: tx.getReference(Location, id) });
    }
    recordAudit(tx, viewer, {
      companyId: user.company?.id ?? null,
      entity: 'user',
      entityId: user.id,
      action: 'update',
      before,
      after: auditView(user, nextExtraIds),
    });
    await tx.flush();
    await assignAreas(tx, viewer, user, input.areaIds);
    return toUserView(user, nextExtraIds, viewer);
  });
}
