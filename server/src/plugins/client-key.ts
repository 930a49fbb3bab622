import { isIPv4, isIPv6 } from 'node:net';

/** An IPv4 address mapped into IPv6 (`::ffff:192.0.2.1`), as a dual-stack socket reports it. */
const MAPPED_IPV4 = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/;

function groupsOf(part: string): string[] {
  if (part === '') return [];
  const groups = part.split(':');
  // A trailing dotted IPv4 fills the last two groups.
  if (groups.at(-1)?.includes('.')) groups.splice(-1, 1, '0', '0');
  return groups;
}

/**
 * Whom a limit counts (docs/security.md): an IPv4 client by its address; an IPv6 client by its
 * /64, the block one subscriber is given, since any address in it is theirs to take.
 */
export function clientKey(ip: string): string {
  const address = ip.toLowerCase().replace(/%.*$/, '');
  const mapped = MAPPED_IPV4.exec(address);
  if (mapped?.[1] && isIPv4(mapped[1])) return mapped[1];
  if (!isIPv6(address)) return address;
  const [head = '', tail] = address.split('::');
  const first = groupsOf(head);
  const last = tail === undefined ? [] : groupsOf(tail);
  const zeros = tail === undefined ? [] : Array<string>(8 - first.length - last.length).fill('0');
  const groups = [...first, ...zeros, ...last];
  return `${groups
    .slice(0, 4)
    .map((group) => parseInt(group, 16).toString(16))
    .join(':')}::/64`;
}
