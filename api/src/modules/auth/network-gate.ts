import { Forbidden } from '../../errors.js';
import type { Viewer } from '../../viewer.js';
import { addressAllowed } from '../settings/network-allowlist.js';

/** Said to a person of a company with IP restriction on, asking from an address outside its allowed networks. */
export const NETWORK_NOT_ALLOWED = 'Your company only allows access from its approved networks, and this address is not one of them';

/**
 * The company's IP restriction, checked at sign-in and on every request (REST, GraphQL, the
 * WebSocket): `address` is the client's as express sees it (TRUST_PROXY decides whether
 * X-Forwarded-For counts). The provider has no company and is never held to one's list.
 */
export function assertNetworkAllowed(allowedNetworks: readonly string[] | null | undefined, address: string): void {
  if (allowedNetworks && !addressAllowed(address, allowedNetworks)) throw new Forbidden(NETWORK_NOT_ALLOWED);
}

/** Whether the viewer may ask from this address. */
export function networkAllowed(viewer: Viewer, address: string): boolean {
  return !viewer.allowedNetworks || addressAllowed(address, viewer.allowedNetworks);
}
