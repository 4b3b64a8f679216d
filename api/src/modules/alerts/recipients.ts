import type { EntityManager } from '@mikro-orm/postgresql';
import { areaManagersOfSite } from '../areas/area-managers.js';
import type { CorrectiveAction } from '../corrective-actions/corrective-action.entity.js';
import { Location } from '../tenancy/location.entity.js';
import { ESCALATION_ROLES, FIRST_ALERT_ROLES, type Role } from '../tenancy/roles.js';
import { User } from '../tenancy/user.entity.js';
import { UserLocation } from '../tenancy/user-location.entity.js';
import { rotaOnDuty } from './on-duty.js';

/**
 * Who hears first of a new action at a location: the people who answer for it (answerableFor),
 * and the person whose probe reading raised it (they are standing at the unit).
 */
export async function firstAlertRecipients(em: EntityManager, companyId: number, locationId: number, reporterId: number | null): Promise<User[]> {
  const answerable = await answerableFor(em, companyId, locationId);
  const reporter = reporterId === null ? null : await em.findOne(User, { id: reporterId, company: companyId, isActive: true });
  return unique([...answerable, ...(reporter ? [reporter] : [])]);
}

/**
 * Who hears first of a new action: for a critical one at a location with a rota, who is on duty
 * now in the site's time (and the reporter); otherwise, or when the rota has nobody on duty now,
 * the first-alert recipients.
 */
export async function alertRecipients(em: EntityManager, action: CorrectiveAction, locationId: number, reporterId: number | null): Promise<User[]> {
  const companyId = action.company.id;
  const onDuty = action.severity === 'critical' ? await onDutyAt(em, companyId, locationId, new Date()) : null;
  if (!onDuty?.length) return firstAlertRecipients(em, companyId, locationId, reporterId);
  const reporter = reporterId === null ? null : await em.findOne(User, { id: reporterId, company: companyId, isActive: true });
  return unique([...onDuty, ...(reporter ? [reporter] : [])]);
}

/** Who the location's rota has on duty at an instant (null: no rota), read in the site's time zone. */
export async function onDutyAt(em: EntityManager, companyId: number, locationId: number, at: Date): Promise<User[] | null> {
  const location = await em.findOneOrFail(Location, { id: locationId, company: companyId });
  return rotaOnDuty(em, companyId, locationId, location.timezone, at);
}

/** Who is on duty now for onDutyNow: the rota's people, or with no rota (or nobody on it now) the first-alert recipients. */
export async function onDutyNow(em: EntityManager, companyId: number, locationId: number): Promise<User[]> {
  const onDuty = await onDutyAt(em, companyId, locationId, new Date());
  return onDuty?.length ? onDuty : answerableFor(em, companyId, locationId);
}

/** Where a critical action not started in time goes: the location's branch managers, its area's managers and the company's administrators. */
export async function escalationRecipients(em: EntityManager, companyId: number, locationId: number): Promise<User[]> {
  const managers = await siteAndAreaManagers(em, companyId, locationId);
  return unique([...managers, ...(await companyAdministrators(em, companyId))]);
}

/**
 * Level 2 when administrators have a level of their own: the location's branch managers and its
 * area's managers (issue 35: branch manager → area manager → administrators), else (none) the administrators.
 */
export async function managerRecipients(em: EntityManager, companyId: number, locationId: number): Promise<User[]> {
  const managers = await siteAndAreaManagers(em, companyId, locationId);
  return managers.length ? managers : companyAdministrators(em, companyId);
}

async function siteAndAreaManagers(em: EntityManager, companyId: number, locationId: number): Promise<User[]> {
  const managers = await workingAt(em, companyId, locationId, FIRST_ALERT_ROLES);
  return unique([...managers, ...(await areaManagersOfSite(em, companyId, locationId))]);
}

/**
 * The location's active branch managers. A site without one (a one-owner business, a site whose
 * manager left) still has someone to act: its area's managers, else the administrators who work
 * there, else the company's.
 */
async function answerableFor(em: EntityManager, companyId: number, locationId: number): Promise<User[]> {
  const managers = await workingAt(em, companyId, locationId, FIRST_ALERT_ROLES);
  if (managers.length) return managers;
  const areaManagers = await areaManagersOfSite(em, companyId, locationId);
  if (areaManagers.length) return areaManagers;
  const administrators = await workingAt(em, companyId, locationId, ESCALATION_ROLES);
  return administrators.length ? administrators : companyAdministrators(em, companyId);
}

export const companyAdministrators = (em: EntityManager, companyId: number): Promise<User[]> =>
  em.find(User, { company: companyId, isActive: true, role: { $in: ESCALATION_ROLES } }, { orderBy: { id: 'asc' } });

/** Active users of the company with these roles whose home or assigned locations include this one. */
async function workingAt(em: EntityManager, companyId: number, locationId: number, roles: Role[]): Promise<User[]> {
  const assigned = await em.find(UserLocation, { location: locationId });
  return em.find(
    User,
    { company: companyId, isActive: true, role: { $in: roles }, $or: [{ location: locationId }, { id: { $in: assigned.map((a) => a.user.id) } }] },
    { orderBy: { id: 'asc' } },
  );
}

const unique = (users: User[]): User[] => [...new Map(users.map((u) => [u.id, u])).values()];
