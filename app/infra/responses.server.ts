import { json, redirect } from "@remix-run/node";
import type { FieldErrors } from "remix-validated-form";

import type { PageAnswer } from "~/domain/http-cache";
import type { LocatedFormReply, LocationLists } from "~/domain/locations";

import { type FlashMessage, setFlash } from "./session.server";

/** Set-Cookie values for an answer, in order; an empty one (nothing to clear) is left out. */
export type Cookies = ReadonlyArray<string | null | undefined>;

/** Headers that set each cookie, after any headers given. */
export function cookieHeaders(cookies: Cookies, headers?: HeadersInit): Headers {
  const all = new Headers(headers);
  for (const cookie of cookies) if (cookie) all.append("Set-Cookie", cookie);
  return all;
}

/** A redirect that sets cookies: a session committed, renewed or ended, a receipt kept. */
export function redirectWithCookies(to: string, cookies: Cookies, init?: ResponseInit): Response {
  return redirect(to, { ...init, headers: cookieHeaders(cookies, init?.headers) });
}

/** A redirect with a one-time message for the next page (post/redirect/get), after any other cookies. */
export async function redirectWithFlash(to: string, flash: FlashMessage, cookies: Cookies = []): Promise<Response> {
  return redirectWithCookies(to, [...cookies, await setFlash(flash)]);
}

/** A loader's or an action's data with cookies set. */
export function jsonWithCookies<T>(data: T, cookies: Cookies, init?: ResponseInit) {
  return json(data, { ...init, headers: cookieHeaders(cookies, init?.headers) });
}

/**
 * The answers of a form with the location selects that shows its post again: validationError's
 * shape with the lists the selects draw (LocatedFormReply), 422 with messages, or 200 without
 * them (a post of 'Show states' or 'Show cities').
 */
export function locatedFormReply<F extends string>(repopulateFields: Record<F, string>, locations: LocationLists) {
  return (fieldErrors?: FieldErrors, status = fieldErrors ? 422 : 200, placeChoices?: LocatedFormReply<F>["placeChoices"]) =>
    json<LocatedFormReply<F>>({ fieldErrors, repopulateFields, locations, placeChoices }, { status });
}

/** A loader's response for a page answer: the redirect thrown, or the data. */
export function answerPage<T>(answer: PageAnswer<T>) {
  if ("moveTo" in answer) throw redirect(answer.moveTo, { headers: { "Cache-Control": answer.cacheControl } });
  return json(answer.data, { status: answer.status, headers: { "Cache-Control": answer.cacheControl } });
}
