import fs from "node:fs";
import path from "node:path";

import sharp from "sharp";
import { describe, expect, it } from "vitest";

import {
  BLOG_IMAGE_WIDTHS,
  blogImageAttributes,
  blogImageSrcSet,
  blogShareImage,
  isResizableBlogImage,
  parseBlogImageVariant,
} from "~/domain/blog-images";
import { allShareCards, shareCardForPath } from "~/domain/share-cards";
import { formShareCardForPath, shareImagePath, SITE_LOGO } from "~/domain/share-images";
import { socialLinksFrom } from "~/domain/site";
import { type SiteInfo, siteStructuredData } from "~/seo/meta-tags";
import { pageMeta } from "~/seo/page-meta";
import { sanitizeArticleHtml } from "~/services/html-sanitizer.server";

const site: SiteInfo = {
  origin: "https://grahavani.example",
  brand: "Grahavani",
  legalName: "Grahavani Astro Services Private Limited",
  language: "en" as const,
};
const content = (tags: ReturnType<typeof pageMeta>, key: string) =>
  tags.find((t) => ("property" in t && t.property === key) || ("name" in t && t.name === key)) as { content: string } | undefined;

describe("link-preview pictures", () => {
  it("each kind of page gets its own picture", () => {
    expect(shareCardForPath("/").key).toBe("home");
    expect(shareCardForPath("/daily-horoscope/today/leo").key).toBe("daily-leo");
    expect(shareCardForPath("/daily-horoscope/2026-11-02/tauras").key).toBe("daily-taurus");
    expect(shareCardForPath("/yearly-horoscope/tauras").key).toBe("yearly-taurus");
    expect(shareCardForPath("/yearly-horoscope").key).toBe("yearly");
    expect(shareCardForPath("/blogs?page=2").key).toBe("blog");
    expect(shareCardForPath("/blogs/saturn-transit").key).toBe("blog");
    expect(shareCardForPath("/festival/march").key).toBe("festival");
    expect(shareCardForPath("/chat-with-astrologer").key).toBe("chat");
    expect(shareCardForPath("/call-with-astrologer").key).toBe("call");
    expect(shareCardForPath("/refund-policy").key).toBe("legal");
    expect(shareCardForPath("/signup").key).toBe("account");
    expect(shareCardForPath("/astrologer-registration").key).toBe("astrologer");
    expect(shareCardForPath("/app-downloads").key).toBe("app");
    expect(shareCardForPath("/something-new").key).toBe("site");
  });

  it("a form page's meta names the same picture as the table of every page", () => {
    const formPaths = ["/login", "/signup", "/otp-verifications", "/user-registration", "/profile", "/account-deletion", "/who-are-you"];
    const onboarding = ["/astrologer-registration", "/astrologer-status", "/astrologer-welcome", "/bank-details", "/document"];
    for (const path of [...formPaths, ...onboarding, "/my-data", "/grievance", "/grievance/thank-you", "/profile/"]) {
      expect(formShareCardForPath(path), path).toEqual(shareCardForPath(path));
    }
    expect(formShareCardForPath("/document").key).toBe("astrologer");
    expect(formShareCardForPath("/profile").key).toBe("account");
  });

  it("every picture a page can name is committed as a 1200×630 PNG", async () => {
    const keys = allShareCards().map((card) => card.key);
    expect(new Set(keys).size).toBe(keys.length);
    for (const card of allShareCards()) {
      const file = path.join("public", shareImagePath(card));
      const meta = await sharp(fs.readFileSync(file)).metadata();
      expect([card.key, meta.format, meta.width, meta.height]).toEqual([card.key, "png", 1200, 630]);
      expect(fs.statSync(file).size).toBeLessThan(60_000);
    }
    const logo = await sharp(fs.readFileSync(path.join("public", SITE_LOGO.path))).metadata();
    expect([logo.format, logo.width, logo.height]).toEqual(["png", 512, 512]);
  });

  it("page meta carries an absolute og:image with its size and alt, and the Twitter card", () => {
    const tags = pageMeta(site, { title: "Aries today", description: "Your day", path: "/daily-horoscope/today/aries" });
    expect(content(tags, "og:image")?.content).toBe("https://grahavani.example/images/share/daily-aries.png");
    expect(content(tags, "og:image:width")?.content).toBe("1200");
    expect(content(tags, "og:image:height")?.content).toBe("630");
    expect(content(tags, "og:image:alt")?.content).toBe("Grahavani: Aries Daily Horoscope");
    expect(content(tags, "twitter:card")?.content).toBe("summary_large_image");
    expect(content(tags, "twitter:title")?.content).toBe("Aries today");
    expect(content(tags, "twitter:description")?.content).toBe("Your day");
    expect(content(tags, "twitter:image")?.content).toBe("https://grahavani.example/images/share/daily-aries.png");
  });

  it("a page's own picture replaces its type's", () => {
    const tags = pageMeta(site, { title: "T", description: "D", path: "/blogs/x", image: blogShareImage("/media/blog/a.jpg", "A post") });
    expect(content(tags, "og:image")?.content).toBe("https://grahavani.example/media/blog/a.jpg?v=share");
    expect(content(tags, "og:image:type")?.content).toBe("image/jpeg");
    expect(content(tags, "og:image:alt")?.content).toBe("A post");
  });
});

