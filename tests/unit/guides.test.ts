import fs from "node:fs";
import path from "node:path";

import { describe, expect, it } from "vitest";

// The newcomer's guides name files and functions by their code names: each must still be there,
// or the guide has gone out of date.
const ROOT = path.resolve(__dirname, "../..");
const GUIDES = ["docs/how-to-add-a-page.md", "docs/how-to-add-a-form.md"];

function filesUnder(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === "node_modules" || entry.name.startsWith(".") ? [] : filesUnder(full);
    return /\.(tsx?|mjs|js)$/.test(entry.name) ? [full] : [];
  });
}

// Our code, and the type declarations of the libraries the guides teach.
const OWN = [
  ...["app", "edge", "tools/cli", "tests/support", "tests/e2e"].flatMap((dir) => filesUnder(path.join(ROOT, dir))),
  path.join(ROOT, "remix.config.js"),
];
const LIBRARIES = [
  "remix-validated-form",
  "@remix-run/react",
  "@remix-run/node",
  "@remix-run/server-runtime",
  "@remix-run/testing",
  "zod",
  "@types/react",
  "react-i18next",
];
const libraryTypes = LIBRARIES.flatMap((name) => filesUnder(path.join(ROOT, "node_modules", name)).filter((f) => f.endsWith(".d.ts")));
const ownText = OWN.map((f) => fs.readFileSync(f, "utf8")).join("\n");
const libraryText = libraryTypes.map((f) => fs.readFileSync(f, "utf8")).join("\n");

/** The code spans of a Markdown text: `x` and the lines of ``` blocks. */
function codeSpans(markdown: string): string[] {
  const blocks = Array.from(markdown.matchAll(/```\w*\n([\s\S]*?)```/g), (m) => m[1]);
  const inline = Array.from(markdown.replace(/```\w*\n[\s\S]*?```/g, "").matchAll(/`([^`\n]+)`/g), (m) => m[1]);
  return [...inline, ...blocks];
}

/** The paths a span names (app/…, tests/…), placeholders (<form>, …) left out. */
const pathsIn = (span: string) =>
  Array.from(span.matchAll(/(?:^|[\s("'])((?:app|tests|tools|edge|cli|docs)\/[\w+.$/[\]-]+)/g), (m) =>
    m[1].replace(/[.,:;)]+$/, ""),
  ).filter((p) => !/[<…*]/.test(p));

/** The names a span calls or is: `readForm`, `pageMeta(site, …)`, `<ValidatedForm …>`. */
const namesIn = (span: string) => {
  const calls = Array.from(span.matchAll(/(?:^|[^\w.])([A-Za-z_]\w*)\(/g), (m) => m[1]);
  const tags = Array.from(span.matchAll(/<([A-Z]\w*)/g), (m) => m[1]);
  const whole = /^[A-Za-z]\w*$/.test(span) && /[A-Z_]/.test(span) ? [span] : [];
  return [...calls, ...tags, ...whole].filter((name) => !["if", "for", "return", "function", "import", "export"].includes(name));
};

describe("the newcomer's guides", () => {
  for (const guide of GUIDES) {
    const spans = codeSpans(fs.readFileSync(path.join(ROOT, guide), "utf8"));

    it(`${guide}: every file it names exists`, () => {
      const paths = spans.flatMap(pathsIn);
      expect(paths.length).toBeGreaterThan(5);
      const missing = paths.filter((p) => !fs.existsSync(path.join(ROOT, p)));
      expect(missing).toEqual([]);
    });

    it(`${guide}: every function, component and constant it names is defined in our code or the stack's`, () => {
      const names = [...new Set(spans.flatMap(namesIn))];
      expect(names.length).toBeGreaterThan(10);
      const defined = (name: string) => {
        const word = new RegExp(`\\b${name}\\b`);
        // A declaration, an export, or a field of a declared type (a handle's `bodyLimit`, a prop).
        const definition = new RegExp(
          `(?:function|const|let|class|type|interface|enum)\\s+${name}\\b|export\\s*\\{[^}]*\\b${name}\\b|^\\s*(?:readonly\\s+)?${name}\\??:`,
          "m",
        );
        return definition.test(ownText) || definition.test(libraryText) || (word.test(libraryText) && /^[a-z]/.test(name));
      };
      expect(names.filter((name) => !defined(name))).toEqual([]);
    });
  }
});
