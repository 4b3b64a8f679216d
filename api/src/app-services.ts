import type { LoginThrottle } from './modules/auth/login-throttle.js';

/** Long-lived collaborators created once per process and shared by GraphQL and REST. */
export interface AppServices {
  throttle: LoginThrottle;
}
