import type { Language } from "../app/domain/language";
import { LANGUAGE_TAGS } from "../app/domain/language";

/**
 * A short page the edge answers with before the site's pages run (while the instance starts, a
 * database outage, a refusal under load): styled inline, with no script and no detail, and
 * cheap to make, since it is sent exactly when the server has least time to spare.
 */
export function smallPage(page: { brand: string; language: Language; title: string; paragraphs: string[]; action: string }): string {
  return `<!DOCTYPE html>
<html lang="${LANGUAGE_TAGS[page.language]}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(page.title)} | ${escapeHtml(page.brand)}</title>
<style>
body{margin:0;font-family:system-ui,-apple-system,"Segoe UI",Roboto,"Noto Sans",Arial,sans-serif;line-height:1.6;color:#1f1733;background:#fffdf8}
header{background:#2b1a5a;color:#fff;padding:1rem;font-weight:700;font-size:1.25rem}
main{max-width:40rem;margin:0 auto;padding:3rem 1rem}
h1{color:#2b1a5a;line-height:1.2}
a,button{display:inline-block;background:#2b1a5a;color:#fff;padding:.6rem 1.2rem;border:0;border-radius:10px;text-decoration:none;font:inherit;cursor:pointer}
</style>
</head>
<body>
<header>${escapeHtml(page.brand)}</header>
<main>
<h1>${escapeHtml(page.title)}</h1>
${page.paragraphs.map((text) => `<p>${escapeHtml(text)}</p>`).join("\n")}
${page.action}
</main>
</body>
</html>
`;
}

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}
