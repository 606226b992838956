import crypto from "node:crypto";
import fs from "node:fs";

import sharp from "sharp";

import { indiaToday } from "../../app/clock/india-clock";
import { BLOG_AUTHORS } from "../../app/domain/blog-upload";
import { blogSlugBase } from "../../app/domain/slug";
import { adminCookie } from "../support/admin-auth";
import { adminEnv, type RunningServer, startServer } from "../support/server-process";
import { expect, test } from "./fixtures";

// Link previews (Open Graph and Twitter cards), the home page's structured data, social links
// from configuration, and blog pictures in the sizes a screen needs.

const PUBLIC_PAGES = [
  "/",
  "/daily-horoscope/today/aries",
  "/daily-horoscope/tomorrow/leo",
  "/yearly-horoscope",
  "/yearly-horoscope/tauras",
  "/blogs",
  "/festival",
  "/chat-with-astrologer",
  "/call-with-astrologer",
  "/faq",
  "/about",
  "/privacy-policy",
  "/refund-policy",
  "/terms-and-conditions",
  "/signup",
  "/app-downloads",
  "/astrologer-registration",
];

const metaContent = (html: string, attribute: "property" | "name", key: string): string | null => {
  for (const tag of html.match(/<meta\b[^>]*>/g) ?? []) {
    if (tag.includes(`${attribute}="${key}"`)) return /content="([^"]*)"/.exec(tag)?.[1].replace(/&amp;/g, "&") ?? null;
  }
  return null;
};

async function imageInfo(url: string) {
  const response = await fetch(url);
  expect(response.status, url).toBe(200);
  const bytes = Buffer.from(await response.arrayBuffer());
  const meta = await sharp(bytes).metadata();
  return { contentType: response.headers.get("content-type"), cacheControl: response.headers.get("cache-control"), ...meta };
}

test.describe("link previews", () => {
  test("every public page names a 1200×630 PNG picture for its type, with the Twitter card", async ({ request, javaScriptEnabled }) => {
    test.skip(!javaScriptEnabled, "the tags are in the HTML the server sends, whatever the browser runs");
    test.setTimeout(120_000);
    const origin = process.env.E2E_BASE_URL!;
    const blogs = await (await request.get("/blogs")).text();
    const article = /href="(\/blogs\/[a-z0-9-]+)"/.exec(blogs)?.[1];
    expect(article).toBeTruthy();
    const pictures = new Map<string, string>();
    for (const path of [...PUBLIC_PAGES, article!]) {
      const html = await (await request.get(path)).text();
      const image = metaContent(html, "property", "og:image");
      expect(image, path).toMatch(new RegExp(`^${origin}/`));
      pictures.set(path, image!);
      expect(metaContent(html, "property", "og:image:width"), path).toBe("1200");
      expect(metaContent(html, "property", "og:image:height"), path).toBe("630");
      expect(metaContent(html, "property", "og:image:type"), path).toBe("image/png");
      expect(metaContent(html, "property", "og:image:alt"), path).toMatch(/^Grahavani: /);
      expect(metaContent(html, "name", "twitter:card"), path).toBe("summary_large_image");
      expect(metaContent(html, "name", "twitter:title"), path).toBe(metaContent(html, "property", "og:title"));
      expect(metaContent(html, "name", "twitter:description"), path).toBeTruthy();
      expect(metaContent(html, "name", "twitter:image"), path).toBe(image);
    }
    for (const image of new Set(pictures.values())) {
      const info = await imageInfo(image);
      expect([image, info.contentType, info.format, info.width, info.height]).toEqual([image, "image/png", "png", 1200, 630]);
    }
    // One picture per kind of page: a sign's daily page is not the home page's.
    expect(pictures.get("/daily-horoscope/today/aries")).toBe(`${origin}/images/share/daily-aries.png`);
    expect(pictures.get("/yearly-horoscope/tauras")).toBe(`${origin}/images/share/yearly-taurus.png`);
    expect(new Set([pictures.get("/"), pictures.get("/blogs"), pictures.get("/festival"), pictures.get("/faq")]).size).toBe(4);
    // A demo post's picture is an SVG, which networks do not show: it shares the blogs' picture.
    expect(pictures.get(article!)).toBe(`${origin}/images/share/blog.png`);
  });

  test("the home page describes the Organization and the WebSite, and shows no social links when none are configured", async ({ page }) => {
    await page.goto("/");
    const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
    const graph = blocks.flatMap((text) => (JSON.parse(text)["@graph"] ?? []) as Array<Record<string, unknown>>);
    const organization = graph.find((node) => node["@type"] === "Organization");
    const website = graph.find((node) => node["@type"] === "WebSite");
    expect(organization).toMatchObject({ name: "Grahavani", url: `${process.env.E2E_BASE_URL}/` });
    expect(organization).not.toHaveProperty("sameAs");
    expect(website).toMatchObject({ name: "Grahavani", url: `${process.env.E2E_BASE_URL}/`, publisher: { "@id": organization!["@id"] } });
    await expect(page.getByRole("contentinfo").getByRole("heading", { name: "Contact" })).toBeVisible();
    await expect(page.getByRole("list", { name: "Social media" })).toHaveCount(0);
  });
});

