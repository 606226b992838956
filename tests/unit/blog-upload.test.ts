import { describe, expect, it } from "vitest";

import { BLOG_LIST_START, formatBlogDate } from "~/domain/blog";
import {
  addKeywords,
  BLOG_AUTHORS,
  buildBlogMetaTags,
  contentKeyFor,
  displayFileName,
  judgeBlogImage,
  MAX_KEYWORD_LENGTH,
  MAX_KEYWORDS,
  parseKeywords,
  TYPE_NEW,
} from "~/domain/blog-upload";
import { sniffBlogImage, svgRootOffset } from "~/domain/file-types";
import { parseFormDate } from "~/domain/india-date";
import { blogSlugBase, uniqueSlug } from "~/domain/slug";
import { blogUploadSchema, blogUploadValidator } from "~/forms/blog-upload";
import { adminWords } from "~/locales/en/admin";
import { parseMetaTags } from "~/services/html-sanitizer.server";

import { validate } from "../support/validate";

const bytes = (...values: number[]) => new Uint8Array(values);
const text = (value: string) => new TextEncoder().encode(value);
const PNG = bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13);
const JPEG = bytes(0xff, 0xd8, 0xff, 0xe0, 0, 16);
const GIF = text("GIF89a....");
const WEBP = bytes(0x52, 0x49, 0x46, 0x46, 0, 0, 0, 0, 0x57, 0x45, 0x42, 0x50);

/** A BMP file header (14 bytes) and the start of a 40-byte info header. */
function bmp(infoHeaderSize = 40) {
  const b = new Uint8Array(54);
  b.set([0x42, 0x4d]);
  b[14] = infoHeaderSize;
  return b;
}

const valid = {
  language: "en",
  mainHeading: "Saturn and you",
  heading: "Saturn transit guide",
  article: BLOG_AUTHORS[0],
  customAuthor: "",
  startDate: "",
  endDate: "",
  scheduleDate: "2025-11-21",
  mainDescription: "",
  htmlContent: "<p>Hello</p>",
  metaTags: "",
};

function errorsOf(input: Record<string, string>) {
  const result = blogUploadSchema.safeParse(input);
  if (result.success) return {};
  return Object.fromEntries(result.error.issues.map((i) => [String(i.path[0]), i.message]));
}

describe("authors", () => {
  it("offers seven invented experts, then Type New", () => {
    expect(BLOG_AUTHORS).toHaveLength(7);
    expect(BLOG_AUTHORS).not.toContain(TYPE_NEW);
  });
});

describe("which files count as images", () => {
  it("recognises each allowed type by its first bytes", () => {
    expect(sniffBlogImage(PNG)).toBe("png");
    expect(sniffBlogImage(JPEG)).toBe("jpeg");
    expect(sniffBlogImage(GIF)).toBe("gif");
    expect(sniffBlogImage(WEBP)).toBe("webp");
    expect(sniffBlogImage(bmp())).toBe("bmp");
    expect(sniffBlogImage(bmp(124))).toBe("bmp");
    expect(sniffBlogImage(bytes(0x49, 0x49, 0x2a, 0x00, 8, 0, 0, 0))).toBe("tiff");
    expect(sniffBlogImage(bytes(0x4d, 0x4d, 0x00, 0x2a, 0, 0, 0, 8))).toBe("tiff");
    expect(sniffBlogImage(text('<svg xmlns="http://www.w3.org/2000/svg"></svg>'))).toBe("svg");
  });

  it("does not take text starting with 'BM', a PDF or plain text for an image", () => {
    expect(sniffBlogImage(text("BM is a fine pair of letters to start a text file with."))).toBeNull();
    expect(sniffBlogImage(bmp(7))).toBeNull();
    expect(sniffBlogImage(text("%PDF-1.7\n"))).toBeNull();
    expect(sniffBlogImage(text("just some notes"))).toBeNull();
    expect(sniffBlogImage(new Uint8Array())).toBeNull();
  });

  it("finds the <svg> root after a byte-order mark, XML declaration, comments and a DOCTYPE", () => {
    const svg =
      '\uFEFF<?xml version="1.0" encoding="UTF-8"?>\n<!-- drawn by hand -->\n' +
      '<!DOCTYPE svg PUBLIC "-//W3C//DTD SVG 1.1//EN" "http://www.w3.org/Graphics/SVG/1.1/DTD/svg11.dtd">\n<svg viewBox="0 0 1 1"/>';
    expect(svgRootOffset(svg)).toBe(svg.indexOf("<svg"));
    const withSubset = '<!DOCTYPE svg [ <!ENTITY a "<b>"> ]>\n<svg>';
    expect(svgRootOffset(withSubset)).toBe(withSubset.indexOf("<svg"));
  });

  it("rejects HTML with an SVG inside, look-alike tags and unterminated prologs as SVG", () => {
    expect(svgRootOffset("<html><svg></svg></html>")).toBeNull();
    expect(svgRootOffset("<svgx>")).toBeNull();
    expect(svgRootOffset("<!-- never closed <svg>")).toBeNull();
    expect(svgRootOffset('<?xml version="1.0"')).toBeNull();
    expect(svgRootOffset("")).toBeNull();
  });

  it("takes a file only when both its name and its bytes say image", () => {
    expect(judgeBlogImage("photo.png", PNG)).toEqual({ ok: true, type: "png" });
    expect(judgeBlogImage("PHOTO.PNG", PNG)).toEqual({ ok: true, type: "png" });
    expect(judgeBlogImage("scan.jfif", JPEG)).toEqual({ ok: true, type: "jpeg" });
    // A PNG named .jpg is harmless: it is stored as what it really is.
    expect(judgeBlogImage("mislabelled.jpg", PNG)).toEqual({ ok: true, type: "png" });
    expect(judgeBlogImage("notes.png", text("not an image at all"))).toEqual({ ok: false });
    expect(judgeBlogImage("photo.txt", PNG)).toEqual({ ok: false });
    expect(judgeBlogImage("photo", PNG)).toEqual({ ok: false });
    expect(judgeBlogImage("doc.pdf", text("%PDF-1.7"))).toEqual({ ok: false });
  });

  it("takes SVG only when it is named .svg and is SVG", () => {
    const svg = text("<svg></svg>");
    expect(judgeBlogImage("logo.svg", svg)).toEqual({ ok: true, type: "svg" });
    expect(judgeBlogImage("logo.png", svg).ok).toBe(false);
    expect(judgeBlogImage("logo.svg", PNG).ok).toBe(false);
  });

  it("names content images content-1, content-2, … in upload order", () => {
    expect([0, 1, 2].map(contentKeyFor)).toEqual(["content-1", "content-2", "content-3"]);
  });

  it("shows only the bare, printable file name a browser sent", () => {
    expect(displayFileName("C:\\Users\\me\\photo.png")).toBe("photo.png");
    expect(displayFileName("../../etc/passwd")).toBe("passwd");
    expect(displayFileName("a\u0000b.png")).toBe("ab.png");
    expect(displayFileName("")).toBe("(unnamed file)");
  });
});

