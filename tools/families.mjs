// How spread each page family's code is (issue 68), read from the code's own imports as
// tools/rooms.mjs reads them: the places its own code spans, the arrows running back up the
// floors, the wings importing another wing, the names a form's route and server module import, and
// the code pairs written twice in app/. It prints the figures; it does not judge them (the
// architecture test holds the rules), and fails only on its own errors (a family with no route
// file or a route file of no family: the map below is stale) or when a figure that was 0 when it
// was written is not (HELD_AT_ZERO).
//
// "Its own code": the modules reached (through every import, types too) from the family's route
// files, and from those of no other family nor from root.tsx and entry.*, plus its route files
// and app/features/<family>/. Its places are counted from those; the places of everything it
// reaches, shared pieces too, are printed beside them as "all".
//   node tools/families.mjs           the table, then each measure
//   node tools/families.mjs --json    the same figures for a machine
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

/**
 * The page families, each with its route files as patterns under app/routes/ (`*` within a name,
 * `**` across folders; a pattern naming a folder owns what is inside it). A route file belongs to
 * the first family whose pattern it matches, so the catch-alls come last; a `*.server.ts` beside a
 * route matches with it. A family also owns everything under app/features/<family>/.
 */
export const FAMILIES = [
  [
    "kundli",
    [
      "_public+/kundli.*",
      "_public+/kundli-milan.*",
      "_public+/kundli_.shared.$token.*",
      "_account+/my-kundlis.*",
      "_account+/profile_.kundli.*",
    ],
  ],
  ["city-day", ["_public+/city-day.*"]],
  ["hindu-month", ["_public+/hindu-calendar.*", "_resources+/hindu-calendar.*"]],
  ["muhurat", ["_public+/muhurat.*"]],
  ["festivals", ["_public+/festival.*", "_resources+/festival.*"]],
  ["grahan", ["_public+/grahan.*", "_resources+/grahan.*"]],
  ["gochar", ["_public+/gochar.*"]],
  ["horoscopes", ["_public+/daily-horoscope.*", "_public+/yearly-horoscope.*"]],
  ["blogs", ["_public+/blogs.*", "_resources+/media.blog.*"]],
  ["account", ["_account+/**"]],
  ["onboarding", ["_onboarding+/**"]],
  ["admin", ["admin+/**"]],
  ["site", ["_public+/**", "_resources+/**"]],
].map(([name, routes]) => ({ name, routes }));

/** The engine: pure astronomy and the rules of jyotish. */
export const ENGINE = "jyotish";

/**
 * The shared floor every family may stand on: these folders of app/, and app/'s own files. What is
 * left in components/, pages/, seo/ and services/ is what several families (or the edge) share:
 * what one family alone uses lives in its wing.
 */
export const FLOOR = [
  "clock",
  "words",
  "ui",
  "components",
  "pages",
  "seo",
  "services",
  "infra",
  "domain",
  "forms",
  "locales",
  "data",
  "styles",
];

/** The floors, bottom first; rooms on one floor may import one another. `root`: app/'s own files. */
export const ORDER = [
  ["clock", "styles"],
  ["jyotish"],
  ["domain"],
  ["locales"],
  ["words"],
  ["forms"],
  ["data"],
  ["infra"],
  ["services"],
  ["seo", "ui", "components"],
  ["pages", "features"],
  ["routes"],
  ["root"],
];

/**
 * What the duplicates measure leaves out: data, migrations, the locale tables, and the seeds (rows
 * of demo and festival data written as TypeScript, alike by design: one year's table beside the next).
 */
