import type { EventManager, EventSubscriber } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { PgListener } from '../../database/pg-listener.js';
import type { Viewer } from '../../viewer.js';
import { CompanySettings } from '../settings/company-settings.entity.js';
import { Area } from '../tenancy/area.entity.js';
import { Company } from '../tenancy/company.entity.js';
import { Location } from '../tenancy/location.entity.js';
import { User } from '../tenancy/user.entity.js';
import { UserArea } from '../tenancy/user-area.entity.js';
import { UserLocation } from '../tenancy/user-location.entity.js';
import { loadViewer } from './viewer.js';

/** Sent by the triggers of Migration20261125110000_viewer_notify: a user id, or '*' for everyone. */
export const VIEWER_CHANGED = 'fsm_viewer_changed';

export interface ViewerCache {
  /** The signed-in person's viewer, as loadViewer answers it. */
  viewer(em: EntityManager, userId: number): Promise<Viewer | undefined>;
}

interface Entry {
  viewer: Viewer | undefined;
  expires: number;
}

const MAX_ENTRIES = 10_000;

/**
 * Every request needs its viewer; this process keeps each one for up to `ttlSeconds`. A change
 * to a person, their locations or areas, a location, an area, a company or its settings NOTIFYs every process when it commits,
 * which drops the entry, so a deactivation counts from the next request (a signed-in request
 * first waits for the LISTEN connection to catch up: http/session.ts). The cache is trusted only
 * while the LISTEN connection is up: while it is down notifications are lost, so every request
 * loads its viewer, and whatever was cached before is dropped when it goes down and when it
 * comes back.
 * `ttlSeconds` 0 turns caching off.
 */
export async function viewerCache(listener: PgListener, ttlSeconds: number, ormEvents?: EventManager): Promise<ViewerCache> {
  if (ttlSeconds === 0) return { viewer: loadViewer };
  const entries = new Map<number, Entry>();
  // Bumped by every invalidation: a load that raced one is not cached (it may have read the old row).
  let generation = 0;
  const dropAll = () => {
    generation++;
    entries.clear();
  };
  const changed = (payload: string) => {
    generation++;
    if (payload === '*') entries.clear();
    else entries.delete(Number(payload));
  };
  await listener.listen(VIEWER_CHANGED, changed);
  ormEvents?.registerSubscriber(changesHere(changed));
  listener.onState(dropAll);

  return {
    async viewer(em, userId) {
      if (!listener.listening) return loadViewer(em, userId);
      const hit = entries.get(userId);
      if (hit && hit.expires > Date.now()) return hit.viewer;
      const started = generation;
      const viewer = freeze(await loadViewer(em, userId));
      if (started === generation && listener.listening) {
        if (entries.size >= MAX_ENTRIES) entries.clear();
        entries.set(userId, { viewer, expires: Date.now() + ttlSeconds * 1000 });
      }
      return viewer;
    },
  };
}

/**
 * This process's own changes drop the entry as they are written, not when the NOTIFY comes back:
 * a person who just changed their password is not served the old viewer on their next request.
 */
function changesHere(changed: (payload: string) => void): EventSubscriber {
  const drop = ({ entity }: { entity: object }) => {
    if (entity instanceof User) changed(String(entity.id));
    else if (entity instanceof UserLocation || entity instanceof UserArea) changed(String(entity.user.id));
    else changed('*');
  };
  return {
    getSubscribedEntities: () => [User, UserLocation, UserArea, Location, Area, Company, CompanySettings],
    afterCreate: drop,
    afterUpdate: drop,
    afterDelete: drop,
  };
}

/** One cached viewer serves many requests at once: none may change it for the others. */
function freeze(viewer: Viewer | undefined): Viewer | undefined {
  if (!viewer) return viewer;
  Object.freeze(viewer.locationIds);
  return Object.freeze(viewer);
}
