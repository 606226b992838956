// The house's rooms and the arrows between them, read from the code's own imports: a room is a
// folder of app/ (or a file standing alone there), edge/ or tools/; an arrow is a room importing
// another, counted once however many files do. Tests, styles and libraries are no rooms.
//   node tools/rooms.mjs            the count of rooms and arrows
//   node tools/rooms.mjs --list     each arrow with how many imports make it
import fs from "node:fs";
import path from "node:path";

const ROOT = path.resolve(import.meta.dirname, "..");
const SOURCE = /\.(ts|tsx|mjs|js)$/;
const TRIES = ["", ".ts", ".tsx", ".mjs", ".js", "/index.ts", "/index.tsx"];

function filesUnder(dir) {
  return fs.readdirSync(path.join(ROOT, dir), { withFileTypes: true }).flatMap((entry) => {
    const file = path.posix.join(dir, entry.name);
    if (entry.isDirectory()) return filesUnder(file);
    return SOURCE.test(entry.name) ? [file] : [];
  });
}

function roomOf(file) {
  const parts = file.split("/");
  if (parts[0] === "app") return parts.length > 2 ? `app/${parts[1]}` : file;
  return parts[0];
}

function resolve(from, spec) {
  let base;
  if (spec.startsWith("~/")) base = `app/${spec.slice(2)}`;
  else if (spec.startsWith(".")) base = path.posix.normalize(path.posix.join(path.posix.dirname(from), spec));
  else return null;
  for (const stem of [base, base.replace(/\.js$/, "")]) {
    for (const ending of TRIES)
      if (fs.existsSync(path.join(ROOT, stem + ending)) && fs.statSync(path.join(ROOT, stem + ending)).isFile()) return stem + ending;
  }
  return null;
}

const arrows = new Map();
const files = ["app", "edge", "tools"].flatMap(filesUnder);
for (const file of files) {
  const text = fs.readFileSync(path.join(ROOT, file), "utf8");
  for (const match of text.matchAll(/(?:from|import)\s*\(?\s*["']([^"']+)["']/g)) {
    const target = resolve(file, match[1]);
    if (!target || !SOURCE.test(target) || target.startsWith("tests/")) continue;
    const [from, to] = [roomOf(file), roomOf(target)];
    if (from === to) continue;
    const key = `${from} -> ${to}`;
    arrows.set(key, (arrows.get(key) ?? 0) + 1);
  }
}

const rooms = new Set(files.map(roomOf));
console.log(`${rooms.size} rooms, ${arrows.size} arrows`);
if (process.argv.includes("--list")) for (const [key, count] of [...arrows].sort()) console.log(`  ${key} (${count})`);
