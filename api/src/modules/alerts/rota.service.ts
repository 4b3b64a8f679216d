import type { EntityManager } from '@mikro-orm/postgresql';
import { sql } from 'kysely';
import { Forbidden, InvalidInput, NotFound } from '../../errors.js';
import { canReachLocation, type Viewer } from '../../viewer.js';
import { areaManagersOfSite } from '../areas/area-managers.js';
import { recordAudit } from '../audit/audit.service.js';
import { WEEKDAYS } from '../settings/settings-defaults.js';
import { Location } from '../tenancy/location.entity.js';
import { canManageRota, hasCompanyWideAccess } from '../tenancy/roles.js';
import { User } from '../tenancy/user.entity.js';
import { UserLocation } from '../tenancy/user-location.entity.js';
import { type RotaEntry, rotaOf } from './on-duty.js';
import { onDutyNow } from './recipients.js';
import type { OnDutyPersonType, RotaEntryInput, RotaEntryType } from './rota.types.js';

const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;
const MAX_ENTRIES = 100;

/** A location the viewer reaches (their own company's, by their locations); anything else is not found, like a missing id. */
async function reachableLocation(em: EntityManager, viewer: Viewer, locationId: number): Promise<Location> {
  const location = canReachLocation(viewer, locationId) ? await em.findOne(Location, { id: locationId }) : null;
  if (!location) throw new NotFound('Location');
  return location;
}

/** The location's rota, with each person's name; anyone at the location may read who is on duty. */
export async function locationRota(em: EntityManager, viewer: Viewer, locationId: number): Promise<RotaEntryType[]> {
  const location = await reachableLocation(em, viewer, locationId);
  return viewOf(em, await rotaOf(em, location.company.id, location.id));
}

/** Who a critical alert at the location would go to now: the rota's people on duty, else its managers. */
export async function onDutyNowAt(em: EntityManager, viewer: Viewer, locationId: number): Promise<OnDutyPersonType[]> {
  const location = await reachableLocation(em, viewer, locationId);
  return (await onDutyNow(em, location.company.id, location.id)).map((user) => ({ userId: user.id, fullName: user.fullName }));
}

/**
 * Replaces the location's rota (administrators and managers of the location). Every line is checked
 * before anything is written: days, HH:MM times that differ, and people of the company who reach
 * the location. Audited with before and after.
 */
export async function setLocationRota(em: EntityManager, viewer: Viewer, locationId: number, input: RotaEntryInput[]): Promise<RotaEntryType[]> {
  const location = await reachableLocation(em, viewer, locationId);
  if (!canManageRota(viewer)) throw new Forbidden('Only administrators and managers of this location can change its rota');
  if (input.length > MAX_ENTRIES) throw new InvalidInput(`A rota has at most ${MAX_ENTRIES} lines`);
  const entries = input.map((entry, index) => checkedEntry(entry, index + 1));
  await assertPeopleReach(em, location, entries);
  return em.transactional(async (tx) => {
    const before = await rotaOf(tx, location.company.id, location.id);
    await sql`delete from location_rota_entry where company_id = ${location.company.id} and location_id = ${location.id}`.execute(tx.getKysely());
    for (const [position, entry] of entries.entries()) {
      await sql`insert into location_rota_entry (company_id, location_id, user_id, weekdays, starts_at, ends_at, position)
        values (${location.company.id}, ${location.id}, ${entry.userId}, ${entry.weekdays}, ${entry.startsAt}, ${entry.endsAt}, ${position})`.execute(
        tx.getKysely(),
      );
    }
    recordAudit(tx, viewer, { companyId: location.company.id, entity: 'location_rota', entityId: location.id, action: 'update', before, after: entries });
    await tx.flush();
    return viewOf(tx, entries);
  });
}

function checkedEntry({ userId, weekdays, startsAt, endsAt }: RotaEntryInput, line: number): RotaEntry {
  const days = weekdays.map((day) => WEEKDAYS.indexOf(day.trim().toLowerCase() as (typeof WEEKDAYS)[number]) + 1);
  if (!days.length || days.includes(0)) throw new InvalidInput(`Rota line ${line}: choose days from monday to sunday`);
  if (new Set(days).size !== days.length) throw new InvalidInput(`Rota line ${line}: a day is named twice`);
  if (!TIME.test(startsAt) || !TIME.test(endsAt)) throw new InvalidInput(`Rota line ${line}: write times as HH:MM from 00:00 to 23:59`);
  if (startsAt === endsAt) throw new InvalidInput(`Rota line ${line}: a shift cannot start and end at ${startsAt}`);
  return { userId, weekdays: days.sort(), startsAt, endsAt };
}

/** Each person must be an active member of the location's company who works there (or across the company, or across its area). */
async function assertPeopleReach(em: EntityManager, location: Location, entries: RotaEntry[]): Promise<void> {
  const ids = [...new Set(entries.map((entry) => entry.userId))];
  const people = await em.find(User, { id: { $in: ids }, company: location.company.id, isActive: true });
  const assigned = new Set((await em.find(UserLocation, { location: location.id, user: { $in: ids } })).map((a) => a.user.id));
  for (const manager of await areaManagersOfSite(em, location.company.id, location.id)) assigned.add(manager.id);
  const reaching = new Set(people.filter((p) => hasCompanyWideAccess(p) || p.location?.id === location.id || assigned.has(p.id)).map((p) => p.id));
  const missing = ids.find((id) => !reaching.has(id));
  if (missing !== undefined) throw new InvalidInput(`Rota: person ${missing} does not work at this location`);
}

async function viewOf(em: EntityManager, entries: RotaEntry[]): Promise<RotaEntryType[]> {
  const people = await em.find(User, { id: { $in: entries.map((e) => e.userId) } });
  const names = new Map(people.map((p) => [p.id, p.fullName]));
  return entries.map((entry) => ({
    userId: entry.userId,
    fullName: names.get(entry.userId) ?? '',
    weekdays: entry.weekdays.map((day) => WEEKDAYS[day - 1]),
    startsAt: entry.startsAt,
    endsAt: entry.endsAt,
  }));
}
