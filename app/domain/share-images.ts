import { type Sign, signFromSlug, SIGNS } from "./horoscope";

// The pictures a shared link shows (Open Graph, Twitter cards): one 1200×630 PNG per kind of
// page, drawn by `npm run share-images` into public/images/share/ and committed, so a server
// needs no fonts to make them. Networks want a raster image at 1.91:1; SVG is not accepted.

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

const card = (key: string, title: string, subtitle: string): ShareCard => ({ key, title, subtitle });

export const shareCards = {
  site: card("site", "Astrology you can trust", "Horoscopes, festivals and verified astrologers"),
  home: card("home", "Talk to India's trusted astrologers", "Free horoscopes · first 5 minutes free"),
  daily: card("daily", "Daily Horoscope", "Free, every day, for all twelve signs"),
  yearly: card("yearly", "Yearly Horoscope", "The year ahead for all twelve signs"),
  blog: card("blog", "Astrology Blogs", "Articles on signs, planets, festivals and remedies"),
  festival: card("festival", "Festival Calendar", "Indian festivals and vrat dates, month by month"),
  chat: card("chat", "Chat with Astrologer", "Verified experts · first 5 minutes free"),
  call: card("call", "Call with Astrologer", "Verified experts · first 5 minutes free"),
  faq: card("faq", "Frequently Asked Questions", "Answers about readings, payments and your account"),
  about: card("about", "About Us", "India's astrological traditions, online"),
  legal: card("legal", "Policies and Terms", "Privacy, refunds and the terms of our service"),
  account: card("account", "Your Account", "Log in with your mobile number"),
  astrologer: card("astrologer", "Join as an Astrologer", "Register, get verified and consult from our app"),
  app: card("app", "Get the App", "Chat or call astrologers from your phone"),
} as const;

const dailySign = (sign: Sign): ShareCard => ({ ...shareCards.daily, key: `daily-${sign.slug}`, sign });
const yearlySign = (sign: Sign): ShareCard => ({ ...shareCards.yearly, key: `yearly-${sign.slug}`, sign });

/** Every picture the generator draws and the site links to. */
export function allShareCards(): ShareCard[] {
  return [...Object.values(shareCards), ...SIGNS.map(dailySign), ...SIGNS.map(yearlySign)];
}

// First match wins; a path is matched on its first segment(s).
const BY_PREFIX: Array<[RegExp, ShareCard]> = [
  [/^\/blogs?(\/|$)/, shareCards.blog],
  [/^\/festival(\/|$)/, shareCards.festival],
  [/^\/chat-with-astrologer$/, shareCards.chat],
  [/^\/call-with-astrologer$/, shareCards.call],
  [/^\/faq$/, shareCards.faq],
  [/^\/about$/, shareCards.about],
  [/^\/(privacy-policy|refund-policy|terms-and-conditions)$/, shareCards.legal],
  [/^\/(signup|login|otp-verifications|user-registration|profile|account-deletion|who-are-you)$/, shareCards.account],
  [/^\/(astrologer-[a-z-]+|astrologerform|bank-details|document)$/, shareCards.astrologer],
  [/^\/app-downloads?$/, shareCards.app],
];

/** The picture for a page, from its canonical path (query and hash ignored). */
export function shareCardForPath(path: string): ShareCard {
  const pathname = path.split(/[?#]/)[0].replace(/\/+$/, "") || "/";
  if (pathname === "/") return shareCards.home;
  const daily = /^\/daily-horoscope\/[^/]+\/([^/]+)$/.exec(pathname);
  if (daily) {
    const sign = signFromSlug(daily[1]);
    return sign ? dailySign(sign) : shareCards.daily;
  }
  if (pathname.startsWith("/daily-horoscope")) return shareCards.daily;
  const yearly = /^\/yearly-horoscope\/(?:\d{4}\/)?([^/]+)$/.exec(pathname);
  if (yearly) {
    const sign = signFromSlug(yearly[1]);
    return sign ? yearlySign(sign) : shareCards.yearly;
  }
  if (pathname.startsWith("/yearly-horoscope")) return shareCards.yearly;
  return BY_PREFIX.find(([pattern]) => pattern.test(pathname))?.[1] ?? shareCards.site;
}

export function shareImagePath(card: ShareCard): string {
  return `${SHARE_IMAGE_DIR}/${card.key}.png`;
}

/** The words a screen reader says for the picture: what it shows. */
export function shareImageAlt(card: ShareCard, brand: string): string {
  return `${brand}: ${card.sign ? `${card.sign.name} ` : ""}${card.title}`;
}
