import type { EntityManager } from '@mikro-orm/postgresql';
import { InvalidInput } from '../../errors.js';
import type { Viewer } from '../../viewer.js';
import { recordAudit } from '../audit/audit.service.js';
import { findReachableLocation } from '../locations/locations.service.js';
import type { Location } from '../tenancy/location.entity.js';
import { User } from '../tenancy/user.entity.js';
import type { AllergenMatrixType, AllergenMatrixVersionType, SaveAllergenMatrixInput } from './allergen-matrix.types.js';
import { AllergenMatrixVersion, type MenuItemAllergens } from './allergen-matrix-version.entity.js';
import { ALLERGEN_REVIEW_DAYS, type AllergenRegime, allergensOf, regimeForTimezone } from './allergen-regimes.js';

const DAY = 86_400_000;

/** The location's current matrix, its allergen list, and whether it is due for review. */
export async function allergenMatrix(em: EntityManager, viewer: Viewer, locationId: number): Promise<AllergenMatrixType> {
  const location = await findReachableLocation(em, viewer, locationId);
  const regime = regimeOf(location);
  const [latest] = await versionsOf(em, location, 1);
  const current = latest ? toView(latest) : null;
  const needsReview = !current || Date.now() - current.createdAt.getTime() > ALLERGEN_REVIEW_DAYS * DAY;
  const allergens = Object.entries(allergensOf(regime)).map(([code, label]) => ({ code, label }));
  return { locationId: location.id, regime, allergens, current, needsReview };
}

/** Every saved version, newest first: what staff were shown on any earlier day. */
export async function allergenMatrixVersions(em: EntityManager, viewer: Viewer, locationId: number): Promise<AllergenMatrixVersionType[]> {
  const location = await findReachableLocation(em, viewer, locationId);
  return (await versionsOf(em, location)).map(toView);
}

/** Saves the matrix as the location's next version (older versions are never changed); audited. */
export async function saveAllergenMatrix(em: EntityManager, viewer: Viewer, input: SaveAllergenMatrixInput): Promise<AllergenMatrixVersionType> {
  const location = await findReachableLocation(em, viewer, input.locationId);
  const regime = regimeOf(location);
  const items = validItems(input.items, regime);
  const saved = await em.transactional(async (tx) => {
    const [latest] = await versionsOf(tx, location, 1);
    const row = tx.create(AllergenMatrixVersion, {
      company: location.company,
      location,
      version: (latest?.version ?? 0) + 1,
      regime,
      items,
      createdBy: tx.getReference(User, viewer.userId),
    });
    await tx.flush();
    recordAudit(tx, viewer, {
      companyId: location.company.id,
      entity: 'allergen_matrix',
      entityId: row.id,
      action: 'save',
      before: latest ? { version: latest.version, items: latest.items } : null,
      after: { locationId: location.id, version: row.version, items },
    });
    await tx.flush();
    return row;
  });
  await em.populate(saved, ['createdBy']);
  return toView(saved);
}

/** The law of the place the food is sold: the location's own time zone says where it is. */
const regimeOf = (location: Location): AllergenRegime => regimeForTimezone(location.timezone);

function validItems(items: MenuItemAllergens[], regime: AllergenRegime): MenuItemAllergens[] {
  const known = allergensOf(regime);
  const names = new Set<string>();
  return items.map(({ name, allergens }) => {
    const trimmed = name.trim();
    if (!trimmed) throw new InvalidInput('Every menu item needs a name');
    if (names.has(trimmed.toLowerCase())) throw new InvalidInput(`${trimmed} is listed twice`);
    names.add(trimmed.toLowerCase());
    const unknown = allergens.find((code) => !(code in known));
    if (unknown) throw new InvalidInput(`${unknown} is not one of the allergens this matrix uses`);
    return { name: trimmed, allergens: Object.keys(known).filter((code) => allergens.includes(code)) };
  });
}

function versionsOf(em: EntityManager, location: Location, limit?: number): Promise<AllergenMatrixVersion[]> {
  return em.find(AllergenMatrixVersion, { location }, { populate: ['createdBy'], orderBy: { version: 'desc' }, limit });
}

function toView(row: AllergenMatrixVersion): AllergenMatrixVersionType {
  return { id: row.id, version: row.version, items: row.items, createdBy: row.createdBy.fullName, createdAt: row.createdAt };
}
