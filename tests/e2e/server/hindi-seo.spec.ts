import { expect, test } from "@playwright/test";

// Search engines see both editions: each page names itself canonical in its own language, the
// pair names each other (and x-default, the English) the same way in the page and in the
// sitemap, and a page without a twin names none.

const baseURL = () => process.env.E2E_BASE_URL!;

type SitemapUrl = { loc: string; alternates: Record<string, string> };

async function sitemap(request: import("@playwright/test").APIRequestContext): Promise<SitemapUrl[]> {
  const xml = await (await request.get(`${baseURL()}/sitemap.xml`)).text();
  expect(xml).toContain('xmlns:xhtml="http://www.w3.org/1999/xhtml"');
  return [...xml.matchAll(/<url>(.*?)<\/url>/g)].map(([, url]) => ({
    loc: /<loc>([^<]+)<\/loc>/.exec(url)![1].replace(/&amp;/g, "&"),
    alternates: Object.fromEntries([...url.matchAll(/hreflang="([^"]+)" href="([^"]+)"/g)].map(([, lang, href]) => [lang, href])),
  }));
}

/** The head's canonical, hreflang alternates, html lang and og:locale of a page. */
async function headOf(request: import("@playwright/test").APIRequestContext, url: string) {
  const html = await (await request.get(url)).text();
  return {
    lang: /<html lang="([^"]+)"/.exec(html)?.[1],
    canonical: /<link rel="canonical" href="([^"]+)"/.exec(html)?.[1],
    ogLocale: /<meta property="og:locale" content="([^"]+)"/.exec(html)?.[1],
    alternates: Object.fromEntries(
      [...html.matchAll(/<link rel="alternate" hrefLang="([^"]+)" href="([^"]+)"/g)].map(([, l, h]) => [l, h]),
    ),
    html,
  };
}

test.describe("the two editions to search engines", () => {
  test("the sitemap lists each page in both editions, each naming the other and x-default", async ({ request }) => {
    const urls = await sitemap(request);
    const faq = urls.find((u) => u.loc === `${baseURL()}/faq`);
    const faqHi = urls.find((u) => u.loc === `${baseURL()}/hi/faq`);
    const pair = { "en-IN": `${baseURL()}/faq`, "hi-IN": `${baseURL()}/hi/faq`, "x-default": `${baseURL()}/faq` };
    expect(faq?.alternates).toEqual(pair);
    expect(faqHi?.alternates).toEqual(pair);
    expect(urls.some((u) => u.loc === `${baseURL()}/hi`)).toBe(true);
    // Every alternate named is itself listed, and names the same pair back.
    const byLoc = new Map(urls.map((u) => [u.loc, u]));
    for (const url of urls) {
      for (const [lang, href] of Object.entries(url.alternates)) {
        if (lang === "x-default") continue;
        expect(byLoc.get(href)?.alternates, `${href}, named by ${url.loc}`).toEqual(url.alternates);
      }
    }
    // Hindi daily pages are listed for the days that have Hindi text (the demo seeds every day).
    expect(urls.filter((u) => /\/hi\/daily-horoscope\/\d{4}-\d{2}-\d{2}\/leo$/.test(u.loc)).length).toBeGreaterThan(25);
  });

  test("an article lives in its own edition only: listed once, no alternates, the other edition's address leads to it", async ({
    request,
  }) => {
    const urls = await sitemap(request);
    const hindiArticles = urls.filter((u) => u.loc.startsWith(`${baseURL()}/hi/blogs/`));
    const englishArticles = urls.filter((u) => u.loc.startsWith(`${baseURL()}/blogs/`));
    expect(hindiArticles.length).toBeGreaterThan(0);
    expect(englishArticles.length).toBeGreaterThan(0);
    for (const article of [...hindiArticles, ...englishArticles]) expect(article.alternates).toEqual({});
    const hindi = hindiArticles[0].loc;
    const head = await headOf(request, hindi);
    expect(head.lang).toBe("hi-IN");
    expect(head.canonical).toBe(hindi);
    expect(head.alternates).toEqual({});
    expect(head.html).toContain('"inLanguage":"hi-IN"');
    const elsewhere = await request.get(hindi.replace("/hi/blogs/", "/blogs/"), { maxRedirects: 0 });
    expect(elsewhere.status()).toBe(301);
    expect(elsewhere.headers().location).toBe(new URL(hindi).pathname);
  });

  test("each kind of page names the same alternates in its head as in the sitemap, its canonical in its own language", async ({
    request,
  }) => {
    test.setTimeout(120_000);
    const urls = await sitemap(request);
    const kinds = [
      /\/hi$/,
      /\/hi\/faq$/,
      /\/hi\/daily-horoscope\/\d{4}-\d{2}-\d{2}\/leo$/,
      /\/daily-horoscope\/\d{4}-\d{2}-\d{2}\/leo$/,
      /\/hi\/yearly-horoscope\/2026\/leo$/,
      /\/yearly-horoscope\/2025\/leo$/,
      /\/hi\/festival\/\d{4}\/march$|\/hi\/festival\/march$/,
      /\/hi\/terms-and-conditions$/,
    ];
    for (const kind of kinds) {
      const url = urls.find((u) => kind.test(u.loc));
      expect(url, String(kind)).toBeTruthy();
      const head = await headOf(request, url!.loc);
      const hindi = new URL(url!.loc).pathname.startsWith("/hi");
      expect(head.lang, url!.loc).toBe(hindi ? "hi-IN" : "en-IN");
      expect(head.ogLocale, url!.loc).toBe(hindi ? "hi_IN" : "en_IN");
      expect(head.canonical, url!.loc).toBe(url!.loc);
      expect(head.alternates, url!.loc).toEqual(url!.alternates);
    }
  });

  test("every page is whole UTF-8, without a stray NUL byte, for a person's browser and for a crawler", async ({ request }) => {
    test.setTimeout(180_000);
    // A renderer that cuts its output into buffers can leave a buffer's unused tail behind where
    // a multi-byte character meets the buffer's end: Devanagari is three bytes a character.
    const dated = /\/daily-horoscope\/\d{4}-\d{2}-\d{2}\//;
    const listed = (await sitemap(request)).map((u) => u.loc);
    const pages = [
      ...listed.filter((loc) => !dated.test(loc)),
      ...listed.filter((loc) => dated.test(loc)).slice(0, 24),
      ...["/hi/signup", "/hi/astrologer-registration", "/hi/grievance", "/hi/no-such-page"].map((path) => baseURL() + path),
    ];
    expect(pages.length).toBeGreaterThan(100);
    const strict = new TextDecoder("utf-8", { fatal: true });
    for (const userAgent of ["Mozilla/5.0 (Linux; Android 10; K) Chrome/120.0 Mobile Safari/537.36", "Googlebot/2.1"]) {
      for (const url of pages) {
        const body = await (await request.get(url, { headers: { "User-Agent": userAgent }, maxRedirects: 0 })).body();
        expect(body.indexOf(0), `${url} (${userAgent})`).toBe(-1);
        expect(() => strict.decode(body), url).not.toThrow();
      }
    }
  });
});
