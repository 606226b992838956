// The pages the bench measures (docs/performance.md), as one list for every measurement.

/**
 * The reading pages: no script, one cached copy per variant. `null` stands for an article: the
 * first one /blogs links to, whatever the seed named it.
 */
export const READING_PAGES = ["/", "/daily-horoscope/today/leo", "/yearly-horoscope/leo", "/blogs", null, "/call-with-astrologer", "/faq"];

/** READING_PAGES with the article's address filled in, from this server's /blogs. */
export async function readingPaths(origin) {
  const paths = [];
  for (const fixed of READING_PAGES) paths.push(fixed ?? (await firstArticlePath(origin)));
  return paths;
}

export async function firstArticlePath(origin) {
  const html = await (await fetch(`${origin}/blogs`, { headers: { Accept: "text/html" } })).text();
  const match = /<a\b[^>]*\bhref="(\/blogs\/[^"?#]+)"/.exec(html);
  if (!match) throw new Error("no article link on /blogs");
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