export const NOT_CODE = [/^app\/locales\//, /^app\/data\//, /^app\/infra\/migrations\//, /^app\/infra\/seed\//];
export const SHARED_LINES = 6;

/** A run standing in more places than this is boilerplate, left out rather than paired many times over. */
export const MOST_PLACES = 8;

/** The figures that were 0 when this was written and are held there: the run fails when one is not. */
export const HELD_AT_ZERO = {
  wingToWing: "a family imports another family's insides (STYLE.md: a family's code lives together)",
};

const SOURCE = /\.(ts|tsx|mjs|js)$/;
const TRIES = ["", ".ts", ".tsx", ".mjs", ".js", "/index.ts", "/index.tsx"];

function globToRegExp(glob) {
  const body = glob
    .split(/(\*\*|\*)/)
    .map((part) => (part === "**" ? ".*" : part === "*" ? "[^/]*" : part.replace(/[.+?^${}()|[\]\\]/g, "\\$&")))
    .join("");
  return new RegExp(`^${body}$`);
}

const familyPatterns = FAMILIES.map((family) => ({ name: family.name, patterns: family.routes.map(globToRegExp) }));

/** The family a route file (its path under app/routes/) belongs to, or null. */
export function familyOfRoute(routePath) {
  const parts = routePath.split("/");
  const candidates = parts.map((_, i) => parts.slice(0, i + 1).join("/"));
  for (const family of familyPatterns)
    if (family.patterns.some((pattern) => candidates.some((candidate) => pattern.test(candidate)))) return family.name;
  return null;
}

/** The family whose wing holds an app file (its route files or app/features/<family>/), or null. */
export function wingOf(file) {
  if (file.startsWith("app/routes/")) return familyOfRoute(file.slice("app/routes/".length));
  const feature = /^app\/features\/([^/]+)\//.exec(file);
  return feature && FAMILIES.some((family) => family.name === feature[1]) ? feature[1] : null;
}

/** The room of an app file for the floors' order: its folder under app/, or `root`. */
export function roomOf(file) {
  const parts = file.split("/");
  return parts.length > 2 ? parts[1] : "root";
}

/** Where an app module stands as seen from a family: `wing`, `engine`, `floor` or its own place. */
export function placeOf(file, family) {
  const wing = wingOf(file);
  if (wing === family) return "wing";
  const room = roomOf(file);
  if (room === ENGINE) return "engine";
  if (room === "root" || FLOOR.includes(room)) return "floor";
  if (wing) return room === "routes" ? `app/routes (${wing})` : `app/features/${wing}`;
  if (room === "features") return `app/features/${file.split("/")[2]}`;
  return `app/${room}`;
}

function filesUnder(root, dir) {
  if (!fs.existsSync(path.join(root, dir))) return [];
  const entries = fs
    .readdirSync(path.join(root, dir), { withFileTypes: true })
    .sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
  return entries.flatMap((entry) => {
    const file = path.posix.join(dir, entry.name);
    if (entry.isDirectory()) return filesUnder(root, file);
    return SOURCE.test(entry.name) ? [file] : [];
  });
}

function resolve(root, from, spec) {
  let base;
  const bare = spec.replace(/\?.*$/, "");
  if (bare.startsWith("~/")) base = `app/${bare.slice(2)}`;
  else if (bare.startsWith(".")) base = path.posix.normalize(path.posix.join(path.posix.dirname(from), bare));
  else return null;
  for (const stem of [base, base.replace(/\.js$/, "")])
    for (const ending of TRIES) {
      const full = path.join(root, stem + ending);
      if (fs.existsSync(full) && fs.statSync(full).isFile()) return stem + ending;
    }
  return null;
}

const CLAUSE = String.raw`(?:type\s+)?(?:\*(?:\s+as\s+[\w$]+)?|\{[^}]*\}|[\w$]+(?:\s*,\s*(?:\{[^}]*\}|\*\s+as\s+[\w$]+))?)`;
const STATIC = new RegExp(String.raw`^[ \t]*(import|export)\s+(${CLAUSE})\s*from\s*["']([^"']+)["']`, "gm");
const BARE = /^[ \t]*import\s*["']([^"']+)["']/gm;
const DYNAMIC = /\bimport\(\s*["']([^"']+)["']\s*\)/g;

/** The names an import or re-export clause takes: `default`, `*` for a namespace, or each named one. */
export function namesOf(clause) {
  const text = clause
    .replace(/\/\*[\s\S]*?\*\//g, "")
    .replace(/\/\/[^\n]*/g, "")
    .replace(/^type\s+/, "")
    .trim();
  const names = [];
  const braces = /\{([^}]*)\}/.exec(text);
  const outside = text.replace(/\{[^}]*\}/, "").trim();
  if (/^\*/.test(outside) || /,\s*\*/.test(outside)) names.push("*");
  const first = /^([\w$]+)/.exec(outside);
  if (first) names.push("default");
  if (braces)
    for (const item of braces[1].split(",")) {
      const name = item
        .trim()
        .replace(/^type\s+/, "")
        .split(/\s+as\s+/)[0]
        .trim();
      if (name) names.push(name);
    }
  return names;
}

