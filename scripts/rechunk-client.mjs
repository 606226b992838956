// Re-chunks the browser build of `remix build` (run by `npm run build`, after it).
//
// Remix's classic compiler lets esbuild split the browser code into one file per set of routes
// that share it: about 60 files, of which a page fetches twenty-odd after the visitor's first
// tap, each a round trip on a slow phone. This bundles that output again with rollup into few
// files: one `core` chunk with everything the entry and the root route always need (React,
// React DOM, Remix, the frame), each route's own module, and at most five chunks of code that
// routes share (see chunkPlanner). The root route's module is `core` itself: rollup may add
// exports to an entry's file ("allow-extension"), so `core` exports the root's `default`, `meta`,
// `links`, `Layout` and `ErrorBoundary` beside the short names the other files import, and no page
// fetches a one-line re-export of it. Route modules keep their exports (a route file that is all
// core becomes a one-line re-export of it), so Remix loads them as before; the two manifests (the browser's window.__remixManifest file and
// the server build's copy) are rewritten to name the new files. Every file name carries a hash
// of its content, so the year-long immutable caching of /build stays safe. Code no page imports
// (a chunk esbuild split off for a loader's dynamic import) is not carried over.
import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

import { rollup } from "rollup";
import { minify as terser } from "terser";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const PUBLIC_DIR = path.join(root, "public");
const BUILD_DIR = path.join(PUBLIC_DIR, "build");
const SERVER_BUILD = path.join(root, "build/index.js");
/**
 * Files of shared code a route may import. A page fetches these, its route file, core (which is
 * the root's file) and the entry: 8 at most (the budget; the manifest comes inline with lazy
 * route discovery).
 */
const SHARED_FILES_PER_ROUTE = 5;
/** esbuild's stand-ins for server modules and the like: a request each would cost more than they weigh. */
const TINY_MODULE_BYTES = 512;
/** Shared code this large counts as a large library (see planChunks). */
const LARGE_GROUP_BYTES = 16 * 1024;
/** How much more a byte wasted on a public page weighs than one wasted on an admin page. */
const PUBLIC_PAGE_WEIGHT = 20;

const MANIFEST_LINE = /^var assets_manifest_default = (\{.*\});$/m;

export async function rechunkClientBuild() {
  const serverBuild = fs.readFileSync(SERVER_BUILD, "utf8");
  const manifest = readServerManifest(serverBuild);
  const oldManifestFile = publicPath(manifest.url);

  // Rollup names its outputs after these keys: the entry and root at the top, routes under routes/.
  const input = { "entry.client": publicPath(manifest.entry.module) };
  for (const route of Object.values(manifest.routes)) input[route.id] = publicPath(route.module);

  const bundle = await rollup({
    input,
    preserveEntrySignatures: "allow-extension",
    logLevel: "warn",
    plugins: [publicUrls()],
    onwarn(warning, warn) {
      // esbuild's output is already one module per file: nothing else is worth a warning.
      if (warning.code !== "CIRCULAR_DEPENDENCY") warn(warning);
    },
  });
  const outDir = fs.mkdtempSync(path.join(BUILD_DIR, ".rechunk-"));
  let output;
  try {
    ({ output } = await bundle.write({
      dir: outDir,
      format: "es",
      entryFileNames: "[name]-[hash].js",
      chunkFileNames: (chunk) => (chunk.name === "core" ? "_shared/core-[hash].js" : "_shared/shared-[hash].js"),
      hashCharacters: "base36",
      manualChunks: chunkPlanner(
        input["entry.client"],
        input.root,
        new Set(
          Object.values(manifest.routes)
            .filter((route) => route.id.startsWith("routes/admin+/"))
            .map((route) => publicPath(route.module)),
        ),
      ),
      plugins: [minify(readFutureFlags(serverBuild))],
    }));
  } finally {
    await bundle.close();
  }

  // Old outputs go, the new ones take their place (the stylesheets in _assets stay).
  for (const name of fs.readdirSync(BUILD_DIR)) {
    if (name === "_assets" || name === path.basename(outDir)) continue;
    fs.rmSync(path.join(BUILD_DIR, name), { recursive: true, force: true });
  }
  for (const name of fs.readdirSync(outDir)) fs.renameSync(path.join(outDir, name), path.join(BUILD_DIR, name));
  fs.rmSync(outDir, { recursive: true, force: true });

  assertCoreStandsAlone(output, manifest);
  const next = rewriteManifest(manifest, output);
  fs.writeFileSync(publicPath(next.url), `window.__remixManifest=${JSON.stringify(next)};`);
  fs.writeFileSync(
    SERVER_BUILD,
    serverBuild.replace(MANIFEST_LINE, () => `var assets_manifest_default = ${JSON.stringify(next)};`),
  );
  if (fs.existsSync(oldManifestFile) && oldManifestFile !== publicPath(next.url)) fs.rmSync(oldManifestFile);
  return { manifest: next, files: output.filter((o) => o.type === "chunk").length };
}

