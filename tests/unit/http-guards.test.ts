import { describe, expect, it } from "vitest";
import { bodyLimitFor, contentSecurityPolicy, DEFAULT_BODY_LIMIT, isCrossSiteRequest } from "~/infra/http-guards.server";

const origin = "https://www.example.in";

describe("cross-site request check", () => {
  it("refuses a post from another site", () => {
    expect(isCrossSiteRequest("POST", { origin: "https://evil.example", host: "www.example.in" }, origin)).toBe(true);
  });

  it("accepts a post from the site itself, by host or by the public origin", () => {
    expect(isCrossSiteRequest("POST", { origin: "http://localhost:3000", host: "localhost:3000" }, origin)).toBe(false);
    expect(isCrossSiteRequest("POST", { origin, host: "10.0.0.5:3000" }, origin)).toBe(false);
  });

  it("falls back to the Referer when Origin is missing", () => {
    expect(isCrossSiteRequest("POST", { referer: "https://evil.example/page", host: "www.example.in" }, origin)).toBe(true);
    expect(isCrossSiteRequest("POST", { referer: `${origin}/signup`, host: "www.example.in" }, origin)).toBe(false);
  });

  it("refuses an opaque 'null' origin and never blocks reads", () => {
    expect(isCrossSiteRequest("POST", { origin: "null", host: "www.example.in" }, origin)).toBe(true);
    expect(isCrossSiteRequest("GET", { origin: "https://evil.example", host: "www.example.in" }, origin)).toBe(false);
  });
});

describe("body limits and CSP", () => {
  it("caps form posts at 64 KB and lets upload routes name their own", () => {
    expect(bodyLimitFor("/signup")).toBe(64 * 1024);
    expect(DEFAULT_BODY_LIMIT).toBe(65536);
    expect(bodyLimitFor("/document")).toBeGreaterThan(3 * 512000);
  });

  it("allows scripts only with the request's nonce and forbids plugins, base changes and framing", () => {
    const csp = contentSecurityPolicy("abc123", false);
    expect(csp).toContain("script-src 'self' 'nonce-abc123'");
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("base-uri 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).not.toContain("unsafe-eval");
  });
});
