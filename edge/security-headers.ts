import crypto from "node:crypto";

import type { NextFunction, Request, Response } from "express";

import { contentSecurityPolicy } from "./http-rules";
import type { RouteRules } from "./route-rules";

/** The headers every page carries; the policy's nonce is new for every answer. */
export function pageSecurityHeaders(nonce: string, httpsOnly: boolean, liveReload: string | null): Array<[string, string]> {
  return [
    ["Content-Security-Policy", contentSecurityPolicy(nonce, httpsOnly, liveReload)],
    ["X-Frame-Options", "DENY"],
  ];
}

/** The headers every answer but a hashed asset carries, whatever it holds. */
export function documentSecurityHeaders(httpsOnly: boolean): Array<[string, string]> {
  return [
    ["X-Content-Type-Options", "nosniff"],
    ["Referrer-Policy", "strict-origin-when-cross-origin"],
    ["Cross-Origin-Opener-Policy", "same-origin"],
    ["Permissions-Policy", "camera=(), microphone=(), geolocation=()"],
    ...(httpsOnly ? [["Strict-Transport-Security", "max-age=31536000; includeSubDomains"] as [string, string]] : []),
  ];
}

export function newNonce(): string {
  return crypto.randomBytes(16).toString("base64");
}

/**
 * Security headers and the CSP nonce for the page's scripts (res.locals.cspNonce, handed to
 * Remix in the load context). A route that serves files sends its own, stricter policy and
 * framing rules (its handle's `ownSecurityPolicy`).
 */
export function securityHeaders(rules: RouteRules, httpsOnly: boolean, liveReload: string | null) {
  return (req: Request, res: Response, next: NextFunction) => {
    // A hashed script or stylesheet is no document: a policy, framing or opener rules on it
    // would do nothing but add their bytes to every file a form page loads.
    if (req.path.startsWith("/build/")) {
      res.setHeader("X-Content-Type-Options", "nosniff");
      if (httpsOnly) res.setHeader("Strict-Transport-Security", "max-age=31536000; includeSubDomains");
      return next();
    }
    const nonce = newNonce();
    res.locals.cspNonce = nonce;
    if (!rules.ownsSecurityPolicy(req.path)) {
      for (const [name, value] of pageSecurityHeaders(nonce, httpsOnly, liveReload)) res.setHeader(name, value);
    }
    for (const [name, value] of documentSecurityHeaders(httpsOnly)) res.setHeader(name, value);
    next();
  };
}
