import { expect, test } from "@playwright/test";

import { SIGNS } from "../../../app/domain/horoscope";

const baseURL = () => process.env.E2E_BASE_URL!;

function metaContent(html: string, attr: "name" | "property", key: string): string | undefined {
  const tag = new RegExp(`<meta[^>]*${attr}="${key}"[^>]*>`).exec(html)?.[0];
  return tag ? /content="([^"]*)"/.exec(tag)?.[1] : undefined;
}

test.describe("horoscope pages as crawlers see them", () => {
  test("every daily page carries the spec's metadata, a dated canonical URL and FAQ data", async ({ request }) => {
    for (const sign of SIGNS) {
      const response = await request.get(`${baseURL()}/daily-horoscope/today/${sign.slug}`, {
        headers: { "User-Agent": "Googlebot/2.1 (+http://www.google.com/bot.html)" },
      });
      expect(response.status()).toBe(200);
      const html = await response.text();
      expect(html).toContain(`<title>Grahavani - ${sign.name} free Daily Horoscope by Best Astrologer</title>`);
      expect(metaContent(html, "name", "description")).toContain(sign.name);
      expect(metaContent(html, "name", "keywords")).toContain(sign.name);
      expect(metaContent(html, "name", "author")).toBe("Grahavani Astro Services Private Limited");
      expect(metaContent(html, "name", "revisit-after")).toBe("7 days");
      expect(metaContent(html, "name", "distribution")).toBe("global");
      expect(metaContent(html, "name", "rating")).toBe("general");
      expect(metaContent(html, "property", "og:title")).toContain(sign.name);
      expect(metaContent(html, "property", "og:description")).toBeTruthy();
      expect(metaContent(html, "property", "og:type")).toBe("website");
      const canonical = /<link rel="canonical" href="([^"]+)"/.exec(html)?.[1];
      expect(canonical).toMatch(new RegExp(`^${baseURL()}/daily-horoscope/\\d{4}-\\d{2}-\\d{2}/${sign.slug}$`));
      expect(metaContent(html, "property", "og:url")).toBe(canonical);
      expect(html).toContain('"@type":"FAQPage"');
      const cache = response.headers()["cache-control"];
      expect(cache).toMatch(/^public, .*s-maxage=(\d+)/);
      expect(Number(/s-maxage=(\d+)/.exec(cache)![1])).toBeLessThanOrEqual(300);
      expect(response.headers()["set-cookie"]).toBeUndefined();
    }
  });

  test("the dated permanent URL shows the same prediction as today's page", async ({ request }) => {
    const today = await (await request.get(`${baseURL()}/daily-horoscope/today/leo`)).text();
    const canonical = /<link rel="canonical" href="([^"]+)"/.exec(today)![1];
    const dated = await (await request.get(canonical)).text();
    const prediction = (html: string) => /<p class="prediction">([^<]+)<\/p>/.exec(html)?.[1];
    expect(prediction(today)).toBeTruthy();
    expect(prediction(dated)).toBe(prediction(today));
    expect(dated).toContain("Horoscope for Leo");
  });

  test("every yearly page carries its metadata", async ({ request }) => {
    for (const sign of SIGNS) {
      const response = await request.get(`${baseURL()}/yearly-horoscope/${sign.yearlySlug}`);
      expect(response.status()).toBe(200);
      const html = await response.text();
      expect(html).toMatch(new RegExp(`<title>[^<]*${sign.name}[^<]*</title>`));
      expect(metaContent(html, "name", "revisit-after")).toBe("7 days");
      expect(metaContent(html, "name", "distribution")).toBe("global");
      expect(metaContent(html, "name", "rating")).toBe("general");
      expect(metaContent(html, "name", "description")).toBeTruthy();
      // The title names the year shown, whose own address is the canonical one. (Which year that
      // is, tests/e2e/content-years.spec.ts checks: the publishing tests share this server.)
      const year = new RegExp(`<title>[^<]*${sign.name} Yearly Horoscope (\\d{4})</title>`).exec(html)?.[1];
      expect(year).toMatch(/^\d{4}$/);
      expect(html).toContain(`<link rel="canonical" href="${baseURL()}/yearly-horoscope/${year}/${sign.yearlySlug}"`);
      expect(response.headers()["cache-control"]).toMatch(/^public, /);
    }
  });

  test("unknown signs and days answer 404", async ({ request }) => {
    expect((await request.get(`${baseURL()}/daily-horoscope/today/ophiuchus`)).status()).toBe(404);
    expect((await request.get(`${baseURL()}/daily-horoscope/someday/leo`)).status()).toBe(404);
    expect((await request.get(`${baseURL()}/yearly-horoscope/ophiuchus`)).status()).toBe(404);
    expect((await request.get(`${baseURL()}/yearly-horoscope/2998/leo`)).status()).toBe(404);
    expect((await request.get(`${baseURL()}/daily-horoscopexyz`)).status()).toBe(404);
  });
});