/** Whether the compiler erases an import: `import type …`, or braces whose every name is a type. */
export function typeOnly(clause) {
  if (/^type\s/.test(clause)) return true;
  const braces = /^\{([^}]*)\}$/.exec(clause.trim());
  const items = braces
    ? braces[1]
        .split(",")
        .map((item) => item.trim())
        .filter(Boolean)
    : [];
  return items.length > 0 && items.every((item) => /^type\s/.test(item));
}

/**
 * Every source file of app/ with its imports: `{ spec, target, names, type }`, where target is the
 * app file it resolves to (null for a package), names what it takes (empty for `import "x"` and a
 * dynamic import), and type whether the compiler erases it.
 */
export function readApp(root) {
  const files = filesUnder(root, "app");
  const imports = new Map();
  for (const file of files) {
    const text = fs.readFileSync(path.join(root, file), "utf8");
    const found = [];
    for (const match of text.matchAll(STATIC)) {
      const [, keyword, clause, spec] = match;
      found.push({ spec, target: resolve(root, file, spec), names: namesOf(clause), type: typeOnly(clause), keyword });
    }
    for (const match of text.matchAll(BARE))
      found.push({ spec: match[1], target: resolve(root, file, match[1]), names: [], type: false, keyword: "import" });
    for (const match of text.matchAll(DYNAMIC))
      found.push({ spec: match[1], target: resolve(root, file, match[1]), names: [], type: false, keyword: "import" });
    imports.set(file, found);
  }
  return { root, files, imports };
}

function reach(app, starts) {
  const seen = new Set(starts);
  const queue = [...starts];
  while (queue.length > 0) {
    const file = queue.pop();
    for (const { target } of app.imports.get(file) ?? [])
      if (target && target.startsWith("app/") && !seen.has(target)) {
        seen.add(target);
        queue.push(target);
      }
  }
  return seen;
}

/** Problems with the map itself: a family with no route file, a route file or a folder of app/features/ of no family. */
export function mapProblems(app) {
  const routes = app.files.filter((file) => file.startsWith("app/routes/"));
  const problems = [];
  for (const family of FAMILIES)
    if (!routes.some((file) => wingOf(file) === family.name))
      problems.push(`the family ${family.name} has no route file: its patterns are stale`);
  for (const file of routes) if (!wingOf(file)) problems.push(`${file} belongs to no family: add it to FAMILIES`);
  const features = new Set(app.files.filter((file) => file.startsWith("app/features/")).map((file) => file.split("/")[2]));
  for (const folder of features)
    if (!FAMILIES.some((family) => family.name === folder))
      problems.push(`app/features/${folder}/ is no family's: name it for one of FAMILIES`);
  return problems;
}

/** 1. For each family: its files, its own modules and their places, and the places of all it reaches. */
export function spread(app) {
  const wings = new Map(FAMILIES.map((family) => [family.name, app.files.filter((file) => wingOf(file) === family.name)]));
  const reached = new Map([...wings].map(([name, files]) => [name, reach(app, files)]));
  const frame = reach(
    app,
    app.files.filter((file) => roomOf(file) === "root"),
  );
  return FAMILIES.map(({ name }) => {
    const others = [...reached].filter(([other]) => other !== name).map(([, modules]) => modules);
    const own = [...reached.get(name)].filter(
      (file) => wingOf(file) === name || (!frame.has(file) && !others.some((modules) => modules.has(file))),
    );
    const places = (modules) => {
      const counted = new Map();
      for (const file of modules) counted.set(placeOf(file, name), (counted.get(placeOf(file, name)) ?? 0) + 1);
      return [...counted]
        .sort(([a], [b]) => rankOfPlace(a) - rankOfPlace(b) || a.localeCompare(b))
        .map(([place, modules]) => ({ place, modules }));
    };
    return {
      family: name,
      routes: wings.get(name).filter((file) => file.startsWith("app/routes/") && !/\.server\.ts$/.test(file)).length,
      wingFiles: wings.get(name).length,
      own: own.length,
      reached: reached.get(name).size,
      ownPlaces: places(own),
      allPlaces: places(reached.get(name)),
    };
  });
}