/**
 * Core (the root route's file) is what every page runs first: it must import no other file of
 * ours, or that file, which imports core back, may run before core has set the bindings it uses.
 */
function assertCoreStandsAlone(output, manifest) {
  const core = output.find((o) => o.type === "chunk" && o.isEntry && o.facadeModuleId === publicPath(manifest.routes.root.module));
  if (!core) throw new Error("rechunk: no file for the root route");
  if (core.imports.length > 0)
    throw new Error(`rechunk: core imports ${core.imports.join(", ")}: a cycle, and code every page would fetch`);
}

/** The assets manifest of the server build, as the object the browser's copy also holds. */
function readServerManifest(source) {
  const match = MANIFEST_LINE.exec(source);
  if (!match) throw new Error("build/index.js: no assets_manifest_default line (has @remix-run/dev changed its output?)");
  // The server build writes it as a JavaScript literal (void 0, !0, !1), not JSON.
  return new Function(`return (${match[1]});`)();
}

/**
 * Where each module goes. What the entry and the root import (React, Remix, the frame) goes to
 * `core`, fetched on every page, and so do tiny modules. Code only one route imports stays
 * in that route's file (rollup's default). The rest starts as one group per set of routes that
 * import it, as esbuild had it; then, while a route would need more than SHARED_FILES_PER_ROUTE
 * of them, the two groups whose merging makes pages fetch the fewest bytes they do not use are
 * merged (a route may stay above the limit when no merge is allowed); bytes wasted on a page
 * of the public site weigh PUBLIC_PAGE_WEIGHT times more than on an admin page.
 */
function chunkPlanner(entryFile, rootFile, adminRoutes) {
  let plan = null;
  return (id, { getModuleIds, getModuleInfo }) => {
    plan ??= planChunks([...getModuleIds()], getModuleInfo, entryFile, rootFile, adminRoutes);
    return plan.get(id);
  };
}

function planChunks(ids, getModuleInfo, entryFile, rootFile, adminRoutes) {
  const plan = new Map();
  const routes = ids.filter((id) => getModuleInfo(id).isEntry && id !== entryFile && id !== rootFile);
  for (const id of reachable([entryFile, rootFile], getModuleInfo)) if (id !== entryFile) plan.set(id, "core");

  const routesOf = new Map();
  for (const route of routes) {
    for (const id of reachable([route], getModuleInfo)) {
      if (plan.has(id) || getModuleInfo(id).isEntry) continue;
      if (!routesOf.has(id)) routesOf.set(id, new Set());
      routesOf.get(id).add(route);
    }
  }
  const groups = new Map();
  for (const [id, users] of routesOf) {
    if (users.size < 2) continue;
    // A tiny module joins core only when all it imports is core already: one that imports shared
    // code (the admin forms' zod rules) would make core import that chunk, and so every page fetch
    // it, and the shared chunk imports core back: a cycle that can leave a binding unset.
    if (
      (getModuleInfo(id).code?.length ?? 0) <= TINY_MODULE_BYTES &&
      getModuleInfo(id).importedIds.every((dep) => plan.get(dep) === "core")
    ) {
      plan.set(id, "core");
      continue;
    }
    const key = [...users].sort().join("|");
    if (!groups.has(key)) groups.set(key, { users, ids: [], bytes: 0 });
    const group = groups.get(key);
    group.ids.push(id);
    group.bytes += getModuleInfo(id).code?.length ?? 0;
  }
  const largeModules = new Set([...groups.values()].filter((g) => g.bytes > LARGE_GROUP_BYTES).flatMap((g) => g.ids));
  const withLoad = (group) => {
    group.heavy = [...reachable(group.ids, getModuleInfo)].some((id) => largeModules.has(id));
    return group;
  };
  for (const group of groups.values()) withLoad(group);

  // Bytes a public page would fetch for nothing count many times over: its visitors are on
  // phones and slow data, while a handful of staff use the admin pages, and the admin pages
  // share most of the form code with each other.
  const weightOf = (users) => users.reduce((sum, route) => sum + (adminRoutes.has(route) ? 1 : PUBLIC_PAGE_WEIGHT), 0);
  let list = [...groups.values()];
  const filesOf = (route) => list.filter((g) => g.users.has(route)).length;
  for (;;) {
    const crowded = routes.filter((route) => filesOf(route) > SHARED_FILES_PER_ROUTE);
    if (crowded.length === 0) break;
    let best = null;
    for (const route of crowded) {
      const mine = list.filter((g) => g.users.has(route));
      for (let i = 0; i < mine.length; i++) {
        for (let j = i + 1; j < mine.length; j++) {
          const [a, b] = [mine[i], mine[j]];
          // A large library (the form validation), and code that brings one along, is never
          // merged with code that does not: pages without forms would fetch the library too.
          if (a.heavy !== b.heavy) continue;
          const waste =
            a.bytes * weightOf([...b.users].filter((u) => !a.users.has(u))) +
            b.bytes * weightOf([...a.users].filter((u) => !b.users.has(u)));
          if (!best || waste < best.waste) best = { a, b, waste };
        }
      }
    }
    if (!best) break;
    const { a, b } = best;
    list = list.filter((g) => g !== a && g !== b);
    list.push(withLoad({ users: new Set([...a.users, ...b.users]), ids: [...a.ids, ...b.ids], bytes: a.bytes + b.bytes }));
  }
  list.forEach((group, index) => group.ids.forEach((id) => plan.set(id, `shared${index}`)));
  return plan;
}