describe("social links and the home page's structured data", () => {
  it("only configured social links are listed, in a fixed order", () => {
    expect(socialLinksFrom({})).toEqual([]);
    expect(
      socialLinksFrom({ SOCIAL_X_URL: "https://x.com/g", SOCIAL_FACEBOOK_URL: "https://facebook.com/g", SOCIAL_YOUTUBE_URL: undefined }),
    ).toEqual([
      { label: "Facebook", href: "https://facebook.com/g" },
      { label: "X (Twitter)", href: "https://x.com/g" },
    ]);
  });

  it("names the Organization with its social pages and the WebSite it publishes", () => {
    const data = siteStructuredData(site, [{ href: "https://facebook.com/g" }]);
    const [organization, website] = data["@graph"];
    expect(organization).toMatchObject({
      "@type": "Organization",
      name: "Grahavani",
      url: "https://grahavani.example/",
      sameAs: ["https://facebook.com/g"],
    });
    expect(organization).toMatchObject({ logo: { url: "https://grahavani.example/images/share/logo.png" } });
    expect(website).toMatchObject({ "@type": "WebSite", url: "https://grahavani.example/", publisher: { "@id": organization["@id"] } });
    expect(siteStructuredData(site, [])["@graph"][0]).not.toHaveProperty("sameAs");
  });
});

describe("blog picture sizes", () => {
  it("only uploaded raster pictures are resized", () => {
    expect(isResizableBlogImage("/media/blog/0123456789abcdef0123456789abcdef.jpg")).toBe(true);
    expect(isResizableBlogImage("/media/blog/0123456789abcdef0123456789abcdef.svg")).toBe(false);
    expect(isResizableBlogImage("/images/blogs/1.svg")).toBe(false);
    expect(isResizableBlogImage(null)).toBe(false);
  });

  it("the media route makes only the listed widths and the share picture", () => {
    const q = (s: string) => parseBlogImageVariant(new URLSearchParams(s));
    expect(q("")).toEqual({ kind: "original" });
    expect(q("w=480")).toEqual({ kind: "width", width: 480 });
    expect(q("v=share")).toEqual({ kind: "share" });
    for (const refused of ["w=481", "w=4800", "w=0480", "w=-1", "w=480.0", "w=", "v=big", "w=480&v=share"]) {
      expect(q(refused), refused).toBeNull();
    }
  });

  it("srcset lists the widths below the picture's and the next one at its own width", () => {
    const url = "/media/blog/a.jpg";
    expect(blogImageSrcSet(url, 1000)).toBe(
      "/media/blog/a.jpg?w=320 320w, /media/blog/a.jpg?w=480 480w, /media/blog/a.jpg?w=640 640w, /media/blog/a.jpg?w=960 960w, /media/blog/a.jpg?w=1280 1000w",
    );
    expect(blogImageSrcSet(url, 200)).toBe("/media/blog/a.jpg?w=320 200w");
    expect(blogImageSrcSet(url, 4000).split(", ")).toHaveLength(BLOG_IMAGE_WIDTHS.length);
  });

  it("an <img> gets the picture's own width and height, and srcset only when it can be resized", () => {
    expect(blogImageAttributes("/media/blog/a.png", { width: 800, height: 600 }, "article")).toMatchObject({
      src: "/media/blog/a.png",
      width: 800,
      height: 600,
      sizes: "(min-width: 780px) 748px, calc(100vw - 2rem)",
    });
    expect(blogImageAttributes("/images/blogs/1.svg", { width: 1200, height: 630 }, "grid")).toEqual({
      src: "/images/blogs/1.svg",
      width: 1200,
      height: 630,
    });
  });
});

describe("pictures inside an article", () => {
  const upload = "/media/blog/0123456789abcdef0123456789abcdef.jpg";

  it("an uploaded picture gets its size and WebP widths; an author's own srcset is dropped", () => {
    const html = sanitizeArticleHtml(
      '<img src="content-1" alt="Chart" srcset="https://elsewhere.example/x.jpg 2x" sizes="1px"><img src="https://elsewhere.example/y.jpg" srcset="https://elsewhere.example/y2.jpg 2x">',
      { "content-1": upload },
      { [upload]: { width: 700, height: 500 } },
    );
    expect(html).toContain(`srcset="${upload}?w=320 320w, ${upload}?w=480 480w, ${upload}?w=640 640w, ${upload}?w=960 700w"`);
    expect(html).toContain('sizes="(min-width: 780px) 748px, calc(100vw - 2rem)"');
    expect(html).toContain('width="700" height="500"');
    expect(html).not.toContain("elsewhere.example/x.jpg");
    expect(html).not.toContain("y2.jpg");
  });

  it("the author's width and height stay when both are given", () => {
    const html = sanitizeArticleHtml(
      '<img src="content-1" alt="" width="300" height="200">',
      { "content-1": upload },
      { [upload]: { width: 700, height: 500 } },
    );
    expect(html).toContain('width="300" height="200"');
    expect(html).not.toContain('width="700"');
  });
});
