import { blogPath } from "./blog";
import { dailyPath, isRelativeDay, signFromCode, signFromSlug } from "./horoscope";
import { languageOfPath, pathInLanguage, pathWithoutLanguage } from "./language";

/** Where an address that only redirects sends the visitor, and how. */
export type Redirection = { to: string; status: 301 | 302 };

/**
 * Every address that only redirects, in one place: the spec's second names for a page and the
 * old site's addresses, and the daily horoscope's addresses that only choose a page. The
 * catch-all route (`routes/_public+/$.tsx`) asks here before it answers 404, so none of them
 * needs a route file. Matched without regard to letter case or a trailing
 * slash, as routes are.
 */
const ALIASES: Record<string, Redirection> = {
  // Spec §2: /astrologerform is the same registration form; one address is canonical.
  "/astrologerform": { to: "/astrologer-registration", status: 301 },
  // Spec route list: /blog is declared with no content of its own; the list lives at /blogs.
  "/blog": { to: "/blogs", status: 301 },
  // Spec route list: /daily-horoscope goes to today's Aries; which page that is changes daily.
  "/daily-horoscope": { to: "/daily-horoscope/today/aries", status: 302 },
};

// The spec's admin route names (onboarding-and-admin §2) live under /admin here.
const ADMIN_ALIASES: Record<string, string> = {
  "/deshboard": "/admin",
  "/blogupload": "/admin/blogupload",
  "/horoscopeupload": "/admin/horoscopeupload",
  "/faqmanager": "/admin/faqmanager",
  "/reportsanalytics": "/admin/reports",
  "/pending": "/admin?tab=pending",
  "/approvedastrologers": "/admin?tab=approved",
  "/rejectedapplications": "/admin?tab=rejected",
};

/**
 * Where an address that only redirects sends the visitor: the same as its English twin's, in
 * the address's own edition (the admin area has no Hindi one).
 */
export function redirectionFor(pathname: string, query: URLSearchParams = new URLSearchParams()): Redirection | null {
  const language = languageOfPath(pathname);
  if (language === "en") return englishRedirectionFor(pathname, query);
  const bare = pathWithoutLanguage(pathname);
  const key = bare.replace(/\/+$/, "").toLowerCase() || "/";
  if (ADMIN_ALIASES[key]) return null;
  const redirection = englishRedirectionFor(bare, query);
  return redirection ? { ...redirection, to: pathInLanguage(redirection.to, language) } : null;
}

function englishRedirectionFor(pathname: string, query: URLSearchParams): Redirection | null {
  const key = pathname.replace(/\/+$/, "").toLowerCase() || "/";
  if (ALIASES[key]) return ALIASES[key];
  const admin = ADMIN_ALIASES[key];
  if (admin) return { to: admin, status: 301 };

  // Spec: both /blog/{slug} and /blogs/{slug} exist; /blogs/{slug} is canonical.
  const blog = /^\/blog\/([^/]+)\/?$/i.exec(pathname);
  if (blog) {
    const slug = decodedSegment(blog[1]);
    return slug === null ? null : { to: blogPath(slug), status: 301 };
  }

  // The sign picker's GET form lands here without JavaScript.
  if (/^\/daily-horoscope\/choose\/?$/i.test(pathname)) {
    const sign = signFromSlug(query.get("sign") ?? "") ?? signFromSlug("aries")!;
    return { to: dailyPath(query.get("day") || "today", sign), status: 302 };
  }
  // A day without a sign shows Aries for that day; a sign without a day shows today.
  const dayOrSign = /^\/daily-horoscope\/([^/]+)\/?$/i.exec(pathname);
  if (dayOrSign) {
    const value = decodedSegment(dayOrSign[1])?.toLowerCase() ?? "";
    if (isRelativeDay(value)) return { to: dailyPath(value, signFromSlug("aries")!), status: 302 };
    const sign = signFromSlug(value);
    return sign ? { to: dailyPath("today", sign), status: 302 } : null;
  }

  const daily = /^\/daily-horoscope([a-z]{3})\/?$/i.exec(pathname);
  if (daily) {
    const sign = signFromCode(daily[1]);
    return sign ? { to: dailyPath("today", sign), status: 301 } : null;
  }
  return null;
}

/** A path segment as a route parameter holds it (decoded), or null when it is not valid UTF-8. */
function decodedSegment(segment: string): string | null {
  try {
    return decodeURIComponent(segment);
  } catch {
    return null;
  }
}
