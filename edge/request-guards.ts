import type { NextFunction, Request, Response } from "express";

import {
  ALLOWED_METHODS,
  formBodyProblem,
  hasControlCharacterInUrl,
  isAllowedMethod,
  isCrossSiteRequest,
  isLegacyDataRequest,
  isPathTarget,
  withSingleSlashes,
} from "./http-rules";
import { isDataAddress, type RouteRules } from "./route-rules";

/** Oversized uploads up to this size are read to their end and answered; beyond it the socket is closed. */
const UPLOAD_DRAIN_LIMIT = 96 * 1024 * 1024;

/** Why no page of ours could have made a request: a method, a target or an old data address it never sends; null when it could. */
export function impossibility(method: string, url: string): "method" | "target" | "legacy-data" | "slashes" | null {
  if (!isAllowedMethod(method)) return "method";
  if (!isPathTarget(url) || hasControlCharacterInUrl(url)) return "target";
  if (isLegacyDataRequest(url)) return "legacy-data";
  if (withSingleSlashes(url) !== null) return "slashes";
  return null;
}

/** Requests no page of ours can make are answered here, before any route could fail on them. */
export function refuseImpossibleRequests(req: Request, res: Response, next: NextFunction) {
  switch (impossibility(req.method, req.originalUrl)) {
    case null:
      return next();
    case "method":
      res.setHeader("Allow", ALLOWED_METHODS.join(", "));
      res.setHeader("Connection", "close");
      res.status(405).type("text/plain").send("Method not allowed.");
      return;
    case "target":
      res.setHeader("Connection", "close");
      res.status(400).type("text/plain").send("Bad request.");
      return;
    case "legacy-data":
      res.setHeader("Cache-Control", "no-store");
      res.status(400).type("text/plain").send("Bad request.");
      return;
    case "slashes":
      if (req.method === "POST") res.status(400).type("text/plain").send("Bad request.");
      else res.redirect(301, withSingleSlashes(req.originalUrl)!);
      return;
  }
}

/** Every post must come from one of our own pages (decision 034). */
export function checkOrigin(publicOrigin: string) {
  return (req: Request, res: Response, next: NextFunction) => {
    const { origin, referer, host } = req.headers;
    // req.protocol is https behind a proxy TRUST_PROXY names that says so (X-Forwarded-Proto).
    if (isCrossSiteRequest(req.method, { origin, referer, host, protocol: req.protocol }, publicOrigin)) {
      res.status(403).type("text/plain").send("Cross-site request refused.");
      return;
    }
    // Remix checks again that Origin names the request's host (X-Forwarded-Host, else Host) and
    // answers 500 when not. The origin was just found to be ours (this host or PUBLIC_ORIGIN,
    // behind a proxy that rewrites Host), so Remix is told that host instead.
    if (origin && origin !== "null" && req.method !== "GET" && req.method !== "HEAD") {
      req.headers["x-forwarded-host"] = new URL(origin).host;
    }
    next();
  };
}

/**
 * A post is held to the body cap and form rules its route declares (domain/route-handle.ts)
 * before a byte of it is read. Browsers always declare the length of a form post; refusing
 * chunked bodies lets the cap be checked first.
 */
export function capBodies(rules: RouteRules, tooLarge: (req: Request, res: Response, message: string) => void) {
  return (req: Request, res: Response, next: NextFunction) => {
    if (req.method === "GET" || req.method === "HEAD") return next();
    const declared = req.headers["content-length"];
    if (declared === undefined && req.headers["transfer-encoding"]) {
      res.status(411).type("text/plain").send("Length required.");
      return;
    }
    const length = Number(declared ?? 0);
    const { bodyLimit, multipartOnly, tooLargeMessage } = rules.postRules(req.path);
    if (length > bodyLimit) {
      if (tooLargeMessage && length <= UPLOAD_DRAIN_LIMIT) {
        // An upload form that is too large is read to its end and answered, so a phone sees why,
        // not a reset connection: the page's own post gets the form again with the reason; its
        // scripts' post to the `.data` address a plain 413.
        req.resume();
        req.on("end", () => {
          if (isDataAddress(req.path)) res.status(413).type("text/plain").send("The submitted data is too large.");
          else tooLarge(req, res, tooLargeMessage);
        });
        return;
      }
      res.setHeader("Connection", "close");
      res.status(413).type("text/plain").send("The submitted data is too large.");
      return;
    }
    const problem = formBodyProblem(req.headers["content-type"], length, multipartOnly);
    if (problem) {
      res.setHeader("Connection", "close");
      res.status(problem.status).type("text/plain").send(problem.text);
      return;
    }
    next();
  };
}
