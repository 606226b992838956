import net from "node:net";

/** What Express's `trust proxy` setting is given: nothing, a hop count, or proxy addresses. */
export type TrustProxy = false | number | string[];

/** proxy-addr's names for the reserved ranges it knows. */
const NAMED_RANGES = new Set(["loopback", "linklocal", "uniquelocal"]);

/**
 * Reads TRUST_PROXY. Unset trusts no proxy: the socket's address counts and X-Forwarded-For is
 * ignored, since any client can write that header. `true` (trust every hop) is refused for the
 * same reason: the client would choose the address its rate limits count.
 */
export function parseTrustProxy(value: string | undefined): TrustProxy {
  const text = (value ?? "").trim().toLowerCase();
  if (text === "" || text === "false" || text === "none" || text === "0") return false;
  if (/^\d+$/.test(text)) {
    const hops = Number(text);
    if (hops > 10) throw new Error("a hop count must be between 0 and 10");
    return hops;
  }
  if (text === "true") throw new Error("true would trust any client's X-Forwarded-For; give a hop count or the proxies' addresses");
  const entries = text.split(",").map((entry) => entry.trim());
  for (const entry of entries) {
    if (!isProxyEntry(entry)) {
      throw new Error(`"${entry}" is not a hop count, an address, a CIDR range or loopback/linklocal/uniquelocal`);
    }
  }
  return entries;
}

function isProxyEntry(entry: string): boolean {
  if (NAMED_RANGES.has(entry)) return true;
  const [address, prefix, ...rest] = entry.split("/");
  if (rest.length > 0) return false;
  const family = net.isIP(address);
  if (family === 0) return false;
  if (prefix === undefined) return true;
  if (!/^\d{1,3}$/.test(prefix)) return false;
  return Number(prefix) <= (family === 4 ? 32 : 128);
}

/**
 * The key a per-address limit counts a client by. An IPv4 client on a dual-stack socket
 * (::ffff:a.b.c.d) is its IPv4 address; an IPv6 client is its /64, because one home or phone
 * gets a whole /64 and can pick a new address in it for every request.
 */
export function rateLimitKey(address: string | null | undefined): string | null {
  if (!address) return null;
  let text = address.trim();
  if (text.startsWith("[") && text.endsWith("]")) text = text.slice(1, -1);
  const zone = text.indexOf("%");
  if (zone !== -1) text = text.slice(0, zone);
  if (net.isIPv4(text)) return text;
  if (!net.isIPv6(text)) {
    // Only a misconfigured proxy chain passes something else on; it is still a key of its own.
    return text.slice(0, 64) || null;
  }
  const groups = ipv6Groups(text);
  if (groups.slice(0, 5).every((g) => g === 0) && groups[5] === 0xffff) {
    return [groups[6] >> 8, groups[6] & 0xff, groups[7] >> 8, groups[7] & 0xff].join(".");
  }
  const prefix = [...groups.slice(0, 4), 0, 0, 0, 0].map((g) => g.toString(16)).join(":");
  // The URL parser writes IPv6 in its canonical short form (RFC 5952).
  return `${new URL(`http://[${prefix}]/`).hostname.slice(1, -1)}/64`;
}

/**
 * The network around a rate-limit key (rateLimitKey): an IPv4 address's /24, an IPv6 /64's
 * /48 (what one site or provider customer is usually given). Anything else is its own network.
 */
export function networkKey(key: string): string {
  if (net.isIPv4(key)) return `${key.split(".").slice(0, 3).join(".")}.0/24`;
  const prefix = key.endsWith("/64") ? key.slice(0, -3) : null;
  if (!prefix || !net.isIPv6(prefix)) return key;
  const groups = [...ipv6Groups(prefix).slice(0, 3), 0, 0, 0, 0, 0].map((g) => g.toString(16)).join(":");
  return `${new URL(`http://[${groups}]/`).hostname.slice(1, -1)}/48`;
}

/**
 * The provider-sized block around a rate-limit key: an IPv4 address's /16, an IPv6 /64's /32
 * (what a registry usually allots one provider). A cap on it stops a bot spread over many
 * /24s of one provider before it reaches the site's budget. Anything else is its own block.
 */
export function wideNetworkKey(key: string): string {
  if (net.isIPv4(key)) return `${key.split(".").slice(0, 2).join(".")}.0.0/16`;
  const prefix = key.endsWith("/64") ? key.slice(0, -3) : null;
  if (!prefix || !net.isIPv6(prefix)) return key;
  const groups = [...ipv6Groups(prefix).slice(0, 2), 0, 0, 0, 0, 0, 0].map((g) => g.toString(16)).join(":");
  return `${new URL(`http://[${groups}]/`).hostname.slice(1, -1)}/32`;
}

/**
 * A client's address with the part that names one household or phone hidden, as a person may
 * see where a sign-in came from: an IPv4 address without its last number (203.0.113.x), an
 * IPv6 address as its first three groups (the provider's site). Anything else is not shown.
 */
export function maskedAddress(address: string | null | undefined): string | null {
  const key = rateLimitKey(address);
  if (!key) return null;
  if (net.isIPv4(key)) return `${key.split(".").slice(0, 3).join(".")}.x`;
  const prefix = key.endsWith("/64") ? key.slice(0, -3) : null;
  if (!prefix || !net.isIPv6(prefix)) return null;
  return `${ipv6Groups(prefix)
    .slice(0, 3)
    .map((g) => g.toString(16))
    .join(":")}:…`;
}

/** The eight 16-bit groups of a valid IPv6 address. */
function ipv6Groups(address: string): number[] {
  let text = address.toLowerCase();
  const lastColon = text.lastIndexOf(":");
  const tail = text.slice(lastColon + 1);
  if (tail.includes(".")) {
    const [a, b, c, d] = tail.split(".").map(Number);
    text = `${text.slice(0, lastColon + 1)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head, rest] = text.split("::");
  const left = head ? head.split(":") : [];
  const right = rest === undefined ? null : rest ? rest.split(":") : [];
  const parts = right === null ? left : [...left, ...Array<string>(8 - left.length - right.length).fill("0"), ...right];
  return parts.map((part) => parseInt(part, 16));
}