describe("meta tags", () => {
  it("splits the comma-separated field into keywords, once each whatever their case", () => {
    expect(parseKeywords(" Saturn ,career,, saturn, Shani   gochar \n tenth house")).toEqual([
      "Saturn",
      "career",
      "Shani gochar",
      "tenth house",
    ]);
    expect(parseKeywords("  ,  ")).toEqual([]);
  });

  it("adds typed chips after the existing ones and ignores duplicates", () => {
    expect(addKeywords(["saturn"], "Career")).toEqual(["saturn", "Career"]);
    expect(addKeywords(["saturn"], "SATURN")).toEqual(["saturn"]);
    expect(addKeywords(["saturn"], "a, b")).toEqual(["saturn", "a", "b"]);
  });

  it("stores a title, a description and one keywords tag that the public page reads back", () => {
    const tags = buildBlogMetaTags({
      heading: "Saturn transit",
      description: 'Rahu "and" Ketu <b> & friends',
      keywords: ["saturn", "shani & co"],
    });
    expect(tags).toEqual([
      "<title>Saturn transit</title>",
      '<meta name="description" content="Rahu &quot;and&quot; Ketu &lt;b&gt; &amp; friends">',
      '<meta name="keywords" content="saturn, shani &amp; co">',
    ]);
    expect(parseMetaTags(tags)).toEqual({
      title: "Saturn transit",
      tags: [
        { name: "description", content: 'Rahu "and" Ketu <b> & friends' },
        { name: "keywords", content: "saturn, shani & co" },
      ],
    });
  });

  it("leaves out the description and keywords tags when there are none", () => {
    expect(buildBlogMetaTags({ heading: "Only a title", description: null, keywords: [] })).toEqual(["<title>Only a title</title>"]);
  });

  it("keeps markup in the SEO heading from becoming a tag", () => {
    const [title] = buildBlogMetaTags({ heading: "</title><script>alert(1)</script>", description: null, keywords: [] });
    expect(title).toBe("<title>&lt;/title&gt;&lt;script&gt;alert(1)&lt;/script&gt;</title>");
  });
});

describe("slugs", () => {
  it("makes the slug from the SEO heading and numbers it when taken", () => {
    const base = blogSlugBase("Saturn Transit: A Guide!");
    expect(base).toBe("saturn-transit-a-guide");
    expect(uniqueSlug(base, [])).toBe(base);
    expect(uniqueSlug(base, [base])).toBe(`${base}-2`);
    expect(uniqueSlug(base, [base, `${base}-2`, `${base}-4`])).toBe(`${base}-3`);
  });

  it("gives a heading without Latin letters or digits a usable slug", () => {
    expect(blogSlugBase("शनि की साढ़ेसाती")).toBe("blog");
  });

  it("keeps slugs to 80 characters without a trailing hyphen", () => {
    const slug = blogSlugBase(`${"a".repeat(79)} b and more words`);
    expect(slug).toBe("a".repeat(79));
    expect(blogSlugBase("word ".repeat(40)).length).toBeLessThanOrEqual(80);
    expect(blogSlugBase("word ".repeat(40))).not.toMatch(/-$/);
  });
});

