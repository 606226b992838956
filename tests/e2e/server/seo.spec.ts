import { expect, test } from "@playwright/test";

import { slugify } from "../../../app/domain/slug";
import { demoBlogs } from "../../../app/infra/seed/demo-blogs.server";

const baseURL = () => process.env.E2E_BASE_URL!;

test.describe("search engine plumbing", () => {
  test("/sitemap.xml parses as XML and lists every published blog, sign and month", async ({ page, request }) => {
    const response = await request.get(`${baseURL()}/sitemap.xml`);
    expect(response.headers()["content-type"]).toMatch(/^application\/xml/);
    const xml = await response.text();
    // The browser's own XML parser is the judge of well-formedness.
    const locs = await page.evaluate((text) => {
      const doc = new DOMParser().parseFromString(text, "application/xml");
      if (doc.getElementsByTagName("parsererror").length > 0) throw new Error("sitemap is not well-formed XML");
      return Array.from(doc.getElementsByTagName("loc")).map((n) => n.textContent ?? "");
    }, xml);
    const published = demoBlogs.slice(0, -2).map((b) => `${baseURL()}/blogs/${slugify(b.heading)}`);
    for (const url of published) expect(locs).toContain(url);
    for (const b of demoBlogs.slice(-2)) expect(locs).not.toContain(`${baseURL()}/blogs/${slugify(b.heading)}`);
    // Each published year's pages at their own addresses, the canonical ones (decision 060).
    for (const year of [2025, 2026, 2027]) expect(locs).toContain(`${baseURL()}/yearly-horoscope/${year}/tauras`);
    expect(locs).toContain(`${baseURL()}/festival/december`);
    expect(locs.filter((l) => /\/daily-horoscope\/\d{4}-\d{2}-\d{2}\/leo$/.test(l)).length).toBeGreaterThan(25);
    expect(locs.every((l) => l.startsWith(`${baseURL()}/`))).toBe(true);
  });

  test("/robots.txt is plain text that points to the sitemap and keeps private steps out", async ({ request }) => {
    const response = await request.get(`${baseURL()}/robots.txt`);
    expect(response.headers()["content-type"]).toMatch(/^text\/plain/);
    const text = await response.text();
    expect(text).toContain(`Sitemap: ${baseURL()}/sitemap.xml`);
    for (const path of ["/admin", "/profile", "/otp-verifications", "/bank-details"]) expect(text).toContain(`Disallow: ${path}`);
  });

  test("a blog article carries its own title, allow-listed meta tags and BlogPosting data", async ({ request }) => {
    const slug = slugify(demoBlogs[0].heading);
    const html = await (await request.get(`${baseURL()}/blogs/${slug}`)).text();
    expect(html).toMatch(/<title>[^<]+<\/title>/);
    expect(html).toContain('<meta name="revisit-after" content="30 days"/>');
    expect(html).toContain(`<link rel="canonical" href="${baseURL()}/blogs/${slug}"/>`);
    expect(html).toContain('"@type":"BlogPosting"');
    expect(html).not.toMatch(/http-equiv/i);
  });

  test("the blog list says revisit after 90 days and public pages are cacheable", async ({ request }) => {
    const response = await request.get(`${baseURL()}/blogs`);
    expect(await response.text()).toContain('<meta name="revisit-after" content="90 days"/>');
    expect(response.headers()["cache-control"]).toMatch(/^public, .*s-maxage=\d+, stale-while-revalidate=\d+/);
  });
});

test("every public page in the sitemap has a unique title, a description and a canonical link", async ({ request }) => {
  test.setTimeout(120_000);
  const xml = await (await request.get(`${baseURL()}/sitemap.xml`)).text();
  const urls = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1].replace(/&amp;/g, "&"));
  // Every page of each kind, but only two days of dated horoscopes (they share one template).
  const days = [...new Set(urls.map((u) => /\/daily-horoscope\/(\d{4}-\d{2}-\d{2})\//.exec(u)?.[1]).filter(Boolean))].slice(0, 2);
  const sample = urls.filter((u) => !/\/daily-horoscope\/\d{4}/.test(u) || days.some((d) => u.includes(`/${d}/`)));
  const titles = new Map<string, string>();
  for (const url of sample) {
    const response = await request.get(url, { maxRedirects: 0 });
    expect(response.status(), url).toBe(200);
    const html = await response.text();
    const title = /<title>([^<]+)<\/title>/.exec(html)?.[1];
    expect(title, `title of ${url}`).toBeTruthy();
    expect(titles.get(title!), `${url} repeats the title of ${titles.get(title!)}`).toBeUndefined();
    titles.set(title!, url);
    expect(html, `description of ${url}`).toMatch(/<meta name="description" content="[^"]{20,}"/);
    expect(html, `canonical of ${url}`).toContain(`<link rel="canonical" href="${url}"/>`);
  }
  expect(titles.size).toBeGreaterThan(60);
});
