import type { EntityManager } from '@mikro-orm/postgresql';
import { Forbidden, InvalidInput, NotFound } from '../../errors.js';
import { canReachLocation, type Viewer } from '../../viewer.js';
import { recordAudit } from '../audit/audit.service.js';
import { Location } from '../tenancy/location.entity.js';
import { canManageApiKeys } from '../tenancy/roles.js';
import { User } from '../tenancy/user.entity.js';
import { ApiKey } from './api-key.entity.js';
import { newSecret } from './api-key-secrets.js';
import type { ApiKeyType, CreateApiKeyInput, CreatedApiKeyType } from './api-keys.types.js';

/** Creates a key for one location within reach or the whole company; the secret is returned here and nowhere else (never audited). */
export async function createApiKey(em: EntityManager, viewer: Viewer, input: CreateApiKeyInput): Promise<CreatedApiKeyType> {
  const companyId = managedCompany(viewer);
  const name = input.name.trim();
  if (!name) throw new InvalidInput('Give the key a name (up to 100 characters)');
  const location = input.locationId ? await reachableLocation(em, viewer, input.locationId) : null;
  const { secret, prefix, hash } = newSecret();
  return em.transactional(async (tx) => {
    const key = tx.create(ApiKey, { company: companyId, location, name, prefix, secretHash: hash, createdBy: viewer.userId });
    await tx.flush();
    const apiKey = toApiKeyView(await tx.findOneOrFail(ApiKey, key.id, { populate: ['location', 'createdBy'] }));
    recordAudit(tx, viewer, { companyId, entity: 'api_key', entityId: key.id, action: 'create', after: apiKey });
    return { apiKey, secret };
  });
}

/** Every key of the viewer's company, newest first, revoked ones included (their readings still name them). */
export async function listApiKeys(em: EntityManager, viewer: Viewer): Promise<ApiKeyType[]> {
  const keys = await em.find(ApiKey, { company: managedCompany(viewer) }, { populate: ['location', 'createdBy'], orderBy: { createdAt: 'desc', id: 'desc' } });
  return keys.map(toApiKeyView);
}

/** Revoking is at once and for good: its next request is a 401. The key and its readings stay. */
export async function revokeApiKey(em: EntityManager, viewer: Viewer, id: number): Promise<ApiKeyType> {
  const companyId = managedCompany(viewer);
  const key = await em.findOne(ApiKey, { id, company: companyId }, { populate: ['location', 'createdBy'] });
  if (!key) throw new NotFound('API key');
  if (key.revokedAt) throw new InvalidInput('This API key is already revoked');
  const before = toApiKeyView(key);
  key.revokedAt = new Date();
  key.revokedBy = em.getReference(User, viewer.userId);
  const after = toApiKeyView(key);
  recordAudit(em, viewer, { companyId, entity: 'api_key', entityId: id, action: 'revoke', before, after });
  await em.flush();
  return after;
}

/** A key belongs to one company: its administrators manage it (the provider's super user, who has none, does not). */
function managedCompany(viewer: Viewer): number {
  if (!canManageApiKeys(viewer) || viewer.companyId === null) throw new Forbidden('Only company administrators can manage API keys');
  return viewer.companyId;
}

/** A location the key may be bound to: an active one within the viewer's reach; anything else is not found. */
async function reachableLocation(em: EntityManager, viewer: Viewer, id: number): Promise<Location> {
  const location = canReachLocation(viewer, id) ? await em.findOne(Location, { id, company: viewer.companyId, isActive: true }) : null;
  if (!location) throw new NotFound('Location');
  return location;
}

/** What lists and the audit trail show of a key: never its secret or hash. */
function toApiKeyView(key: ApiKey): ApiKeyType {
  return {
    id: key.id,
    name: key.name,
    prefix: key.prefix,
    locationId: key.location?.id ?? null,
    scope: key.location?.name ?? 'All locations',
    createdByName: key.createdBy.fullName,
    createdAt: key.createdAt,
    lastUsedAt: key.lastUsedAt ?? null,
    revokedAt: key.revokedAt ?? null,
  };
}
