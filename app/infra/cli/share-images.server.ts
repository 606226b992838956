// `npm run share-images` draws the link-preview pictures (domain/share-images.ts) into
// public/images/share/. They are committed: drawing text needs fonts, which a server image may
// not have. Run it again after changing a card or BRAND_NAME.
import fs from "node:fs";
import path from "node:path";

import sharp from "sharp";

import { allShareCards } from "~/domain/share-cards";
import { SHARE_IMAGE, SHARE_IMAGE_DIR, type ShareCard, SITE_LOGO } from "~/domain/share-images";

const { width: W, height: H } = SHARE_IMAGE;
const FONT = "DejaVu Sans, Liberation Sans, Arial, sans-serif";
const TEXT_WIDTH = 640;

const escapeXml = (text: string) => text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");

/** Greedy word wrap by an average glyph width (bold sans: about 0.68 em). */
function wrap(text: string, size: number, glyph = 0.68): string[] {
  const max = Math.floor(TEXT_WIDTH / (size * glyph));
  const lines: string[] = [];
  for (const word of text.split(" ")) {
    const last = lines[lines.length - 1];
    if (last !== undefined && `${last} ${word}`.length <= max) lines[lines.length - 1] = `${last} ${word}`;
    else lines.push(word);
  }
  return lines;
}

function titleLines(title: string): { size: number; lines: string[] } {
  // One line if it fits at a large size, else two at the largest size that holds them.
  for (const size of [64, 56]) if (wrap(title, size).length === 1) return { size, lines: wrap(title, size) };
  for (const size of [64, 56, 48]) {
    const lines = wrap(title, size);
    if (lines.length <= 2) return { size, lines };
  }
  return { size: 48, lines: wrap(title, 48).slice(0, 2) };
}

function signSymbol(card: ShareCard): string {
  const file = path.join("public/images/signs", `${card.sign!.slug}.svg`);
  const inner = fs
    .readFileSync(file, "utf8")
    .replace(/^[\s\S]*?<svg[^>]*>/, "")
    .replace(/<\/svg>\s*$/, "")
    .replace(/<title>[\s\S]*?<\/title>/, "");
  // The sign files are 96×96; drawn 240 wide, centred on the wheel.
  return `<g transform="translate(810 195) scale(2.5)">${inner}</g>`;
}

// The home page's night-sky motif: a crescent and a chart wheel.
const WHEEL = `<circle cx="1010" cy="170" r="70" fill="#f6b73c"/><circle cx="1040" cy="150" r="62" fill="#3d2680"/>
<g fill="none" stroke="#f8d27a" stroke-width="3" opacity=".8"><circle cx="900" cy="380" r="120"/><circle cx="900" cy="380" r="76"/>
<path d="M780 380h240M900 260v240M815 295l170 170M985 295L815 465"/></g><circle cx="900" cy="380" r="18" fill="#f6b73c"/>`;

function svgFor(card: ShareCard, brand: string): string {
  const { size, lines } = titleLines(card.title);
  const subtitle = wrap(card.subtitle, 28, 0.55).slice(0, 2);
  let y = card.sign ? 300 : 250;
  const text: string[] = [`<text x="80" y="120" font-size="40" font-weight="bold" fill="#f8d27a">${escapeXml(brand)}</text>`];
  if (card.sign) text.push(`<text x="80" y="220" font-size="72" font-weight="bold" fill="#ffffff">${escapeXml(card.sign.name)}</text>`);
  for (const line of lines) {
    text.push(`<text x="80" y="${y}" font-size="${size}" font-weight="bold" fill="#ffffff">${escapeXml(line)}</text>`);
    y += Math.round(size * 1.2);
  }
  y += 20;
  for (const line of subtitle) {
    text.push(`<text x="80" y="${y}" font-size="28" fill="#e9e4f7">${escapeXml(line)}</text>`);
    y += 40;
  }
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">
<rect width="${W}" height="${H}" fill="#2b1a5a"/><circle cx="930" cy="315" r="300" fill="#3d2680"/>
<g fill="#fff4d6"><circle cx="80" cy="575" r="3"/><circle cx="640" cy="70" r="2.5"/><circle cx="1150" cy="590" r="3"/><circle cx="700" cy="580" r="2"/></g>
${card.sign ? `<g fill="none" stroke="#f8d27a" stroke-width="3" opacity=".35"><circle cx="930" cy="315" r="230"/><circle cx="930" cy="315" r="170"/></g>${signSymbol(card)}` : WHEEL}
<g font-family="${FONT}">${text.join("")}</g>
<rect x="80" y="540" width="120" height="8" rx="4" fill="#f6b73c"/>
</svg>`;
}

async function main() {
  const brand = process.env.BRAND_NAME?.trim() || "Grahavani";
  const dir = path.join("public", SHARE_IMAGE_DIR);
  fs.mkdirSync(dir, { recursive: true });
  let total = 0;
  for (const card of allShareCards()) {
    // A palette PNG: the cards are flat colours, which a palette keeps small.
    const png = await sharp(Buffer.from(svgFor(card, brand)))
      .png({ palette: true, compressionLevel: 9 })
      .toBuffer();
    fs.writeFileSync(path.join(dir, `${card.key}.png`), png);
    total += png.length;
  }
  // The Organization's logo for search engines, which want a raster picture: the favicon, large.
  const logo = await sharp(fs.readFileSync("public/favicon.svg"), { density: 1200 })
    .resize(SITE_LOGO.width, SITE_LOGO.height)
    .png({ palette: true, compressionLevel: 9 })
    .toBuffer();
  fs.writeFileSync(path.join("public", SITE_LOGO.path), logo);
  process.stdout.write(`${allShareCards().length} pictures, ${Math.round(total / 1024)} KB, in ${dir}\n`);
}

main().catch((error) => {
  process.stderr.write(`${error instanceof Error ? error.stack : String(error)}\n`);
  process.exit(1);
});
