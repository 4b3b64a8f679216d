import { lookup } from 'node:dns/promises';
import { BlockList, isIP } from 'node:net';

/**
 * Addresses a server-side request must not reach on a customer's say-so: loopback, private,
 * link-local (cloud metadata at 169.254.169.254), carrier-grade NAT, unique-local and unspecified.
 */
const INTERNAL = new BlockList();
for (const [network, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.168.0.0', 16],
] as const)
  INTERNAL.addSubnet(network, prefix, 'ipv4');
for (const [network, prefix] of [
  ['::', 128],
  ['::1', 128],
  ['fc00::', 7],
  ['fe80::', 10],
] as const)
  INTERNAL.addSubnet(network, prefix, 'ipv6');

const isInternal = (address: string): boolean => {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address)?.[1];
  if (mapped) return INTERNAL.check(mapped, 'ipv4');
  return INTERNAL.check(address, isIP(address) === 6 ? 'ipv6' : 'ipv4');
};

/**
 * Throws when a URL's host is, or resolves to, an internal address. Checked just before the
 * request; a name that changes its answer between this lookup and the request (DNS rebinding) is
 * not caught here.
 */
export async function assertPublicAddress(url: string): Promise<void> {
  const host = new URL(url).hostname.replace(/^\[|\]$/g, '');
  const addresses = isIP(host) ? [host] : (await lookup(host, { all: true })).map((answer) => answer.address);
  const internal = addresses.find(isInternal);
  if (internal) throw new Error(`${host} is an internal address (${internal}); a webhook must be reachable on the internet`);
}
