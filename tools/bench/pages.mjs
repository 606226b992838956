// The pages the bench measures (docs/performance.md), as one list for every measurement.

/** The English reading pages; `null` stands for an article: the first one /blogs links to, whatever the seed named it. */
const ENGLISH_READING_PAGES = [
  "/",
  "/daily-horoscope/today/leo",
  "/yearly-horoscope/leo",
  "/panchang/varanasi",
  "/blogs",
  null,
  "/call-with-astrologer",
  "/faq",
];

/** A page's Hindi twin: the same address under /hi ("/" is "/hi"). */
const inHindi = (path) => (path === "/" ? "/hi" : `/hi${path}`);

/**
 * The reading pages: no script, one cached copy per variant; each English page followed by its
 * Hindi twin, so every table shows the two side by side. `null` and "hi:article" stand for the
 * first article of /blogs and of /hi/blogs (an article lives in its own edition only).
 */
export const READING_PAGES = ENGLISH_READING_PAGES.flatMap((path) => (path === null ? [null, "hi:article"] : [path, inHindi(path)]));

/** READING_PAGES with the articles' addresses filled in, from this server's /blogs and /hi/blogs. */
export async function readingPaths(origin) {
  const paths = [];
  for (const fixed of READING_PAGES) {
    if (fixed === null) paths.push(await firstArticlePath(origin));
    else if (fixed === "hi:article") paths.push(await firstArticlePath(origin, "/hi/blogs"));
    else paths.push(fixed);
  }
  return paths;
}

export async function firstArticlePath(origin, list = "/blogs") {
  const html = await (await fetch(`${origin}${list}`, { headers: { Accept: "text/html" } })).text();
  const match = new RegExp(`<a\\b[^>]*\\bhref="(${list}/[^"?#]+)"`).exec(html);
  if (!match) throw new Error(`no article link on ${list}`);
  return match[1];
}

/**
 * The pages that hydrate with React, each with the session it needs (render-cost.mjs's
 * renderCostCookies: `verifiedPhone`, `astrologerPhone`, `customer`, `admin`): the sign-up
 * form, the registration form, a customer's profile, the administrators' home page and the
 * first onboarding step.
 */
export const FORM_PAGES = [
  { label: "/signup (form)", path: "/signup" },
  { label: "/user-registration (form, verified phone)", path: "/user-registration", as: "verifiedPhone" },
  { label: "/profile (account, signed-in customer)", path: "/profile", as: "customer" },
  { label: "/admin (administrator)", path: "/admin", as: "admin" },
  { label: "/astrologer-registration (onboarding)", path: "/astrologer-registration", as: "astrologerPhone" },
];
