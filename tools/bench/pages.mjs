// The pages the bench measures (docs/performance.md), as one list for every measurement.

/** The English reading pages; `null` stands for an article: the first one /blogs links to, whatever the seed named it. */
const ENGLISH_READING_PAGES = [
  "/",
  "/daily-horoscope/today/leo",
  "/yearly-horoscope/leo",
  "/panchang/varanasi",
  "/choghadiya/varanasi",
  "/hora/varanasi",
  "/hindu-calendar/new-delhi/2026/10",
  "/muhurat/vivah/2027",
  "/grahan/2027",
  "/grahan/2026/chandra-03-03",
  "/gochar/shani/2027",
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
 * Every form page, in both editions where it has two: each with the session it needs
 * (render-cost.mjs's renderCostCookies) and the form a visitor fills in (`form`, a selector; the
 * page's first form in <main> unless told). The slow phone measures when that form is painted and
 * usable, and its scripts; the uncached render is measured for each of them and the admin pages.
 */
const ENGLISH_FORM_PAGES = [
  { label: "/login (sign-in)", path: "/login" },
  { label: "/signup (sign-up)", path: "/signup" },
  { label: "/otp-verifications (OTP)", path: "/otp-verifications", as: "otpPending" },
  { label: "/user-registration (registration)", path: "/user-registration", as: "verifiedPhone" },
  { label: "/profile (a customer's profile)", path: "/profile", as: "customer" },
  { label: "/astrologer-registration (onboarding 1)", path: "/astrologer-registration", as: "astrologerPhone" },
  { label: "/bank-details (onboarding 2)", path: "/bank-details", as: "astrologerBank" },
  { label: "/document (onboarding 3)", path: "/document", as: "astrologerDocuments" },
  { label: "/panchang (its city form)", path: "/panchang", form: "#panchang-form" },
  { label: "/kundli (a birth chart)", path: "/kundli" },
  { label: "/kundli-milan (a match)", path: "/kundli-milan" },
];

/** The administrators' forms: English only (the admin area has no Hindi edition). */
const ADMIN_FORM_PAGES = [
  { label: "/admin/login (administrator)", path: "/admin/login" },
  { label: "/admin/horoscopeupload (administrator)", path: "/admin/horoscopeupload", as: "admin" },
];

export const FORM_PAGES = [
  ...ENGLISH_FORM_PAGES.flatMap((page) => [page, { ...page, label: `/hi${page.label}`, path: inHindi(page.path) }]),
  ...ADMIN_FORM_PAGES,
];

/** Every page of the admin area an administrator opens from its menu, for the uncached render. */
export const ADMIN_PAGES = [
  "/admin",
  "/admin/blogupload",
  "/admin/faqmanager",
  "/admin/festivals",
  "/admin/grievances",
  "/admin/horoscopeupload",
  "/admin/messages",
  "/admin/reports",
  "/admin/yearly",
].map((path) => ({ label: `${path} (administrator)`, path, as: "admin" }));