describe("dates", () => {
  it("reads a date input's value, the spec's digits and India's day/month/year", () => {
    expect(parseFormDate("2025-11-21")).toBe("2025-11-21");
    expect(parseFormDate("20251121")).toBe("2025-11-21");
    expect(parseFormDate("21/11/2025")).toBe("2025-11-21");
    expect(parseFormDate(" 1/2/2026 ")).toBe("2026-02-01");
  });

  it("refuses days that do not exist and other text", () => {
    expect(parseFormDate("2025-02-30")).toBeNull();
    expect(parseFormDate("31/04/2025")).toBeNull();
    expect(parseFormDate("tomorrow")).toBeNull();
    expect(parseFormDate("")).toBeNull();
  });
});

describe("the upload form's rules", () => {
  it("accepts a complete form and turns it into a post", () => {
    const result = blogUploadSchema.parse({
      ...valid,
      startDate: "01/11/2025",
      endDate: "2025-12-31",
      mainDescription: "  Short  ",
      metaTags: "saturn, Saturn, career",
    });
    expect(result).toEqual({
      language: "en",
      mainHeading: "Saturn and you",
      heading: "Saturn transit guide",
      author: BLOG_AUTHORS[0],
      startDate: "2025-11-01",
      endDate: "2025-12-31",
      scheduleDate: "2025-11-21",
      mainDescription: "Short",
      htmlContent: "<p>Hello</p>",
      keywords: ["saturn", "career"],
    });
  });

  it("names each missing required field beside it", () => {
    const empty = Object.fromEntries(Object.keys(valid).map((k) => [k, ""]));
    expect(errorsOf(empty)).toEqual({
      language: adminWords.contentLanguage.required,
      mainHeading: adminWords.blogUpload.mainHeadingRequired,
      heading: adminWords.blogUpload.headingRequired,
      article: adminWords.blogUpload.authorRequired,
      scheduleDate: adminWords.blogUpload.scheduleDateRequired,
      htmlContent: adminWords.blogUpload.htmlRequired,
    });
  });

  it("takes a post in Hindi, and only in English or Hindi", () => {
    expect(blogUploadSchema.parse({ ...valid, language: "hi" }).language).toBe("hi");
    for (const language of ["", "hindi", "fr"])
      expect(errorsOf({ ...valid, language })).toEqual({ language: adminWords.contentLanguage.required });
  });

  it("uses the typed name for Type New, and asks for it when it is missing", () => {
    expect(blogUploadSchema.parse({ ...valid, article: TYPE_NEW, customAuthor: " Guest Writer " }).author).toBe("Guest Writer");
    expect(errorsOf({ ...valid, article: TYPE_NEW, customAuthor: "" })).toEqual({
      customAuthor: adminWords.blogUpload.customAuthorRequired,
    });
  });

  it("ignores the typed name when a listed author is chosen", () => {
    expect(blogUploadSchema.parse({ ...valid, customAuthor: "Someone Else" }).author).toBe(BLOG_AUTHORS[0]);
  });

  it("refuses an author who is not on the list", () => {
    expect(errorsOf({ ...valid, article: "Mallory" })).toEqual({ article: adminWords.blogUpload.authorRequired });
  });

  it("refuses impossible dates, an end before the start and a schedule before the list begins", () => {
    expect(errorsOf({ ...valid, scheduleDate: "2025-02-30" })).toEqual({ scheduleDate: adminWords.blogUpload.invalidDate });
    expect(errorsOf({ ...valid, startDate: "someday" })).toEqual({ startDate: adminWords.blogUpload.invalidDate });
    expect(errorsOf({ ...valid, startDate: "2025-12-02", endDate: "2025-12-01" })).toEqual({
      endDate: adminWords.blogUpload.endBeforeStart,
    });
    expect(errorsOf({ ...valid, scheduleDate: "2024-12-31" })).toEqual({
      scheduleDate: adminWords.blogUpload.beforeListStart(formatBlogDate(BLOG_LIST_START, "en", BLOG_LIST_START)),
    });
  });

  it("limits the meta tags", () => {
    const many = Array.from({ length: 31 }, (_, i) => `tag${i}`).join(",");
    expect(errorsOf({ ...valid, metaTags: many })).toEqual({ metaTags: adminWords.blogUpload.tooManyKeywords(MAX_KEYWORDS) });
    expect(errorsOf({ ...valid, metaTags: "x".repeat(61) })).toEqual({
      metaTags: adminWords.blogUpload.keywordTooLong(MAX_KEYWORD_LENGTH),
    });
  });

  it("reports errors by field name when it checks a posted form", async () => {
    const form = new FormData();
    for (const [k, v] of Object.entries({ ...valid, mainHeading: "  " })) form.set(k, v);
    const result = await validate(blogUploadValidator, form);
    expect(result.fieldErrors).toEqual({ mainHeading: adminWords.blogUpload.mainHeadingRequired });
  });
});
