import type { NextFunction, Request, Response } from "express";

import { deviceIdOfCookies } from "../app/infra/device-cookie.server";
import { hashingLineFull } from "../app/infra/password-hashing.server";
import { adminWords } from "../app/locales/en/admin";
import { isRememberedAdminDevice, strangerRefusal } from "../app/services/admin-accounts.server";
import { sendAfterPause } from "./held-refusal";

// A flood of administrators' passwords is refused by the database's counts and the hashing line;
// while either refuses strangers, their sign-ins are answered here, from memory, with a small page
// instead of the whole sign-in page: a render for every refusal was what slowed every other page
// (decision 103). Only the document post is answered: a post from the page's scripts (`.data`) gets its
// refusal beside the form from the action, which renders no page.

const SIGN_IN = "/admin/login";

/** The refusal a person reads with scripts off, and the way back to the form (the admin area is English). */
function refusalPage(message: string): string {
  return (
    `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">` +
    `<meta name="robots" content="noindex"><title>Admin login</title></head>` +
    `<body><main><h1>Admin login</h1><p role="alert">${message}</p><p><a href="${SIGN_IN}">${adminWords.signIn.backToLogin}</a></p></main></body></html>`
  );
}

export function answerRefusedAdminSignIns(req: Request, res: Response, next: NextFunction) {
  // The router finds the sign-in page in any letter case and with a trailing slash too.
  if (req.method !== "POST" || req.path.toLowerCase().replace(/\/+$/, "") !== SIGN_IN) return next();
  // A full hashing line refuses strangers too; it empties within seconds, the message says a minute.
  const refusal = strangerRefusal(req.ip ?? null) ?? (hashingLineFull() ? { until: Date.now() + 60_000, reason: "busy" } : null);
  if (!refusal) return next();
  const answer = () =>
    sendAfterPause(res, () => {
      res.setHeader("Retry-After", String(Math.max(1, Math.ceil((refusal.until - Date.now()) / 1000))));
      res.setHeader("Cache-Control", "no-store");
      res
        .status(429)
        .type("html")
        .send(refusalPage(refusal.reason === "locked" ? adminWords.signIn.tooManyAttempts : adminWords.signIn.tooManyRightNow));
    });
  // An administrator's own browser is no stranger: the action judges it.
  const cookies = req.headers.cookie ?? null;
  if (!cookies) return answer();
  deviceIdOfCookies(cookies)
    .then(async (deviceId) => (deviceId && (await isRememberedAdminDevice(deviceId)) ? next() : answer()))
    .catch(next);
}
