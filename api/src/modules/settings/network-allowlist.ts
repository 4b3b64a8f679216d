import ipaddr from 'ipaddr.js';
import { InvalidInput } from '../../errors.js';

type Network = [ipaddr.IPv4 | ipaddr.IPv6, number];

/** One allowlist entry: an address (IPv4 or IPv6) or a CIDR range; anything else is refused by name. */
function parseNetwork(entry: string): Network {
  const [address, bits, extra] = entry.split('/');
  const valid = extra === undefined && (ipaddr.IPv4.isValidFourPartDecimal(address) || ipaddr.IPv6.isValid(address));
  if (valid) {
    try {
      if (bits === undefined) {
        const parsed = ipaddr.parse(address);
        return [parsed, parsed.kind() === 'ipv4' ? 32 : 128];
      }
      if (/^\d{1,3}$/.test(bits)) return ipaddr.parseCIDR(entry);
    } catch {
      // Falls through to the refusal below (e.g. a prefix longer than the address).
    }
  }
  throw new InvalidInput(`"${entry}" is not an IP address or CIDR range (e.g. 203.0.113.0/24 or 2001:db8::/32)`);
}

/** The entries as saved: trimmed, blanks dropped, each a valid address or CIDR range. */
export function normalizeNetworks(entries: readonly string[]): string[] {
  const networks = entries.map((entry) => entry.trim()).filter(Boolean);
  for (const entry of networks) parseNetwork(entry);
  return networks;
}

/** Whether a client address (as express's req.ip gives it, IPv4-mapped IPv6 included) is in one of the networks. */
export function addressAllowed(address: string, networks: readonly string[]): boolean {
  if (!ipaddr.isValid(address)) return false;
  const client = ipaddr.process(address);
  return networks.some((entry) => {
    const [range, bits] = parseNetwork(entry);
    if (client.kind() !== range.kind()) return false;
    return client instanceof ipaddr.IPv4 ? client.match(range as ipaddr.IPv4, bits) : client.match(range as ipaddr.IPv6, bits);
  });
}

/**
 * The networks a company's people are held to, or null when it restricts nothing: IP restriction
 * off, or on with no network listed (its administrators cannot save that, see settings.service).
 */
export function restrictedNetworks(security: { ipRestriction: boolean; allowedNetworks: readonly string[] }): readonly string[] | null {
  return security.ipRestriction && security.allowedNetworks.length ? security.allowedNetworks : null;
}
