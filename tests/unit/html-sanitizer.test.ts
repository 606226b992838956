import { describe, expect, it } from "vitest";

import { parseMetaTags, sanitizeArticleHtml } from "~/services/html-sanitizer.server";

describe("article HTML sanitiser", () => {
  const payloads = [
    `<script>alert(1)</script><p>ok</p>`,
    `<img src="x" onerror="alert(1)">`,
    `<a href="javascript:alert(1)">click</a>`,
    `<a href="JaVaScRiPt:alert(1)">click</a>`,
    `<svg onload="alert(1)"><circle r="1"/></svg>`,
    `<iframe src="https://evil.example"></iframe>`,
    `<p onclick="alert(1)" style="background:url(javascript:alert(1))">text</p>`,
    `<form action="https://evil.example"><input name="otp"></form>`,
    `<object data="x.swf"></object><embed src="x.swf">`,
    `<math><mi xlink:href="javascript:alert(1)">x</mi></math>`,
    `<img src="data:image/svg+xml;base64,PHN2ZyBvbmxvYWQ9YWxlcnQoMSk+">`,
    `<a href="&#106;avascript:alert(1)">x</a>`,
  ];

  it("removes scripts, event handlers, javascript: URLs, svg, iframes and forms", () => {
    const output = sanitizeArticleHtml(payloads.join("\n"));
    for (const banned of [
      /<script/i,
      /onerror/i,
      /onload/i,
      /onclick/i,
      /javascript:/i,
      /<svg/i,
      /<iframe/i,
      /<form/i,
      /<input/i,
      /<object/i,
      /<embed/i,
      /style=/i,
      /data:/i,
    ]) {
      expect(output).not.toMatch(banned);
    }
    expect(output).toContain("<p>ok</p>");
    expect(output).toContain("text");
  });

  it("keeps the article's structure and safe links", () => {
    const output = sanitizeArticleHtml(
      `<h1>Title</h1><h2>Part</h2><p>A <strong>bold</strong> <a href="https://example.in/x">link</a> and <a href="/blogs">ours</a>.</p><ul><li>one</li></ul>`,
    );
    expect(output).toContain("<h2>Title</h2>");
    expect(output).toContain("<strong>bold</strong>");
    expect(output).toContain('<a href="https://example.in/x" rel="noopener nofollow ugc" target="_blank">link</a>');
    expect(output).toContain('<a href="/blogs">ours</a>');
    expect(output).toContain("<ul><li>one</li></ul>");
  });

  it("replaces image content keys by the stored image URLs", () => {
    const output = sanitizeArticleHtml(`<img src="content-1" alt="Saturn">`, { "content-1": "/images/blogs/content/saturn.svg" });
    expect(output).toContain('src="/images/blogs/content/saturn.svg"');
    expect(output).toContain('alt="Saturn"');
    expect(output).toContain('loading="lazy"');
  });
});

describe("blog meta tags", () => {
  it("keeps the title and meta name/property pairs only", () => {
    const parsed = parseMetaTags([
      "<title>Sade Sati explained</title>",
      '<meta name="description" content="What Saturn&#39;s 7.5 years mean">',
      "<meta property='og:title' content='Sade Sati'>",
      '<meta http-equiv="refresh" content="0;url=https://evil.example">',
      '<meta charset="utf-8">',
      "<script>alert(1)</script>",
      '<meta name="keywords" content="saturn, sade sati"><link rel="stylesheet" href="x.css">',
    ]);
    expect(parsed.title).toBe("Sade Sati explained");
    expect(parsed.tags).toEqual([
      { name: "description", content: "What Saturn's 7.5 years mean" },
      { property: "og:title", content: "Sade Sati" },
      { name: "keywords", content: "saturn, sade sati" },
    ]);
  });

  it("shows entities in a title as the characters they stand for", () => {
    expect(parseMetaTags(["<title>Rahu &amp; Ketu</title>"]).title).toBe("Rahu & Ketu");
  });

  it("strips markup smuggled into a title", () => {
    expect(parseMetaTags(["<title><img src=x onerror=alert(1)>Safe</title>"]).title).toBe("Safe");
  });
});
