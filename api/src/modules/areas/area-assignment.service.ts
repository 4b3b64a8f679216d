import type { EntityManager } from '@mikro-orm/postgresql';
import { Forbidden, InvalidInput, NotFound } from '../../errors.js';
import type { Viewer } from '../../viewer.js';
import { recordAudit } from '../audit/audit.service.js';
import { Area } from '../tenancy/area.entity.js';
import { canManageAreas, reachesByArea } from '../tenancy/roles.js';
import type { User } from '../tenancy/user.entity.js';
import { UserArea } from '../tenancy/user-area.entity.js';

/**
 * The areas an Area Manager looks after, as Add User and Edit choose them (areaIds replaces them;
 * left out, they are kept). Only company administrators choose them, only for the Area Manager
 * role, and only the company's active areas (another company's id is not found). A person whose
 * role stops being Area Manager no longer looks after any area. Audited with before and after.
 */
export async function assignAreas(em: EntityManager, viewer: Viewer, user: User, areaIds: number[] | null | undefined): Promise<void> {
  const current = (await em.find(UserArea, { user: user.id }, { orderBy: { area: 'asc' } })).map((link) => link.area.id);
  let next = current;
  if (areaIds !== null && areaIds !== undefined) {
    if (!canManageAreas(viewer)) throw new Forbidden('Only company administrators can choose an area manager’s areas');
    if (!reachesByArea(user)) throw new InvalidInput('Only an Area Manager looks after areas');
    next = await companyAreaIds(em, user.company?.id ?? -1, areaIds);
  } else if (!reachesByArea(user)) {
    next = [];
  }
  if (sameIds(current, next)) return;
  const removed = current.filter((id) => !next.includes(id));
  if (removed.length) await em.nativeDelete(UserArea, { user: user.id, area: { $in: removed } });
  for (const id of next.filter((id) => !current.includes(id))) em.create(UserArea, { user, area: em.getReference(Area, id) });
  recordAudit(em, viewer, {
    companyId: user.company?.id ?? null,
    entity: 'user',
    entityId: user.id,
    action: 'assign_areas',
    before: { areaIds: current },
    after: { areaIds: next },
  });
  await em.flush();
}

async function companyAreaIds(em: EntityManager, companyId: number, areaIds: number[]): Promise<number[]> {
  const ids = [...new Set(areaIds)].sort((a, b) => a - b);
  const areas = ids.length ? await em.find(Area, { id: { $in: ids }, company: companyId }) : [];
  if (areas.length !== ids.length) throw new NotFound('Area');
  const retired = areas.find((area) => !area.isActive);
  if (retired) throw new InvalidInput(`The area "${retired.name}" is retired`);
  return ids;
}

const sameIds = (a: number[], b: number[]) => a.length === b.length && a.every((id, i) => id === b[i]);
