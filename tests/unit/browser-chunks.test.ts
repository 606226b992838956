import fs from "node:fs";
import path from "node:path";

import { describe, expect, it } from "vitest";

// Decisions 084 and 090: the browser build makes one chunk of the modules every page shares only
// while entry.client.tsx, root.tsx and every route module import app/components/shared-browser-code.ts.

const APP = path.resolve(__dirname, "../../app");

function routeModules(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return routeModules(file);
    return /\.tsx?$/.test(entry.name) && !entry.name.includes(".server.") ? [file] : [];
  });
}

describe("the browser's shared chunk", () => {
  it("is imported by entry.client.tsx, root.tsx and every route module", () => {
    const files = [path.join(APP, "entry.client.tsx"), path.join(APP, "root.tsx"), ...routeModules(path.join(APP, "routes"))];
    expect(files.length).toBeGreaterThan(50);
    const missing = files.filter((file) => !/^import "~\/components\/shared-browser-code";$/m.test(fs.readFileSync(file, "utf8")));
    expect(missing.map((file) => path.relative(APP, file))).toEqual([]);
  });
});
