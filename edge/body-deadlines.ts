import type { NextFunction, Request, Response } from "express";

import type { RouteRules } from "./route-rules";

/**
 * The slowest an upload may arrive on average, 8 KB/s (64 kbit/s, below what a 2G phone
 * sends): its declared length sets how long it may take in all.
 */
export const UPLOAD_MIN_BYTES_PER_SECOND = 8 * 1024;

/** What a client that ran out of time is told before its connection is closed (as Node does). */
const TIMED_OUT =
  "HTTP/1.1 408 Request Timeout\r\nConnection: close\r\nContent-Type: text/plain\r\nContent-Length: 18\r\n\r\nRequest timed out.";

/**
 * How long a request's body may take to arrive. A form post must be in within `requestMs`. An
 * upload (a route that takes files) is cut off only when its connection goes idle, no byte for
 * `uploadIdleMs`, or when it has taken longer than its length needs at the slowest rate above:
 * a photo on a slow line arrives, and a client that trickles bytes cannot hold a socket forever.
 * Node's own total time for a request is off (server.ts): this is the one place that decides.
 */
export function bodyDeadlines(rules: RouteRules, limits: { requestMs: number; uploadIdleMs: number }) {
  return (req: Request, res: Response, next: NextFunction) => {
    if (req.method === "GET" || req.method === "HEAD" || req.complete) return next();
    const upload = rules.postRules(req.path).multipartOnly;
    const length = Number(req.headers["content-length"] ?? 0);
    const allowedMs = upload ? Math.max(limits.requestMs, (length / UPLOAD_MIN_BYTES_PER_SECOND) * 1000) : limits.requestMs;
    const timedOut = () => {
      finished();
      if (req.complete) return;
      const socket = req.socket;
      if (res.headersSent) socket.destroy();
      else socket.end(TIMED_OUT, () => socket.destroy());
    };
    const deadline = setTimeout(timedOut, allowedMs);
    // The socket's own idle timer: any byte received (or sent) starts it again.
    if (upload) req.setTimeout(limits.uploadIdleMs, timedOut);
    const finished = () => {
      clearTimeout(deadline);
      if (upload) {
        req.socket.setTimeout(0);
        req.off("timeout", timedOut);
      }
    };
    req.once("end", finished);
    // An answer sent before the body was read (a refusal, a redirect) leaves the rest to arrive:
    // the deadline still holds for it, or a client could trickle it in for ever.
    res.once("close", () => req.complete && finished());
    next();
  };
}
