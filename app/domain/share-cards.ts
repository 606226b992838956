import { type Sign, signFromSlug, SIGNS } from "./horoscope";
import { cardPathname, FORM_PAGE_CARDS, formShareCards, type PageImage, pageImage, type ShareCard, shareCard } from "./share-images";

// The link-preview card of every kind of page (share-images.ts holds the form pages' own).

export const shareCards = {
  ...formShareCards,
  home: shareCard("home", "Talk to India's trusted astrologers", "Free horoscopes · first 5 minutes free"),
  daily: shareCard("daily", "Daily Horoscope", "Free, every day, for all twelve signs"),
  yearly: shareCard("yearly", "Yearly Horoscope", "The year ahead for all twelve signs"),
  blog: shareCard("blog", "Astrology Blogs", "Articles on signs, planets, festivals and remedies"),
  festival: shareCard("festival", "Festival Calendar", "Indian festivals and vrat dates, month by month"),
  chat: shareCard("chat", "Chat with Astrologer", "Verified experts · first 5 minutes free"),
  call: shareCard("call", "Call with Astrologer", "Verified experts · first 5 minutes free"),
  faq: shareCard("faq", "Frequently Asked Questions", "Answers about readings, payments and your account"),
  about: shareCard("about", "About Us", "India's astrological traditions, online"),
  legal: shareCard("legal", "Policies and Terms", "Privacy, refunds and the terms of our service"),
  app: shareCard("app", "Get the App", "Chat or call astrologers from your phone"),
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
  ...FORM_PAGE_CARDS,
  [/^\/app-downloads?$/, shareCards.app],
];

/** The picture for a page, from its canonical path (query and hash ignored). */
export function shareCardForPath(path: string): ShareCard {
  const pathname = cardPathname(path);
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

/** The picture of the page at `path`. */
export function shareImageForPath(path: string, brand: string): PageImage {
  return pageImage(shareCardForPath(path), brand);
}