/** `starts` and every module they import statically, directly or not. */
function reachable(starts, getModuleInfo) {
  const seen = new Set();
  const queue = [...starts];
  while (queue.length > 0) {
    const current = queue.pop();
    if (seen.has(current)) continue;
    seen.add(current);
    queue.push(...(getModuleInfo(current)?.importedIds ?? []));
  }
  return seen;
}

/** The manifest for the new files: each route's module and everything it imports statically. */
function rewriteManifest(manifest, output) {
  const chunks = new Map(output.filter((o) => o.type === "chunk").map((c) => [c.fileName, c]));
  const byEntry = new Map([...chunks.values()].filter((c) => c.isEntry).map((c) => [c.facadeModuleId, c]));
  const url = (fileName) => `/build/${fileName}`;
  const moduleOf = (oldUrl) => {
    const chunk = byEntry.get(publicPath(oldUrl));
    if (!chunk) throw new Error(`rollup wrote no file for ${oldUrl}`);
    const imports = new Set();
    const visit = (c) => {
      for (const fileName of c.imports) {
        if (imports.has(fileName)) continue;
        imports.add(fileName);
        visit(chunks.get(fileName));
      }
    };
    visit(chunk);
    return { module: url(chunk.fileName), imports: [...imports].map(url) };
  };

  const entry = moduleOf(manifest.entry.module);
  const routes = {};
  for (const [id, route] of Object.entries(manifest.routes)) {
    const { module, imports } = moduleOf(route.module);
    routes[id] = { ...route, module, imports: imports.length > 0 ? imports : undefined };
  }
  const body = JSON.stringify({ entry, routes });
  const version = crypto.createHash("sha256").update(body).digest("hex").slice(0, 8);
  return { entry, routes, version, hmr: undefined, url: `/build/manifest-${version.toUpperCase()}.js` };
}

/** The browser build imports its files by URL (/build/…): they are files under public/. */
function publicUrls() {
  return {
    name: "public-urls",
    resolveId(source) {
      if (source.startsWith("/build/")) return publicPath(source);
      return null;
    },
  };
}

/**
 * Remix's future flags are fixed when the app is built (remix.config.js), and the server build
 * holds them as literals: `future = { v3_singleFetch: !1, … }`. The browser code reads them at run
 * time (`window.__remixContext.future.v3_singleFetch`, `future.v3_lazyRouteDiscovery`), so its
 * code for the other setting of each flag is shipped although it can never run here: about
 * 2.5 KB of `core` compressed, above all single fetch and its turbo-stream decoder.
 */
export function readFutureFlags(source) {
  const match = /^var .*?\bfuture = \{([^}]*)\}/m.exec(source);
  if (!match) throw new Error("build/index.js: no `future = {…}` (has @remix-run/dev changed its output?)");
  const flags = new Map();
  for (const [, name, value] of match[1].matchAll(/\b(v3_\w+): (!0|!1)/g)) flags.set(name, value);
  if (!flags.has("v3_singleFetch")) throw new Error("build/index.js: the future flags lack v3_singleFetch");
  return flags;
}

/**
 * Each read of a Remix future flag (`x.v3_singleFetch`, never an assignment to one) becomes the
 * flag's value, so that the minifier drops the branches that cannot run. Only the `v3_` flags of
 * Remix's own config: React Router's `v7_` flags are set by Remix's code, not by ours.
 */
export function inlineFutureFlags(code, flags) {
  const names = [...flags.keys()].join("|");
  const read = new RegExp(`(?<![\\w$.])[\\w$]+(?:\\.[\\w$]+)*\\.(${names})(?![\\w$])(?!\\s*=(?!=))`, "g");
  return code.replace(read, (_, name) => flags.get(name));
}

/**
 * Terser minifies what rollup joined (renaming across the former file borders); it makes `core`
 * 3.5 KB smaller (brotli 11) than esbuild's minifier. Options beyond its defaults, each safe for
 * these ES modules: `module`/`toplevel` (a module's top level is its own scope), a second pass, and
 * ES2020 output (the code uses ?. and ?? already: a browser that runs it has ES2020).
 */
function minify(flags) {
  return {
    name: "minify",
    async renderChunk(code) {
      const result = await terser(inlineFutureFlags(code, flags), {
        module: true,
        ecma: 2020,
        compress: { passes: 2, toplevel: true },
        mangle: { toplevel: true },
        format: { comments: false },
      });
      return { code: result.code, map: null };
    },
  };
}

function publicPath(url) {
  return path.join(PUBLIC_DIR, url);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const { files } = await rechunkClientBuild();
  console.log(`client build re-chunked into ${files} files`);
}