// A server of its own: social links configured, and a blog post with an uploaded photo.
test.describe("configured social links and uploaded blog pictures", () => {
  // One server and one upload for the three tests.
  test.describe.configure({ mode: "serial" });
  let server: RunningServer;
  let articlePath: string;
  const heading = `Sharing pictures ${crypto.randomBytes(3).toString("hex")}`;

  test.beforeAll(async () => {
    test.setTimeout(120_000);
    server = await startServer({
      env: {
        ...adminEnv(),
        // Only the post made here: the start is quicker, and the list holds nothing else.
        SEED_DEMO_DATA: "false",
        SOCIAL_FACEBOOK_URL: "https://www.facebook.com/grahavani.example",
        SOCIAL_INSTAGRAM_URL: "https://www.instagram.com/grahavani.example",
      },
    });
    // A 1800×1200 photo, smooth like a real one (noise scaled up).
    const photo = await sharp(crypto.randomBytes(45 * 30 * 3), { raw: { width: 45, height: 30, channels: 3 } })
      .resize(1800, 1200)
      .jpeg({ quality: 85 })
      .toBuffer();
    const form = new FormData();
    const fields = {
      language: "en",
      mainHeading: heading,
      heading,
      article: BLOG_AUTHORS[0],
      scheduleDate: indiaToday(new Date()),
      mainDescription: "Pictures in the sizes a phone needs.",
      htmlContent: '<p>A post with an uploaded photo.</p><img src="content-1" alt="A wide chart">',
      metaTags: "sharing",
    };
    for (const [name, value] of Object.entries(fields)) form.set(name, value);
    form.set("mainImageFile", new Blob([new Uint8Array(photo)], { type: "image/jpeg" }), "photo.jpg");
    const chart = await sharp(photo).resize(900, 450).png().toBuffer();
    form.set("contentFiles", new Blob([new Uint8Array(chart)], { type: "image/png" }), "chart.png");
    const response = await fetch(`${server.baseURL}/admin/blogupload`, {
      method: "POST",
      headers: { Cookie: await adminCookie(server.baseURL), Origin: server.baseURL },
      body: form,
      redirect: "manual",
    });
    expect(response.status).toBe(302);
    articlePath = `/blogs/${blogSlugBase(heading)}`;
  });

  test.afterAll(async () => {
    if (server) {
      await server.stop();
      fs.rmSync(server.dataDir, { recursive: true, force: true });
    }
  });

  test("the footer and the Organization list the configured social pages only", async ({ page }) => {
    await page.goto(`${server.baseURL}/`);
    const social = page.getByRole("list", { name: "Social media" });
    await expect(social.getByRole("link")).toHaveText(["Facebook", "Instagram"]);
    await expect(social.getByRole("link", { name: "Facebook" })).toHaveAttribute("href", "https://www.facebook.com/grahavani.example");
    const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
    const organization = blocks
      .flatMap((text) => JSON.parse(text)["@graph"] ?? [])
      .find((n: { "@type": string }) => n["@type"] === "Organization");
    expect(organization.sameAs).toEqual(["https://www.facebook.com/grahavani.example", "https://www.instagram.com/grahavani.example"]);
  });

  test("a phone loads a small WebP copy of an uploaded blog picture, sized so nothing moves", async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    await page.goto(`${server.baseURL}/blogs`);
    const card = page
      .getByRole("article")
      .filter({ has: page.getByRole("link", { name: heading }) })
      .locator("img");
    await expect(card).toHaveAttribute("width", "1800");
    await expect(card).toHaveAttribute("height", "1200");
    await expect(card).toHaveAttribute("sizes", /calc\(100vw - 2rem\)$/);
    const srcset = (await card.getAttribute("srcset"))!;
    const candidates = srcset.split(", ").map((c) => c.split(" "));
    expect(candidates.map(([, w]) => w)).toEqual(["320w", "480w", "640w", "960w", "1280w", "1600w"]);
    for (const [url, descriptor] of candidates) {
      const info = await imageInfo(`${server.baseURL}${url}`);
      expect([url, info.contentType, info.format, info.width]).toEqual([url, "image/webp", "webp", Number.parseInt(descriptor)]);
      expect(info.cacheControl).toContain("immutable");
    }
    // The browser chose a copy for a 328-pixel-wide card, not the 1800-pixel upload.
    await card.scrollIntoViewIfNeeded();
    await expect.poll(() => card.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeGreaterThan(0);
    const chosen = await card.evaluate((img: HTMLImageElement) => ({ src: img.currentSrc, width: img.naturalWidth }));
    expect(chosen.src).toMatch(/\?w=(320|480)$/);
    expect(chosen.width).toBeLessThanOrEqual(480);

    await page.goto(`${server.baseURL}${articlePath}`);
    const hero = page.getByRole("article").locator("img.blog-hero");
    await expect(hero).toHaveAttribute("width", "1800");
    await expect(hero).toHaveAttribute("height", "1200");
    await expect(hero).toHaveAttribute("sizes", "(min-width: 780px) 748px, calc(100vw - 2rem)");
    await expect(hero).toHaveAttribute("srcset", /\?w=320 320w/);
    const chart = page.getByRole("img", { name: "A wide chart" });
    await expect(chart).toHaveAttribute("width", "900");
    await expect(chart).toHaveAttribute("height", "450");
    await expect(chart).toHaveAttribute("srcset", /\.png\?w=960 900w$/);
  });

  test("an uploaded blog photo is shared as a 1200×630 JPEG, and no other size is made", async ({ request, javaScriptEnabled }) => {
    test.skip(!javaScriptEnabled, "the tags and the media route answer the same whatever the browser runs");
    const html = await (await request.get(`${server.baseURL}${articlePath}`)).text();
    const image = metaContent(html, "property", "og:image")!;
    expect(image).toMatch(new RegExp(`^${server.baseURL}/media/blog/[a-f0-9]{32}\\.jpg\\?v=share$`));
    expect(metaContent(html, "property", "og:image:alt")).toBe(heading);
    expect(metaContent(html, "name", "twitter:image")).toBe(image);
    expect(metaContent(html, "property", "og:image:type")).toBe("image/jpeg");
    const info = await imageInfo(image);
    expect([info.contentType, info.format, info.width, info.height]).toEqual(["image/jpeg", "jpeg", 1200, 630]);
    // Small enough for every network's preview (WhatsApp drops pictures above ~300 KB).
    expect(info.size).toBeLessThan(300_000);
    const original = image.replace(/\?.*$/, "");
    for (const refused of ["?w=500", "?w=10000", "?w=0320", "?v=huge"]) {
      expect((await fetch(original + refused)).status, refused).toBe(404);
    }
    expect((await fetch(original)).headers.get("content-type")).toBe("image/jpeg");
  });
});