const rankOfPlace = (place) => ["wing", "engine", "floor"].indexOf(place) + (["wing", "engine", "floor"].includes(place) ? 0 : 10);

/** The floor a room stands on (its index in ORDER), or -1 for a room the order does not name. */
export function floorOf(room) {
  return ORDER.findIndex((floor) => floor.includes(room));
}

/** 2. Imports from a lower room to a higher one, each `{ from, to, fromRoom, toRoom, type }`. */
export function arrowsUp(app) {
  const arrows = [];
  const unranked = new Set();
  for (const [file, found] of app.imports)
    for (const { target, type } of found) {
      if (!target || !target.startsWith("app/")) continue;
      const [fromRoom, toRoom] = [roomOf(file), roomOf(target)];
      if (fromRoom === toRoom) continue;
      for (const room of [fromRoom, toRoom]) if (floorOf(room) < 0) unranked.add(room);
      if (floorOf(fromRoom) >= 0 && floorOf(toRoom) >= 0 && floorOf(fromRoom) < floorOf(toRoom))
        arrows.push({ from: file, to: target, fromRoom, toRoom, type });
    }
  return { arrows: sortBy(arrows, (a) => `${a.fromRoom} ${a.toRoom} ${a.from} ${a.to}`), unranked: [...unranked].sort() };
}

/** 3. Imports from a file of one family's wing to a file of another's, each `{ from, to, fromFamily, toFamily }`. */
export function wingToWing(app) {
  const found = [];
  for (const [file, imports] of app.imports) {
    const fromFamily = wingOf(file);
    if (!fromFamily) continue;
    for (const { target } of imports) {
      const toFamily = target && wingOf(target);
      if (toFamily && toFamily !== fromFamily) found.push({ from: file, to: target, fromFamily, toFamily });
    }
  }
  return sortBy(found, (a) => `${a.from} ${a.to}`);
}

/** The distinct names a set of files imports (`module#name`, a namespace as one) and the modules they come from. */
export function importedNames(app, files) {
  const names = new Set();
  const modules = new Set();
  for (const file of files)
    for (const { spec, target, names: taken } of app.imports.get(file) ?? []) {
      if (taken.length === 0) continue;
      const module = target ?? spec;
      modules.add(module);
      for (const name of taken) names.add(`${module}#${name}`);
    }
  return { names: names.size, modules: modules.size };
}

/** 4. Each form page (a wing's page with a `.server.ts` beside it, one of them exporting an action): its names, most first. */
export function formNames(app) {
  const forms = [];
  for (const file of app.files) {
    if (!/^app\/(?:routes|features\/[^/]+\/pages)\//.test(file) || !/\.tsx$/.test(file)) continue;
    const server = file.replace(/\.tsx$/, ".server.ts");
    if (!app.imports.has(server)) continue;
    const exportsAction = [file, server].some((f) =>
      /^export\s+(?:async\s+)?(?:function|const|let)\s+action\b|^export\s*\{[^}]*\baction\b[^}]*\}/m.test(
        fs.readFileSync(path.join(app.root, f), "utf8"),
      ),
    );
    if (exportsAction) forms.push({ route: file, family: wingOf(file), ...importedNames(app, [file, server]) });
  }
  return forms.sort((a, b) => b.names - a.names || b.modules - a.modules || a.route.localeCompare(b.route));
}

