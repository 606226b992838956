import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

// Remix's classic compiler silently swaps *.server modules for empty ones in the
// browser build. Code that runs in the browser (components, domain, entry.client)
// must never reach server-only code, and anything that touches the database,
// secrets, files, the network or the session must itself be a *.server file.
const appDir = path.resolve(__dirname, "../../app");
const SERVER_ONLY_PACKAGES = [
  "pg",
  "kysely",
  "@electric-sql/pglite",
  "nodemailer",
  "@countrystatecity/countries",
  "sharp",
  "pdf-lib",
  "uqr",
  "node:fs",
  "node:fs/promises",
  "node:crypto",
  "node:child_process",
  "fs",
  "crypto",
];

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.(ts|tsx)$/.test(entry.name) ? [full] : [];
  });
}

function importsOf(file: string): string[] {
  const text = fs.readFileSync(file, "utf8");
  const found: string[] = [];
  for (const match of text.matchAll(/(?:import|export)\s[^'"]*?from\s+["']([^"']+)["']|import\(\s*["']([^"']+)["']\s*\)/g)) {
    found.push(match[1] ?? match[2]);
  }
  return found;
}

const isServerFile = (file: string) => /\.server\.tsx?$/.test(file);
const isRoute = (file: string) => file.startsWith(path.join(appDir, "routes") + path.sep);
const isEntryServer = (file: string) => path.basename(file).startsWith("entry.server");
const rel = (file: string) => path.relative(appDir, file);

describe("server-only code stays out of the browser bundle", () => {
  const files = sourceFiles(appDir);

  it("finds the app's source files", () => {
    expect(files.length).toBeGreaterThan(10);
  });

  it("only *.server files import database, mail, file-system or crypto packages", () => {
    const offenders = files
      .filter((f) => !isServerFile(f) && !isEntryServer(f))
      .flatMap((f) => importsOf(f).filter((spec) => SERVER_ONLY_PACKAGES.includes(spec)).map((spec) => `${rel(f)} -> ${spec}`));
    expect(offenders).toEqual([]);
  });

  it("infra and services modules are all named *.server", () => {
    const offenders = files
      .filter((f) => [path.join(appDir, "infra"), path.join(appDir, "services")].some((d) => f.startsWith(d + path.sep)))
      .filter((f) => !isServerFile(f) && !f.endsWith(".d.ts"))
      .map(rel);
    expect(offenders).toEqual([]);
  });

  it("components and domain code never import *.server modules (only routes' loaders and actions may)", () => {
    const offenders = files
      .filter((f) => !isServerFile(f) && !isRoute(f) && !isEntryServer(f) && path.basename(f) !== "root.tsx")
      .flatMap((f) => importsOf(f).filter((spec) => /\.server(\.tsx?)?$/.test(spec) || /\/(infra|services)\//.test(spec)).map((spec) => `${rel(f)} -> ${spec}`));
    expect(offenders).toEqual([]);
  });

  it("routes reach the database, session, config and messaging only through *.server modules", () => {
    const offenders = files
      .filter(isRoute)
      .flatMap((f) => importsOf(f).filter((spec) => /~\/(infra|services)\//.test(spec) && !/\.server$/.test(spec)).map((spec) => `${rel(f)} -> ${spec}`));
    expect(offenders).toEqual([]);
  });
});
