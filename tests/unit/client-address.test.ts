import { describe, expect, it } from "vitest";

import { maskedAddress, networkKey, parseTrustProxy, rateLimitKey, wideNetworkKey } from "~/infra/client-address.server";
import { parseEnv } from "~/infra/env.server";
import { clientIp, sessionClient } from "~/infra/load-context.server";

describe("the address a rate limit counts", () => {
  it("counts an IPv4 client by its address", () => {
    expect(rateLimitKey("203.0.113.7")).toBe("203.0.113.7");
  });

  it("counts an IPv4 client on a dual-stack socket by its IPv4 address", () => {
    expect(rateLimitKey("::ffff:203.0.113.7")).toBe("203.0.113.7");
    expect(rateLimitKey("::FFFF:cb00:7107")).toBe("203.0.113.7");
    expect(rateLimitKey("0:0:0:0:0:ffff:7f00:1")).toBe("127.0.0.1");
  });

  it("counts every address in one IPv6 /64 as one client", () => {
    const keys = ["2001:db8:1:2::1", "2001:db8:1:2:a:b:c:d", "2001:DB8:0001:0002:ffff:ffff:ffff:ffff", "[2001:db8:1:2::9]"].map(
      rateLimitKey,
    );
    expect(new Set(keys)).toEqual(new Set(["2001:db8:1:2::/64"]));
  });

  it("keeps neighbouring /64s apart", () => {
    expect(rateLimitKey("2001:db8:1:3::1")).toBe("2001:db8:1:3::/64");
    expect(rateLimitKey("2001:db8::1")).toBe("2001:db8::/64");
    expect(rateLimitKey("::1")).toBe("::/64");
    expect(rateLimitKey("fe80::1%eth0")).toBe("fe80::/64");
  });

  it("has no key without an address, and keeps anything else as a short key of its own", () => {
    expect(rateLimitKey(null)).toBeNull();
    expect(rateLimitKey("")).toBeNull();
    expect(rateLimitKey("unknown")).toBe("unknown");
    expect(rateLimitKey("x".repeat(500))).toHaveLength(64);
  });

  it("is what clientIp gives loaders and actions", () => {
    expect(clientIp({ clientIp: "2001:db8:1:2:3:4:5:6" })).toBe("2001:db8:1:2::/64");
    expect(clientIp({ clientIp: "::ffff:198.51.100.4" })).toBe("198.51.100.4");
    expect(clientIp({})).toBeNull();
    expect(clientIp(undefined)).toBeNull();
  });
});

describe("TRUST_PROXY", () => {
  it("trusts no proxy when unset: X-Forwarded-For is ignored", () => {
    for (const value of [undefined, "", "  ", "false", "none", "0"]) expect(parseTrustProxy(value)).toBe(false);
  });

  it("takes a hop count", () => {
    expect(parseTrustProxy("1")).toBe(1);
    expect(parseTrustProxy(" 2 ")).toBe(2);
    expect(() => parseTrustProxy("11")).toThrow(/hop count/);
  });

  it("takes a comma-separated list of addresses, CIDR ranges and proxy-addr's named ranges", () => {
    expect(parseTrustProxy("loopback")).toEqual(["loopback"]);
    expect(parseTrustProxy("10.0.0.0/8, 192.168.1.7 ,::1/128,fd00::/8,uniquelocal")).toEqual([
      "10.0.0.0/8",
      "192.168.1.7",
      "::1/128",
      "fd00::/8",
      "uniquelocal",
    ]);
  });

  it("refuses true, which would let every client choose its own address", () => {
    expect(() => parseTrustProxy("true")).toThrow(/any client/);
  });

  it("refuses what is not an address or range", () => {
    for (const value of ["proxy.example.in", "10.0.0.0/33", "::1/129", "10.0.0.1/8/8", "10.0.0.0/", "1,,2"]) {
      expect(() => parseTrustProxy(value), value).toThrow();
    }
  });

  it("is read at start, naming the variable when wrong", () => {
    const base = { DATA_DIR: "/tmp/grahavani-env-trust", NODE_ENV: "test" as const };
    expect(parseEnv(base).TRUST_PROXY).toBe(false);
    expect(parseEnv({ ...base, TRUST_PROXY: "1" }).TRUST_PROXY).toBe(1);
    expect(parseEnv({ ...base, TRUST_PROXY: "loopback,10.1.0.0/16" }).TRUST_PROXY).toEqual(["loopback", "10.1.0.0/16"]);
    expect(() => parseEnv({ ...base, TRUST_PROXY: "everyone" })).toThrow(/TRUST_PROXY/);
  });
});

describe("networkKey", () => {
  it("is an IPv4 address's /24 and an IPv6 /64's /48", () => {
    expect(networkKey("203.0.113.7")).toBe("203.0.113.0/24");
    expect(networkKey(rateLimitKey("::ffff:203.0.113.250")!)).toBe("203.0.113.0/24");
    expect(networkKey(rateLimitKey("2001:db8:abcd:12:1:2:3:4")!)).toBe("2001:db8:abcd::/48");
    expect(networkKey("2001:db8:abcd:ffff::/64")).toBe("2001:db8:abcd::/48");
    expect(networkKey("not-an-address")).toBe("not-an-address");
  });
});

describe("the place a sign-in is listed from", () => {
  it("hides an IPv4 address's last number, a mapped one too", () => {
    expect(maskedAddress("203.0.113.7")).toBe("203.0.113.x");
    expect(maskedAddress("::ffff:203.0.113.250")).toBe("203.0.113.x");
  });

  it("shows an IPv6 address as its first three groups", () => {
    expect(maskedAddress("2001:db8:85a3:1:2:3:4:5")).toBe("2001:db8:85a3:…");
    expect(maskedAddress("2001:db8::1")).toBe("2001:db8:0:…");
  });

  it("shows nothing for no address or something that is not one", () => {
    expect(maskedAddress(null)).toBeNull();
    expect(maskedAddress("")).toBeNull();
    expect(maskedAddress("not-an-address")).toBeNull();
  });

  it("is what a session records, with the browser's User-Agent, from the address the edge resolved", () => {
    const request = new Request("http://localhost/", { headers: { "User-Agent": `Mozilla/5.0 ${"x".repeat(1000)}` } });
    const client = sessionClient(request, { cspNonce: "n", clientIp: "198.51.100.23" });
    expect(client.maskedAddress).toBe("198.51.100.x");
    expect(client.userAgent).toHaveLength(400);
    expect(sessionClient(new Request("http://localhost/"), undefined)).toEqual({ userAgent: null, maskedAddress: null });
  });
});

describe("wideNetworkKey", () => {
  it("is an IPv4 address's /16 and an IPv6 /64's /32", () => {
    expect(wideNetworkKey("203.0.113.7")).toBe("203.0.0.0/16");
    expect(wideNetworkKey(rateLimitKey("::ffff:198.51.100.250")!)).toBe("198.51.0.0/16");
    expect(wideNetworkKey(rateLimitKey("2001:db8:abcd:12:1:2:3:4")!)).toBe("2001:db8::/32");
    expect(wideNetworkKey("not-an-address")).toBe("not-an-address");
  });
});
