import type { IncomingMessage, ServerResponse } from "node:http";

import { languageOfPath } from "../app/domain/language";
import { languageCookie } from "../app/infra/language-preference.server";
import { cookieName } from "../app/infra/session.server";
import { isDataAddress } from "./route-rules";

/** A path whose last segment has an extension: a file, not a page. */
const FILE_NAME = /\.[^/]+$/;

const pathOf = (url: string) => url.split(/[?#]/, 1)[0];

/** The path of a Referer from this same site (its host is the request's), or null. */
function sameSiteRefererPath(req: IncomingMessage): string | null {
  const referer = req.headers.referer;
  if (!referer || !req.headers.host) return null;
  try {
    const url = new URL(referer);
    return url.host === req.headers.host.toLowerCase() ? url.pathname : null;
  } catch {
    return null;
  }
}

/**
 * Remembers the edition a visitor moves to from the other one (the header's language switch, or
 * any link of ours across): a page GET whose same-site Referer is in the other language gets the
 * language cookie (infra/language-preference.server.ts). A visitor arriving from elsewhere is
 * not taken to have chosen, so first visits carry no cookie and their pages stay cacheable.
 */
export function rememberEditionSwitch(req: IncomingMessage, res: ServerResponse): Promise<void> | void {
  if (req.method !== "GET") return;
  const path = pathOf(req.url ?? "/");
  if (FILE_NAME.test(path) || isDataAddress(path) || path.startsWith("/build/")) return;
  const from = sameSiteRefererPath(req);
  if (from === null) return;
  const language = languageOfPath(path);
  if (languageOfPath(from) === language) return;
  return languageCookie()
    .serialize(language)
    .then((cookie) => void res.appendHeader("Set-Cookie", cookie));
}

/**
 * The home page a visitor may be invited to the Hindi edition on (the route decides, with the
 * cookie and Accept-Language): it is rendered for them rather than answered from memory.
 */
export function mayInviteToHindi(req: IncomingMessage): boolean {
  if (pathOf(req.url ?? "/") !== "/") return false;
  const cookies = req.headers.cookie ?? "";
  return cookies.includes(`${cookieName("language")}=`) || /(^|[\s,])hi\b/i.test(String(req.headers["accept-language"] ?? ""));
}
