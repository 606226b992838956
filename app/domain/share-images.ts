import type { Sign } from "./horoscope";

// The pictures a shared link shows (Open Graph, Twitter cards): one 1200×630 PNG per kind of
// page, drawn by `npm run share-images` into public/images/share/ and committed, so a server
// needs no fonts to make them. Networks want a raster image at 1.91:1; SVG is not accepted.
// This module holds what the pages that run in the browser use (a form page's meta is computed
// again as it hydrates); the cards of every other page are in share-cards.ts, which reading
// pages and the generator load, so the form pages' scripts do not carry them.

export const SHARE_IMAGE = { width: 1200, height: 630, type: "image/png" } as const;
export const SHARE_IMAGE_DIR = "/images/share";
/** The site's mark as a square PNG (search engines' Organization logo). */
export const SITE_LOGO = { path: `${SHARE_IMAGE_DIR}/logo.png`, width: 512, height: 512 } as const;

export type ShareCard = {
  /** File name without extension. */
  key: string;
  /** The large words on the picture. */
  title: string;
  /** A smaller line under the title. */
  subtitle: string;
  /** A sign's pages carry its name above the title and its symbol. */
  sign?: Sign;
};

export const shareCard = (key: string, title: string, subtitle: string): ShareCard => ({ key, title, subtitle });

/** The cards of the form, account and onboarding pages, and the site's own. */
export const formShareCards = {
  site: shareCard("site", "Astrology you can trust", "Horoscopes, festivals and verified astrologers"),
  account: shareCard("account", "Your Account", "Log in with your mobile number"),
  astrologer: shareCard("astrologer", "Join as an Astrologer", "Register, get verified and consult from our app"),
} as const;

/** A page's path (its first segment) and its card, for the form, account and onboarding pages. */
export const FORM_PAGE_CARDS: Array<[RegExp, ShareCard]> = [
  [/^\/(signup|login|otp-verifications|user-registration|profile|account-deletion|who-are-you)$/, formShareCards.account],
  [/^\/(astrologer-[a-z-]+|astrologerform|bank-details|document)$/, formShareCards.astrologer],
];

/** A path without its query, hash and trailing slash ("/" for the home page). */
export function cardPathname(path: string): string {
  return path.split(/[?#]/)[0].replace(/\/+$/, "") || "/";
}

/** The card of a form, account or onboarding page; the site's for any other. */
export function formShareCardForPath(path: string): ShareCard {
  const pathname = cardPathname(path);
  return FORM_PAGE_CARDS.find(([pattern]) => pattern.test(pathname))?.[1] ?? formShareCards.site;
}

export function shareImagePath(card: ShareCard): string {
  return `${SHARE_IMAGE_DIR}/${card.key}.png`;
}

/** The words a screen reader says for the picture: what it shows. */
export function shareImageAlt(card: ShareCard, brand: string): string {
  return `${brand}: ${card.sign ? `${card.sign.name} ` : ""}${card.title}`;
}

/** A page's link-preview picture: its path on the site, its alternative text, its type when not PNG. */
export type PageImage = { path: string; alt: string; type?: string };

export function pageImage(card: ShareCard, brand: string): PageImage {
  return { path: shareImagePath(card), alt: shareImageAlt(card, brand) };
}
