import fs from "node:fs";
import path from "node:path";

import { describe, expect, it } from "vitest";

// The docs name files, modules and scripts so that a reader can open them. When code moves, the
// docs that name it must move with it: this test lists every name that no longer leads anywhere,
// with the doc and the line to put right.
//
// Read: README.md, docs/*.md and the decision records docs/decisions/*.md, except a record that is
// superseded as a whole (its history is kept as it was written; the record that replaced it holds).
// A record is superseded when its status says so: the `Status:` line under its title, or a line of
// its `## Status` section, begins "Superseded by". "Superseded in part" is not superseded.
//
// A record that tells history names what exists now, or words the past without a dead path ("a
// module of infra then", "a script decision 062 removed").

const root = path.resolve(__dirname, "../..");
const read = (file: string) => fs.readFileSync(path.join(root, file), "utf8");
const exists = (file: string) => fs.existsSync(path.join(root, file));
const foldersOf = (dir: string) =>
  fs
    .readdirSync(path.join(root, dir), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);
/** A folder a move has emptied stays on disk (git keeps no folders) but is no longer one of ours. */
const holdsFiles = (dir: string): boolean =>
  fs.readdirSync(path.join(root, dir), { withFileTypes: true }).some((entry) => !entry.isDirectory() || holdsFiles(`${dir}/${entry.name}`));
const filledFoldersOf = (dir: string) => foldersOf(dir).filter((folder) => holdsFiles(`${dir}/${folder}`));

/** A path is a name of ours when it starts with one of the repository's folders... */
const ROOT_FOLDERS = ["app", "tests", "tools", "docs", "scripts", "edge", "public"];
/**
 * ...or with one of app/'s, the house's shorthand (STYLE.md: `domain/words.ts`). The list keeps the
 * folders app/ has had, so that a doc still naming one after it is gone fails...
 */
const APP_FOLDERS = new Set([
  "components",
  "data",
  "domain",
  "forms",
  "infra",
  "jyotish",
  "locales",
  "pages",
  "routes",
  "seo",
  "services",
  "styles",
]);
for (const folder of foldersOf("app")) APP_FOLDERS.add(folder);
/** ...or with one of tests/ (`unit/redirects.test.ts`); `components/` is app's. */
const TEST_FOLDERS = ["unit", "integration", "e2e"];
/** A bare name of a root file: the configuration files at the repository's top. */
const ROOT_FILE =
  /^(?:[\w-]+\.config\.[cm]?[jt]s|package(?:-lock)?\.json|tsconfig(?:\.[\w-]+)?\.json|\.prettierrc(?:\.json)?|\.env\.example)$/;
/** What the build writes (anchored folders of .gitignore, such as /public/build/) is named but never committed. */
const GENERATED = read(".gitignore")
  .split("\n")
  .filter((line) => /^\/.+\/$/.test(line))
  .map((line) => line.slice(1));

/** Placeholders and globs: `app/forms/validators/<form>.ts`, `tests/unit/almanac-*.test.ts`, `…`, `{namespace}`. Only the folder before them is checked. */
const PLACEHOLDER = /[*<>…]|\{[^,}]*\}/;

/** Where a module specifier or path leads: `~/x` and `domain/x` are app's, `unit/x` tests'. */
function fileOf(name: string): string | null {
  if (name.startsWith("~/")) return `app/${name.slice(2)}`;
  const first = name.split("/")[0];
  if (ROOT_FOLDERS.includes(first)) return name;
  if (APP_FOLDERS.has(first)) return `app/${name}`;
  if (TEST_FOLDERS.includes(first)) return `tests/${name}`;
  return null;
}

/** `a{b,c}d` → abd, acd; `a(.server).ts` → a.ts, a.server.ts. */
function expand(name: string): string[] {
  const braces = /\{([^{}]*,[^{}]*)\}/.exec(name);
  if (braces) {
    return braces[1].split(",").flatMap((part) => expand(name.slice(0, braces.index) + part + name.slice(braces.index + braces[0].length)));
  }
  const optional = /\(([^()]*)\)/.exec(name);
  if (optional) {
    const before = name.slice(0, optional.index);
    const after = name.slice(optional.index + optional[0].length);
    return [...expand(before + after), ...expand(before + optional[1] + after)];
  }
  return [name];
}

