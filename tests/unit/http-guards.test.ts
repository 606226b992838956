import { describe, expect, it } from "vitest";

import { MAX_CAMERA_PHOTO_BYTES } from "~/domain/camera-photos";
import {
  bodyLimitFor,
  contentSecurityPolicy,
  DEFAULT_BODY_LIMIT,
  formBodyProblem,
  hasControlCharacterInUrl,
  isAllowedMethod,
  isCrossSiteRequest,
} from "~/infra/http-guards.server";

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

  it("lets a camera photo through without JavaScript: 15 MB per image on the upload routes", () => {
    expect(bodyLimitFor("/document")).toBeGreaterThan(4 * MAX_CAMERA_PHOTO_BYTES);
    expect(bodyLimitFor("/profile")).toBeGreaterThan(MAX_CAMERA_PHOTO_BYTES);
    expect(bodyLimitFor("/profile")).toBeLessThan(2 * MAX_CAMERA_PHOTO_BYTES);
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

describe("requests no page of ours makes", () => {
  it("answers GET, HEAD and POST only", () => {
    for (const method of ["GET", "HEAD", "POST"]) expect(isAllowedMethod(method)).toBe(true);
    for (const method of ["PUT", "PATCH", "DELETE", "OPTIONS", "TRACE", "PROPFIND", "get"]) expect(isAllowedMethod(method)).toBe(false);
  });

  it("takes posts that are forms: urlencoded, or multipart with a boundary", () => {
    const form = "application/x-www-form-urlencoded";
    expect(formBodyProblem("/signup", form, 20)).toBeNull();
    expect(formBodyProblem("/signup", `${form}; charset=UTF-8`, 20)).toBeNull();
    expect(formBodyProblem("/profile", "multipart/form-data; boundary=----WebKitFormBoundaryAbC123", 200)).toBeNull();
    expect(formBodyProblem("/profile", 'multipart/form-data; boundary="quoted boundary"', 200)).toBeNull();
    expect(formBodyProblem("/logout", undefined, 0)).toBeNull();
  });

  it("refuses other types with 415 and a multipart post without a usable boundary with 400", () => {
    expect(formBodyProblem("/signup", "application/json", 2)?.status).toBe(415);
    expect(formBodyProblem("/signup", "text/plain", 2)?.status).toBe(415);
    expect(formBodyProblem("/signup", "foo/bar; ;; ==", 2)?.status).toBe(415);
    expect(formBodyProblem("/signup", undefined, 12)?.status).toBe(415);
    expect(formBodyProblem("/signup", "multipart/form-data", 12)?.status).toBe(400);
    expect(formBodyProblem("/signup", "multipart/form-data; boundary=", 12)?.status).toBe(400);
    expect(formBodyProblem("/signup", 'multipart/form-data; boundary="unterminated', 12)?.status).toBe(400);
    expect(formBodyProblem("/signup", `multipart/form-data; boundary=${"b".repeat(71)}`, 12)?.status).toBe(400);
  });

  it("takes only multipart on the document upload, which sends files", () => {
    expect(formBodyProblem("/document", "application/x-www-form-urlencoded", 3)?.status).toBe(415);
    expect(formBodyProblem("/document", "multipart/form-data; boundary=x", 3)).toBeNull();
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