/** The lines of a file that count as code: `{ line, text }`, white space folded, blank, comment, import and lone-punctuation lines left out. */
export function codeLines(text) {
  const lines = [];
  let inComment = false;
  let inImport = false;
  text.split("\n").forEach((raw, i) => {
    let line = raw;
    if (inComment) {
      const end = line.indexOf("*/");
      if (end < 0) return;
      inComment = false;
      line = line.slice(end + 2);
    }
    line = line.replace(/\/\*.*?\*\//g, "");
    const open = line.indexOf("/*");
    if (open >= 0 && !/["'`]/.test(line.slice(0, open))) {
      inComment = true;
      line = line.slice(0, open);
    }
    line = line.replace(/\s+/g, " ").trim();
    if (inImport) {
      if (/\bfrom\s*["'][^"']+["'];?$/.test(line) || /;$/.test(line)) inImport = false;
      return;
    }
    if (/^(import|export)\b[^=(]*\{[^}]*$/.test(line) && !/["'][^"']*["']/.test(line)) {
      inImport = /^import\b/.test(line) || /^export\s*(type\s*)?\{/.test(line);
      if (inImport) return;
    }
    if (/^import\b/.test(line) || /^export\b[^=]*\bfrom\s*["']/.test(line)) return;
    if (line === "" || line.startsWith("//") || /^[\s{}()[\];,.:<>/=?&|!*+-]*$/.test(line)) return;
    lines.push({ line: i + 1, text: line });
  });
  return lines;
}

/** 5. Places in app/ that share SHARED_LINES or more code lines, paired by file: `{ a, b, lines, runs }`, most shared first. */
export function duplicatePairs(root, files) {
  const code = new Map();
  for (const file of files) {
    if (!/\.(ts|tsx)$/.test(file) || NOT_CODE.some((pattern) => pattern.test(file))) continue;
    code.set(file, codeLines(fs.readFileSync(path.join(root, file), "utf8")));
  }
  const windows = new Map();
  for (const [file, lines] of code)
    for (let i = 0; i + SHARED_LINES <= lines.length; i++) {
      const key = lines
        .slice(i, i + SHARED_LINES)
        .map((l) => l.text)
        .join("\n");
      if (!windows.has(key)) windows.set(key, []);
      windows.get(key).push([file, i]);
    }
  const pairs = new Map();
  let tooCommon = 0;
  const same = (fa, ia, fb, ib) =>
    ia >= 0 && ib >= 0 && ia < code.get(fa).length && ib < code.get(fb).length && code.get(fa)[ia].text === code.get(fb)[ib].text;
  for (const places of windows.values()) {
    if (places.length < 2) continue;
    if (places.length > MOST_PLACES) {
      tooCommon++;
      continue;
    }
    for (let x = 0; x < places.length; x++)
      for (let y = x + 1; y < places.length; y++) {
        const [[fa, ia], [fb, ib]] = [places[x], places[y]];
        if (fa === fb && ib - ia < SHARED_LINES) continue;
        if (same(fa, ia - 1, fb, ib - 1)) continue;
        let length = SHARED_LINES;
        while (same(fa, ia + length, fb, ib + length) && (fa !== fb || ia + length < ib)) length++;
        const [la, lb] = [code.get(fa), code.get(fb)];
        const run = {
          a: `${fa}:${la[ia].line}-${la[ia + length - 1].line}`,
          b: `${fb}:${lb[ib].line}-${lb[ib + length - 1].line}`,
          lines: length,
        };
        const key = `${fa} ${fb}`;
        if (!pairs.has(key)) pairs.set(key, { a: fa, b: fb, lines: 0, runs: [] });
        pairs.get(key).lines += length;
        pairs.get(key).runs.push(run);
      }
  }
  const sorted = [...pairs.values()].map((pair) => ({ ...pair, runs: pair.runs.sort((r, s) => s.lines - r.lines) }));
  return {
    pairs: sorted.sort((p, q) => q.lines - p.lines || p.a.localeCompare(q.a) || p.b.localeCompare(q.b)),
    files: code.size,
    tooCommon,
  };
}

function sortBy(list, key) {
  return list.sort((a, b) => key(a).localeCompare(key(b)));
}

/** Every measure of the tree at root. */
export function measure(root) {
  const app = readApp(root);
  const figures = {
    families: spread(app),
    arrowsUp: arrowsUp(app),
    wingToWing: wingToWing(app),
    forms: formNames(app),
    duplicates: duplicatePairs(root, app.files),
  };
  const held = Object.entries(HELD_AT_ZERO)
    .filter(([figure]) => figures[figure].length > 0)
    .map(([figure, reason]) => `${figure} is ${figures[figure].length}, held at 0: ${reason}`);
  return { problems: [...mapProblems(app), ...held], ...figures };
}

function pad(value, width) {
  return String(value).padStart(width);
}

function print(figures) {
  const { families, arrowsUp: up, wingToWing: wings, forms, duplicates } = figures;
  const worst = (family) => forms.find((form) => form.family === family);
  const header = `${"family".padEnd(12)} routes  own/reached  own places  all places  wing→wing  worst form: names/modules`;
  console.log(header);
  for (const row of families) {
    const out = wings.filter((w) => w.fromFamily === row.family).length;
    const form = worst(row.family);
    console.log(
      `${row.family.padEnd(12)} ${pad(row.routes, 6)}  ${pad(`${row.own}/${row.reached}`, 11)}  ${pad(row.ownPlaces.length, 10)}  ${pad(row.allPlaces.length, 10)}  ${pad(out, 9)}  ${form ? `${form.names}/${form.modules} ${path.posix.basename(form.route)}` : "-"}`,
    );
  }
  const named = (places) => places.map(({ place, modules }) => `${place} ${modules}`).join(", ");
  console.log(`\n1. Places its own code spans (target 3 at most: wing, engine, floor), then all it reaches; each with its modules`);
  for (const row of families) {
    console.log(`  ${row.family}: ${row.ownPlaces.length} own: ${named(row.ownPlaces)}`);
    console.log(`  ${" ".repeat(row.family.length)}  ${row.allPlaces.length} all: ${named(row.allPlaces)}`);
  }
  console.log(`\n2. Arrows running back up (target 0): ${up.arrows.length} imports`);
  for (const arrow of up.arrows)
    console.log(`  ${arrow.fromRoom} -> ${arrow.toRoom}: ${arrow.from} -> ${arrow.to}${arrow.type ? " (type)" : ""}`);
  if (up.unranked.length > 0) console.log(`  rooms the order does not name (not judged): ${up.unranked.join(", ")}`);
  console.log(`\n3. Wings importing another wing (target 0): ${wings.length} imports`);
  for (const w of wings) console.log(`  ${w.fromFamily} -> ${w.toFamily}: ${w.from} -> ${w.to}`);
  const registration = forms.find((form) => form.route === "app/features/account/pages/user-registration.tsx");
  console.log(
    `\n4. Names a form's route and server module import (target 35 at most)${registration ? `: the customer registration ${registration.names} names from ${registration.modules} modules` : ""}; of ${forms.length} forms, the most:`,
  );
  for (const form of forms.slice(0, 10)) console.log(`  ${pad(form.names, 3)} names from ${pad(form.modules, 2)} modules  ${form.route}`);
  console.log(
    `\n5. Code pairs sharing ${SHARED_LINES} or more code lines in app/ (no data, seeds, migrations, locale tables or CSS): ${duplicates.pairs.length} pairs in ${duplicates.files} files${duplicates.tooCommon ? `; ${duplicates.tooCommon} runs in more than ${MOST_PLACES} places left out` : ""}`,
  );
  duplicates.pairs.slice(0, 10).forEach((pair, i) => {
    const [longest] = pair.runs;
    console.log(
      `  D${i + 1} ${longest.a} ~ ${longest.b} (${longest.lines} lines${pair.runs.length > 1 ? `; +${pair.runs.length - 1} more runs, ${pair.lines} in all` : ""})`,
    );
  });
}

function main() {
  const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
  const figures = measure(root);
  if (process.argv.includes("--json")) console.log(JSON.stringify(figures, null, 2));
  else print(figures);
  for (const problem of figures.problems) console.error(`families: ${problem}`);
  if (figures.problems.length > 0) process.exitCode = 1;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) main();
