import { describe, expect, it } from "vitest";

import {
  contentSecurityPolicy,
  formBodyProblem,
  hasControlCharacterInUrl,
  isAllowedMethod,
  isCrossSiteRequest,
  isLegacyDataRequest,
  isPathTarget,
  withSingleSlashes,
} from "../../edge/http-rules";

const origin = "https://www.example.in";

describe("cross-site request check", () => {
  it("refuses a post from another site", () => {
    expect(isCrossSiteRequest("POST", { origin: "https://evil.example", host: "www.example.in" }, origin)).toBe(true);
  });

  it("accepts a post from the public origin, whatever Host the proxy passes on", () => {
    expect(isCrossSiteRequest("POST", { origin, host: "10.0.0.5:3000", protocol: "http" }, origin)).toBe(false);
    expect(isCrossSiteRequest("POST", { origin: "https://WWW.example.in:443", host: "www.example.in", protocol: "https" }, origin)).toBe(
      false,
    );
  });

  it("on an https site, refuses the same host over http, on another port, or under another name", () => {
    // Behind a proxy that ends TLS the request itself arrives over http, with the same Host.
    for (const protocol of ["http", "https"]) {
      expect(isCrossSiteRequest("POST", { origin: "http://www.example.in", host: "www.example.in", protocol }, origin)).toBe(true);
      expect(isCrossSiteRequest("POST", { origin: "https://www.example.in:8443", host: "www.example.in:8443", protocol }, origin)).toBe(
        true,
      );
      expect(isCrossSiteRequest("POST", { origin: "https://example.in", host: "example.in", protocol }, origin)).toBe(true);
      expect(isCrossSiteRequest("POST", { referer: "http://www.example.in/signup", host: "www.example.in", protocol }, origin)).toBe(true);
    }
  });

  it("over plain http (development), accepts a page of this server reached by another name, in its own scheme and port", () => {
    const local = "http://localhost:3000";
    expect(isCrossSiteRequest("POST", { origin: local, host: "localhost:3000", protocol: "http" }, local)).toBe(false);
    expect(isCrossSiteRequest("POST", { origin: "http://127.0.0.1:3000", host: "127.0.0.1:3000", protocol: "http" }, local)).toBe(false);
    expect(isCrossSiteRequest("POST", { origin: "https://127.0.0.1:3000", host: "127.0.0.1:3000", protocol: "http" }, local)).toBe(true);
    expect(isCrossSiteRequest("POST", { origin: "http://127.0.0.1:4000", host: "127.0.0.1:3000", protocol: "http" }, local)).toBe(true);
    expect(isCrossSiteRequest("POST", { origin: "http://localhost:3000" }, "http://localhost:4000")).toBe(true);
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

describe("request targets no browser sends", () => {
  it("takes a path only: not an absolute URL nor `*`", () => {
    expect(isPathTarget("/faq?x=1")).toBe(true);
    expect(isPathTarget("http://localhost:3000/faq")).toBe(false);
    expect(isPathTarget("*")).toBe(false);
  });

  it("makes each run of slashes in a path one, so a link built from it stays on the site", () => {
    expect(withSingleSlashes("/hi//evil.example")).toBe("/hi/evil.example");
    expect(withSingleSlashes("//evil.example/x?next=//y")).toBe("/evil.example/x?next=//y");
    expect(withSingleSlashes("/hi/\\evil.example")).toBe("/hi/evil.example");
    expect(withSingleSlashes("/faq?back=//evil.example")).toBeNull();
    expect(withSingleSlashes("/")).toBeNull();
  });
});

describe("the content security policy", () => {
  it("allows scripts only with the request's nonce and forbids plugins, base changes and framing", () => {
    const csp = contentSecurityPolicy("abc123", false);
    expect(csp).toContain("script-src 'self' 'nonce-abc123'");
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("base-uri 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).not.toContain("unsafe-eval");
  });

  it("lets a page reach Remix's dev server for live reload only when the server names it", () => {
    expect(contentSecurityPolicy("abc123", false)).toContain("connect-src 'self';");
    expect(contentSecurityPolicy("abc123", false, "http://localhost:3001/")).toContain("connect-src 'self' ws://localhost:3001;");
  });
});

describe("requests no page of ours makes", () => {
  it("answers GET, HEAD and POST only", () => {
    for (const method of ["GET", "HEAD", "POST"]) expect(isAllowedMethod(method)).toBe(true);
    for (const method of ["PUT", "PATCH", "DELETE", "OPTIONS", "TRACE", "PROPFIND", "get"]) expect(isAllowedMethod(method)).toBe(false);
  });

  it("takes posts that are forms: urlencoded, or multipart with a boundary", () => {
    const form = "application/x-www-form-urlencoded";
    expect(formBodyProblem(form, 20, false)).toBeNull();
    expect(formBodyProblem(`${form}; charset=UTF-8`, 20, false)).toBeNull();
    expect(formBodyProblem("multipart/form-data; boundary=----WebKitFormBoundaryAbC123", 200, false)).toBeNull();
    expect(formBodyProblem('multipart/form-data; boundary="quoted boundary"', 200, false)).toBeNull();
    expect(formBodyProblem(undefined, 0, false)).toBeNull();
  });

  it("refuses other types with 415 and a multipart post without a usable boundary with 400", () => {
    expect(formBodyProblem("application/json", 2, false)?.status).toBe(415);
    expect(formBodyProblem("text/plain", 2, false)?.status).toBe(415);
    expect(formBodyProblem("foo/bar; ;; ==", 2, false)?.status).toBe(415);
    expect(formBodyProblem(undefined, 12, false)?.status).toBe(415);
    expect(formBodyProblem("multipart/form-data", 12, false)?.status).toBe(400);
    expect(formBodyProblem("multipart/form-data; boundary=", 12, false)?.status).toBe(400);
    expect(formBodyProblem('multipart/form-data; boundary="unterminated', 12, false)?.status).toBe(400);
    expect(formBodyProblem(`multipart/form-data; boundary=${"b".repeat(71)}`, 12, false)?.status).toBe(400);
  });

  it("takes only multipart on the document upload, which sends files", () => {
    expect(formBodyProblem("application/x-www-form-urlencoded", 3, true)?.status).toBe(415);
    expect(formBodyProblem("multipart/form-data; boundary=x", 3, true)).toBeNull();
  });

  it("refuses a NUL or another control character in the address, encoded in any case", () => {
    for (const url of ["/blogs/%00", "/blogs/a%0d%0aLocation:%20x", "/admin/login?next=/%0A", "/faq?q=%7F", "/x?y=%1B"]) {
      expect(hasControlCharacterInUrl(url)).toBe(true);
    }
    for (const url of ["/blogs/saturn-2025", "/blogs/%E0%A4%95", "/admin/login?next=%2Fadmin%3Ftab%3Dpending", "/x?y=%20%25"]) {
      expect(hasControlCharacterInUrl(url)).toBe(false);
    }
  });
});

describe("legacy data requests", () => {
  it("finds a ?_data= parameter anywhere in the query, and nothing else", () => {
    for (const url of ["/faq?_data=root", "/faq?x=1&_data=routes%2F_public%2B%2Ffaq", "/?_data"]) {
      expect(isLegacyDataRequest(url)).toBe(true);
    }
    for (const url of ["/faq", "/faq.data", "/blogs?page=2", "/x?my_data=1", "/_data"]) {
      expect(isLegacyDataRequest(url)).toBe(false);
    }
  });
});
