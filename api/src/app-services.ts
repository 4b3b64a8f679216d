import type { LoginThrottle } from './modules/auth/login-throttle.js';
import type { ReadingEvents } from './modules/temperature/reading-events.js';

/** Long-lived collaborators created once per process and shared by GraphQL and REST. */
export interface AppServices {
  throttle: LoginThrottle;
  readingEvents: ReadingEvents;
}