/** A file, a folder, or a module as TypeScript resolves it (`~/components/shared-browser-code`). */
const resolved = new Map<string, boolean>();
function resolves(file: string): boolean {
  let found = resolved.get(file);
  if (found === undefined) {
    found = ["", ".ts", ".tsx", ".js", ".mjs", "/index.ts", "/index.tsx"].some((suffix) => exists(file + suffix));
    resolved.set(file, found);
  }
  return found;
}

/** The words of a line that may be paths: split at spaces, backticks, quotes and table bars, then at a link's `](`. */
function candidatesOf(line: string): string[] {
  return line
    .split(/[\s`"'|]+/)
    .flatMap((word) => word.split("]("))
    .map((word) => {
      let name = word.replace(/^[([*_]+/, "").replace(/#.*$/, "");
      for (;;) {
        const trimmed = name.replace(/[.,:;!?*_\]]+$/, "").replace(/:\d+$/, "");
        const unbalanced = trimmed.endsWith(")") && trimmed.split(")").length > trimmed.split("(").length;
        const next = unbalanced ? trimmed.slice(0, -1) : trimmed;
        if (next === name) return name;
        name = next;
      }
    })
    .filter((name) => name.includes("/"));
}

interface Doc {
  file: string;
  lines: string[];
  text: string;
}

function isSuperseded(text: string): boolean {
  const statusLine = /^Status:.*$/m.exec(text)?.[0] ?? "";
  const section = /^## Status\n([\s\S]*?)(?=^## |(?![\s\S]))/m.exec(text)?.[1] ?? "";
  return [statusLine.replace(/^Status:\s*/, ""), ...section.split("\n")].some((line) => /^Superseded by\b/.test(line.trim()));
}

const mdIn = (dir: string) =>
  fs
    .readdirSync(path.join(root, dir))
    .filter((name) => name.endsWith(".md"))
    .sort()
    .map((name) => `${dir}/${name}`);

const allDocs: Doc[] = ["README.md", ...mdIn("docs"), ...mdIn("docs/decisions")].map((file) => {
  const text = read(file);
  return { file, text, lines: text.split("\n") };
});
const docs = allDocs.filter((doc) => !(doc.file.startsWith("docs/decisions/") && isSuperseded(doc.text)));
const lineAt = (text: string, index: number) => text.slice(0, index).split("\n").length;

describe("the docs name what exists", () => {
  it("reads the README, the docs and the decision records that stand", () => {
    expect(docs.length).toBeGreaterThan(100);
    // The rule finds the records that say they are superseded, and only those.
    const superseded = allDocs.filter((doc) => !docs.includes(doc)).map((doc) => doc.file);
    expect(superseded).toContain("docs/decisions/024-own-form-check-instead-of-remix-validated-form.md");
    expect(superseded).toContain("docs/decisions/056-single-fetch-measured-and-held-back.md");
    expect(superseded).not.toContain("docs/decisions/038-otp-hardening.md");
    expect(superseded).not.toContain("docs/decisions/059-single-fetch-on.md");
  });

  it("every file, folder and module a doc names (app/…, tests/…, tools/…, ~/…, domain/…) exists", () => {
    const missing: string[] = [];
    for (const doc of docs) {
      doc.lines.forEach((line, index) => {
        for (const name of candidatesOf(line)) {
          for (const variant of expand(name)) {
            let file = fileOf(variant);
            if (file === null) continue;
            const placeholder = PLACEHOLDER.exec(file);
            if (placeholder) file = file.slice(0, file.lastIndexOf("/", placeholder.index) + 1);
            if (GENERATED.some((folder) => file.startsWith(folder))) continue;
            if (!resolves(file)) missing.push(`${doc.file}:${index + 1}: ${variant}${file === variant ? "" : ` (${file})`}`);
          }
        }
      });
    }
    expect(missing).toEqual([]);
  });

  it("every root file a doc names in backticks (`remix.config.js`, `package.json`) exists", () => {
    const missing: string[] = [];
    for (const doc of docs) {
      for (const match of doc.text.matchAll(/`([^`\s/]+)`/g)) {
        if (ROOT_FILE.test(match[1]) && !exists(match[1])) missing.push(`${doc.file}:${lineAt(doc.text, match.index)}: ${match[1]}`);
      }
    }
    expect(missing).toEqual([]);
  });

  it("every relative link leads to a file", () => {
    const missing: string[] = [];
    for (const doc of docs) {
      for (const match of doc.text.matchAll(/\]\(([^)\s]+)\)/g)) {
        const target = match[1].replace(/#.*$/, "");
        if (target === "" || /^[a-z][\w+.-]*:/i.test(target) || target.startsWith("/")) continue;
        const file = path.join(path.dirname(doc.file), target);
        if (file.startsWith("..")) continue; // the spec and the architecture, beside the repository
        if (!exists(file)) missing.push(`${doc.file}:${lineAt(doc.text, match.index)}: ${match[1]}`);
      }
    }
    expect(missing).toEqual([]);
  });

  it("every `npm run <script>`, `npm test` and `npm start` is a script of package.json", () => {
    const scripts = Object.keys((JSON.parse(read("package.json")) as { scripts: Record<string, string> }).scripts);
    const missing: string[] = [];
    for (const doc of docs) {
      for (const match of doc.text.matchAll(/\bnpm\s+(?:run\s+([\w:.-]+)|(test|start)\b)/g)) {
        const script = match[1] ?? match[2];
        if (!scripts.includes(script)) missing.push(`${doc.file}:${lineAt(doc.text, match.index)}: npm run ${script}`);
      }
    }
    expect(missing).toEqual([]);
  });
});

