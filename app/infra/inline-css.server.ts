import fs from "node:fs";
import path from "node:path";

const texts = new Map<string, string | null>();

/**
 * The text of a built stylesheet (`/build/_assets/….css`, served from public/), read once.
 * Null for anything else or a file that cannot be read: the page then links it instead.
 */
export function readBuiltCss(href: string): string | null {
  if (!/^\/build\/[\w./-]+\.css$/.test(href) || href.includes("..")) return null;
  if (!texts.has(href)) {
    let text: string | null;
    try {
      text = fs.readFileSync(path.join(process.cwd(), "public", href), "utf8");
      // A closing tag inside the text would end the <style> element early.
      if (/<\/style/i.test(text)) text = null;
    } catch {
      text = null;
    }
    texts.set(href, text);
  }
  return texts.get(href) ?? null;
}
