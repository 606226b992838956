import type { Language } from "~/domain/language";
import { describeDevice } from "~/domain/user-agent";
import { endSessionOfPhone, liveSessionsOfPhone } from "~/infra/session-store.server";
import { translator } from "~/locales/i18n";

/** One place a number is signed in, as its owner sees it: a handle to end it, never the session's id or hash. */
export type SignIn = {
  handle: string;
  device: string;
  /** "from 203.0.113.x", in the page's language */
  place: string;
  signedInAt: string;
  lastUsedAt: string;
  current: boolean;
};

/**
 * Where this number is signed in, most recently used first. `currentSessionId` is the id of the
 * session asking, so its row reads "This device". The last use is refreshed at most hourly
 * (SESSION_TOUCH_MS), which is close enough to recognise a device. The place is told in `language`.
 */
export async function signInsOf(
  phone: string,
  currentSessionId: string | undefined,
  now = new Date(),
  language: Language = "en",
): Promise<SignIn[]> {
  const t = translator(language);
  const sessions = await liveSessionsOfPhone(phone, currentSessionId, now);
  return sessions.map((s) => ({
    handle: s.publicId,
    device: describeDevice(s.userAgent, t),
    place: s.maskedAddress ? t("account:signIns.from", { address: s.maskedAddress }) : t("account:signIns.placeUnknown"),
    signedInAt: s.createdAt.toISOString(),
    lastUsedAt: s.lastSeenAt.toISOString(),
    current: s.current,
  }));
}

export type EndedSignIn = { ended: false } | { ended: true; current: boolean; device: string };

/**
 * Ends one sign-in of this number by its handle. A handle of another number's sign-in, or of one
 * already ended, ends nothing and says so in the same words. When it was the session asking,
 * the caller logs it out. The device is named in `language`.
 */
export async function endSignIn(
  phone: string,
  handle: string,
  currentSessionId: string | undefined,
  language: Language = "en",
): Promise<EndedSignIn> {
  const ended = await endSessionOfPhone(phone, handle, currentSessionId);
  return ended.ended
    ? { ended: true, current: ended.current, device: describeDevice(ended.userAgent, translator(language)) }
    : { ended: false };
}