describe("the README's layout draws the folders as they are", () => {
  const readme = read("README.md");
  const section = /^## Layout\n([\s\S]*?)(?=^## )/m.exec(readme)?.[1] ?? "";
  const drawing = /```\n([\s\S]*?)```/.exec(section)?.[1] ?? "";
  const firstLine = lineAt(readme, readme.indexOf(drawing));

  /** Each entry of the drawing's first column, a folder's sub-folders (indented) under it. */
  const entries: { name: string; line: number; parent: string | null }[] = [];
  let parent: string | null = null;
  drawing.split("\n").forEach((line, index) => {
    const top = /^(\S.*?)(?: {2,}|$)/.exec(line);
    const child = /^ {2}(\S+)(?: {2,}|$)/.exec(line);
    if (top) {
      const names = top[1].split(/,\s*/);
      for (const name of names) entries.push({ name, line: firstLine + index, parent: null });
      parent = names.length === 1 && names[0].endsWith("/") ? names[0] : null;
    } else if (child && parent) {
      entries.push({ name: parent + child[1], line: firstLine + index, parent });
    }
  });
  const drawn = new Set(entries.map((entry) => entry.name.replace(/\/$/, "")));

  it("finds the drawing", () => {
    expect(entries.length).toBeGreaterThan(10);
  });

  it("every file and folder it draws exists", () => {
    const missing = entries.filter((entry) => !exists(entry.name)).map((entry) => `README.md:${entry.line}: ${entry.name}`);
    expect(missing).toEqual([]);
  });

  it("every folder of app/ is drawn", () => {
    const undrawn = filledFoldersOf("app")
      .map((folder) => `app/${folder}`)
      .filter((folder) => !drawn.has(folder))
      .map((folder) => `README.md:${firstLine}: ${folder}/ is not drawn`);
    expect(undrawn).toEqual([]);
  });

  it("a folder drawn with its sub-folders has them all drawn (app/routes/ and its areas)", () => {
    const parents = new Set(entries.flatMap((entry) => (entry.parent ? [entry.parent] : [])));
    const undrawn = [...parents].flatMap((folder) =>
      filledFoldersOf(folder.replace(/\/$/, ""))
        .map((sub) => folder + sub)
        .filter((sub) => !drawn.has(sub))
        .map((sub) => `README.md:${firstLine}: ${sub}/ is not drawn under ${folder}`),
    );
    expect(undrawn).toEqual([]);
  });
});
