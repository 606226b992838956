import fs from "node:fs";
import path from "node:path";

import { describe, expect, it } from "vitest";

import type { RouteHandle } from "~/domain/route-handle";

// Every route that reckons the sky (a chart, a day, a month, a muhurat year, a festival year),
// directly or through the modules it imports, passes the edge's costly-work gate
// (edge/costly-work.ts): it declares `costlyWork` in its handle, or is named below with why it
// need not. A new route that reaches a reckoning without either fails here.

const root = path.resolve(__dirname, "../..");
const app = path.join(root, "app");

const FESTIVAL_YEARS =
  "a year's festivals (and New Delhi's eclipses of it) are one of 151 years, reckoned on the sky pool alone (its queue bounds them) and kept; the page costs this thread what a reading page does";

/** Routes that reach a reckoning's module but never make one an attacker can choose, and why. */
const NOT_COSTLY: Record<string, string> = {
  "_public+/_index.tsx": "today's panchang at a glance for the chosen city: one day a city a day, kept",
  "_public+/daily-horoscope.$day.$sign.tsx": "today's panchang at a glance for the chosen city: one day a city a day, kept",
  "_public+/city-day.choice.tsx": "searches the list of cities; redirects to a day's page, which is gated",
  "_public+/hindu-calendar._index.tsx": "searches the list of cities; redirects to a month's page, which is gated",
  "_public+/hindu-calendar.$city._index.tsx": "redirects to this month's page, which is gated",
  "_public+/muhurat._index.tsx": "redirects to this year's page, which is gated",
  "_public+/gochar._index.tsx": "lists the grahas' pages of this year and the next; reckons nothing",
  "_public+/gochar.$graha._index.tsx": "redirects to this year's page, which is gated",
  "_public+/muhurat.$kind._index.tsx": "redirects to this year's page, which is gated",
  "_public+/festival._index.tsx": "this year's festivals: computed once at start on the sky pool and kept",
  "_public+/festival.$month.tsx": "this year's festivals and New Delhi's eclipses: computed once on the sky pool and kept",
  "_public+/festival.$year.$month.tsx": FESTIVAL_YEARS,
  "_resources+/festival.$year.$month.calendar[.ics].ts": FESTIVAL_YEARS,
  "_account+/profile.tsx": "the signed-in customer's own sign from their birth date: no chart, a few microseconds",
  "_resources+/sitemap[.]xml.ts":
    "lists the festival years the database holds, and the eclipses of this year and the next (no city's view of them, a few milliseconds), in an answer kept an hour",
  "admin+/festivals.tsx": "administrators only, behind a password and a second factor",
};

const EXTENSIONS = ["", ".ts", ".tsx", "/index.ts"];

function resolveImport(from: string, spec: string): string | null {
  const base = spec.startsWith("~/") ? path.join(app, spec.slice(2)) : spec.startsWith(".") ? path.resolve(path.dirname(from), spec) : null;
  if (!base) return null;
  for (const extension of EXTENSIONS) {
    const file = base + extension;
    if (fs.existsSync(file) && fs.statSync(file).isFile()) return file;
  }
  return null;
}

/** The app modules a module imports for their values (type-only imports cost nothing at run time). */
function importsOf(file: string): string[] {
  const text = fs.readFileSync(file, "utf8");
  return [...text.matchAll(/(?:^|\n)\s*(?:import|export)\s+(type\s+)?(?:[^"';]*?\s+from\s+)?["']([^"']+)["']/g)]
    .filter((match) => !match[1])
    .map((match) => resolveImport(file, match[2]!))
    .filter((found): found is string => found !== null);
}

/**
 * A module that reckons: outside the engine, it takes a function of the engine (not a constant,
 * not a type), or it sends work to the sky pool.
 */
function reckons(file: string): boolean {
  if (file.startsWith(path.join(app, "jyotish"))) return false;
  const text = fs.readFileSync(file, "utf8");
  if (/from "~\/infra\/sky-worker\.server"/.test(text)) return true;
  return [...text.matchAll(/import\s+\{([^}]*)\}\s+from\s+"~\/jyotish"/g)].some((match) =>
    match[1]!
      .split(",")
      .map((name) => name.trim())
      .some((name) => /^[a-z]/.test(name) && !name.startsWith("type ")),
  );
}

function reachesReckoning(route: string): boolean {
  const seen = new Set([route]);
  const stack = [route];
  while (stack.length > 0) {
    const file = stack.pop()!;
    if (reckons(file)) return true;
    for (const next of importsOf(file)) {
      if (!seen.has(next)) {
        seen.add(next);
        stack.push(next);
      }
    }
  }
  return false;
}

function routeFiles(folder = path.join(app, "routes")): string[] {
  return fs.readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(folder, entry.name);
    if (entry.isDirectory()) return routeFiles(file);
    return /\.server\.tsx?$/.test(entry.name) ? [] : [file];
  });
}

const reckoningRoutes = routeFiles()
  .filter(reachesReckoning)
  .map((file) => path.relative(path.join(app, "routes"), file));

describe("routes that reckon", () => {
  it("are found: the charts, days, months, muhurat years, eclipses and calendar files", () => {
    for (const route of [
      "_public+/kundli.tsx",
      "_public+/kundli-milan.tsx",
      "_public+/kundli_.shared.$token.tsx",
      "_account+/my-kundlis.$id.tsx",
      "_public+/city-day.dated.tsx",
      "_public+/hindu-calendar.$city.$year.$month.tsx",
      "_public+/muhurat.$kind.$year.tsx",
      "_resources+/hindu-calendar.$city.$year.$month.vrats[.ics].ts",
      "_public+/grahan.$year.$eclipse.tsx",
      "_resources+/grahan.$year.calendar[.ics].ts",
    ]) {
      expect(reckoningRoutes).toContain(route);
    }
  });

  it.each(reckoningRoutes.filter((route) => !(route in NOT_COSTLY)))("%s passes the costly-work gate", async (route) => {
    const module = (await import(path.join(app, "routes", route))) as { handle?: RouteHandle };
    expect(module.handle?.costlyWork?.length ?? 0).toBeGreaterThan(0);
  });

  it("names no route as not costly that reckons nothing or that no longer exists", () => {
    for (const route of Object.keys(NOT_COSTLY)) expect(reckoningRoutes).toContain(route);
  });
});
