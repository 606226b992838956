import type { Socket } from "node:net";

import type { NextFunction, Request, Response } from "express";

import type { RouteRules } from "./route-rules";

export type BodyLimits = {
  /** How long a form post's body may take in all. */
  requestMs: number;
  /** How long an upload may go without a byte. */
  uploadIdleMs: number;
  /** How long an upload may take before its average rate is held to the floor. */
  uploadGraceMs: number;
  /** The slowest an upload may arrive, averaged over its whole time once the grace is over. */
  uploadMinBytesPerSecond: number;
};

/**
 * How many bytes each connection had read when its last request was past the edge: where the
 * next request's bytes start. The body's first bytes often come in one read with its headers.
 */
const readBeforeRequest = new WeakMap<Socket, number>();

/** What a client that ran out of time is told before its connection is closed (as Node does). */
const TIMED_OUT =
  "HTTP/1.1 408 Request Timeout\r\nConnection: close\r\nContent-Type: text/plain\r\nContent-Length: 18\r\n\r\nRequest timed out.";

/**
 * How long a request's body may take to arrive. A form post must be in within `requestMs`. An
 * upload (a route that takes files) is cut off when its connection goes idle, no byte for
 * `uploadIdleMs`, or, after `uploadGraceMs`, when the bytes it has sent fall below the floor
 * rate averaged over its whole time: a photo on a slow line arrives, and a client that declares
 * a large body and trickles it cannot hold a socket for the hours its length would allow.
 * Node's own total time for a request is off (server.ts): this is the one place that decides.
 */
export function bodyDeadlines(rules: RouteRules, limits: BodyLimits) {
  return (req: Request, res: Response, next: NextFunction) => {
    const socket = req.socket;
    if (req.method === "GET" || req.method === "HEAD" || req.complete) {
      readBeforeRequest.set(socket, socket.bytesRead);
      return next();
    }
    const upload = rules.postRules(req.path).multipartOnly;
    const started = performance.now();
    // What the client has sent counts, not what it said it would send.
    const readBefore = readBeforeRequest.get(socket) ?? 0;
    const timedOut = () => {
      finished();
      if (req.complete) return;
      if (res.headersSent) socket.destroy();
      else socket.end(TIMED_OUT, () => socket.destroy());
    };
    // When the bytes in so far would be due at the floor rate: the upload is cut off then
    // unless more have come.
    const checkRate = () => {
      const received = socket.bytesRead - readBefore;
      const dueMs = Math.max(limits.uploadGraceMs, (received / limits.uploadMinBytesPerSecond) * 1000);
      const elapsedMs = performance.now() - started;
      if (elapsedMs >= dueMs) return timedOut();
      deadline = setTimeout(checkRate, dueMs - elapsedMs);
    };
    let deadline = upload ? setTimeout(checkRate, limits.uploadGraceMs) : setTimeout(timedOut, limits.requestMs);
    // The socket's own idle timer: any byte received (or sent) starts it again.
    if (upload) req.setTimeout(limits.uploadIdleMs, timedOut);
    const finished = () => {
      readBeforeRequest.set(socket, socket.bytesRead);
      clearTimeout(deadline);
      if (upload) {
        socket.setTimeout(0);
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
