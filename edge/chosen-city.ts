import type { IncomingMessage } from "node:http";

import { pathWithoutLanguage } from "../app/domain/language";
import { cookieName } from "../app/infra/session.server";

/**
 * The pages that show the panchang of the visitor's city: the home page and the daily horoscopes
 * at a glance, and the panchang, choghadiya and hora without a city, which go to its page.
 */
const GLANCE_PAGES = /^\/($|daily-horoscope\/|(panchang|choghadiya|hora)$)/;

/**
 * A page showing the panchang of a city the visitor chose (their cookie, set by the panchang's
 * form) is rendered for them rather than answered from memory, which holds New Delhi's.
 */
export function showsChosenCity(req: IncomingMessage): boolean {
  const cookies = req.headers.cookie ?? "";
  if (!cookies.includes(`${cookieName("panchang-city")}=`)) return false;
  return GLANCE_PAGES.test(pathWithoutLanguage((req.url ?? "/").split(/[?#]/, 1)[0]));
}
