import type { ReadDatabase } from './database/read-database.js';
import type { LiveEvents } from './events/live-events.js';

/**
 * Long-lived collaborators that app/ creates once per process and hands to REST, GraphQL and jobs.
 * A module adds its own by declaration merging (see modules/auth/login-throttle.ts), so this
 * shared helper names no module.
 */
export interface AppServices {
  events: LiveEvents;
  /** Where reads of past records go: the read replica while it is fresh, else the primary (the rule: database/read-database.ts). */
  historyDb: ReadDatabase;
}
