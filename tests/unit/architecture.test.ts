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

/** The modules a file imports values from: `import type` lines left out, since the compiler erases them. */
function valueImportsOf(file: string): string[] {
  const text = fs.readFileSync(file, "utf8").replace(/^import type [^;]*;$/gm, "");
  return Array.from(
    text.matchAll(/(?:import|export)\s[^'"]*?from\s+["']([^"']+)["']|import\(\s*["']([^"']+)["']\s*\)/g),
    (m) => m[1] ?? m[2],
  );
}

const isServerFile = (file: string) => /\.server\.tsx?$/.test(file);
const isRoute = (file: string) => file.startsWith(path.join(appDir, "routes") + path.sep);
/** A family's wing: `app/features/<family>/` (decision 126). */
const wingOf = (file: string) => /^features\/([^/]+)\//.exec(path.relative(appDir, file).split(path.sep).join("/"))?.[1] ?? null;
/** A page of a wing (`app/features/<family>/pages/`): what a route file re-exports, its view, meta and handle, and its server module. */
const isPage = (file: string) => /^features\/[^/]+\/pages\//.test(path.relative(appDir, file).split(path.sep).join("/"));
/** A wing's kit: server code its pages share, which may build responses (`*-loaders.server.ts`). */
const isWingKit = (file: string) => wingOf(file) !== null && !isPage(file) && file.endsWith("-loaders.server.ts");
/** A wing's services: its use cases, held to the rules of app/services. */
const isWingService = (file: string) => wingOf(file) !== null && !isPage(file) && isServerFile(file) && !isWingKit(file);
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
      .flatMap((f) =>
        importsOf(f)
          .filter((spec) => SERVER_ONLY_PACKAGES.includes(spec))
          .map((spec) => `${rel(f)} -> ${spec}`),
      );
    expect(offenders).toEqual([]);
  });

  it("infra and services modules are all named *.server", () => {
    const offenders = files
      .filter((f) => [path.join(appDir, "infra"), path.join(appDir, "services")].some((d) => f.startsWith(d + path.sep)))
      .filter((f) => !isServerFile(f) && !f.endsWith(".d.ts"))
      .map(rel);
    expect(offenders).toEqual([]);
  });

  it("components and domain code never import *.server modules (only pages, for their loaders and actions, may; a type is erased)", () => {
    const offenders = files
      .filter((f) => !isServerFile(f) && !isRoute(f) && !isPage(f) && !isEntryServer(f) && path.basename(f) !== "root.tsx")
      .flatMap((f) =>
        valueImportsOf(f)
          .filter((spec) => /\.server(\.tsx?)?$/.test(spec) || /\/(infra|services)\//.test(spec))
          .map((spec) => `${rel(f)} -> ${spec}`),
      );
    expect(offenders).toEqual([]);
  });

  it("routes and pages reach the database, session, config and messaging only through *.server modules", () => {
    const offenders = files
      .filter((f) => isRoute(f) || isPage(f))
      .flatMap((f) =>
        importsOf(f)
          .filter((spec) => /~\/(infra|services)\//.test(spec) && !/\.server$/.test(spec))
          .map((spec) => `${rel(f)} -> ${spec}`),
      );
    expect(offenders).toEqual([]);
  });
});

const isIn = (dir: string) => (file: string) => file.startsWith(path.join(appDir, dir) + path.sep);
const DATABASE_MODULES = [/\/db\.server$/, /^kysely$/, /^pg$/, /^@electric-sql\//];

describe("each layer keeps to its room", () => {
  const files = sourceFiles(appDir);

  it("the sky's costly reckonings run only on the sky pool, never on the thread that answers requests", () => {
    // A festival year, a ceremony's muhurat year, a city's Hindu month and a city's day (its
    // panchang, its sunrise and sunset) take tens to hundreds of milliseconds. The pool's entry is
    // the one module outside the engine that calls them; every page reaches them through
    // infra/sky-worker.server.ts, which runs them on the pool's threads.
    const costly = /\b(?:computeFestivalYear|muhuratYear|hinduMonth|computePanchang|sunDayOf)\b/;
    const callers = files.filter((f) => !isIn("jyotish")(f) && costly.test(fs.readFileSync(f, "utf8")));
    expect(callers.map(rel)).toEqual(["infra/sky-work.server.ts"]);
  });

  it("only services (the floor's and the wings') and infra reach the database (pages call a service verb)", () => {
    const offenders = files
      .filter((f) => !isIn("services")(f) && !isIn("infra")(f) && !isWingService(f))
      .flatMap((f) =>
        importsOf(f)
          .filter((spec) => DATABASE_MODULES.some((re) => re.test(spec)))
          .map((spec) => `${rel(f)} -> ${spec}`),
      );
    expect(offenders).toEqual([]);
  });

  it("infra imports no service", () => {
    // Services stand on infra. What needs both sits above them (the visitors' guards, the CLIs,
    // the page cache's variant), or a service hands infra the function (the admin's set-up at start).
    const offenders = files.filter(isIn("infra")).flatMap((f) =>
      importsOf(f)
        .filter((spec) => /^(?:~\/|(?:\.\.\/)+)services\//.test(spec))
        .map((spec) => `${rel(f)} -> ${spec}`),
    );
    expect(offenders).toEqual([]);
  });

  it("a route file is a shell: the shared browser code and its one page, re-exported from its family's wing", () => {
    // Decision 126: the route files stay where remix.config.js and remix-flat-routes read them
    // (every address and route id as it was); what a page is lives in app/features/<family>/pages/.
    const routes = files.filter(isRoute);
    expect(routes.length).toBeGreaterThan(90);
    const shell =
      /^(?:import "~\/components\/shared-browser-code";\n\n)?export \{ [\w, ]+ \} from "~\/features\/[a-z-]+\/pages\/([^"]+)";\n$/;
    const offenders = routes.flatMap((f) => {
      const page = shell.exec(fs.readFileSync(f, "utf8"))?.[1];
      const own = path.basename(f).replace(/\.tsx?$/, "");
      return page === own || page === `${own}.server` ? [] : [rel(f)];
    });
    expect(offenders).toEqual([]);
  });

  it("a wing imports no other wing: what families share stands on the floor beneath them", () => {
    const offenders = files
      .filter((f) => wingOf(f) !== null)
      .flatMap((f) =>
        importsOf(f)
          .filter((spec) => {
            const other =
              /^~\/features\/([^/]+)\//.exec(spec)?.[1] ?? (/^\.\.?\//.test(spec) ? wingOf(path.resolve(path.dirname(f), spec)) : null);
            return other !== null && other !== wingOf(f);
          })
          .map((spec) => `${rel(f)} -> ${spec}`),
      );
    expect(offenders).toEqual([]);
  });

  // Decisions 086 and 126: a page's loader and action have one home, a server module of its wing
  // (the page's own beside it, or its wing's kit), which the page re-exports; the page keeps meta,
  // handle and the view.
  // A page's handle is its own, or one its wing's pages share, which it re-exports (the birth forms').
  const handleOf = (f: string) => {
    const shared = /^export \{[^}]*\bhandle\b[^}]*\} from "~\/([^"]+)";$/m.exec(fs.readFileSync(f, "utf8"))?.[1];
    const home = shared && [".ts", ".tsx"].map((ext) => path.join(appDir, shared + ext)).find((file) => fs.existsSync(file));
    return fs.readFileSync(home || f, "utf8");
  };
  const hydrates = (f: string) => /\bhydrate: (?:true|"form")/.test(handleOf(f)) || isIn("features/admin/pages")(f);
  const pages = files.filter(isPage).filter((f) => f.endsWith(".tsx"));
  const definesLoaderOrAction = (text: string) =>
    /export\s+(?:async\s+)?function\s+(?:loader|action)\b|export\s+const\s+(?:loader|action)\b/.test(text);

  it("a page that hydrates imports no server code: its loader and action are re-exported from a server module", () => {
    // Each server module a page imports stays in the browser build as an empty module, and one
    // shared by several pages is a chunk of its own: one more request on a slow phone.
    const hydrating = pages.filter(hydrates);
    expect(hydrating.length).toBeGreaterThan(30);
    const offenders = hydrating.flatMap((f) =>
      Array.from(fs.readFileSync(f, "utf8").matchAll(/^import (?!type\b)[^;]*?from "([^"]+)";/gm), (m) => m[1])
        .filter((spec) => /\.server$/.test(spec) || spec === "@remix-run/node")
        .map((spec) => `${rel(f)} imports ${spec}`),
    );
    expect(offenders).toEqual([]);
  });

  it("a loader or an action is written in one home: a server module of its wing, which the page re-exports", () => {
    const homes = files.filter((f) => definesLoaderOrAction(fs.readFileSync(f, "utf8")));
    expect(homes.length).toBeGreaterThan(60);
    const strays = homes.filter((f) => !(wingOf(f) !== null && isServerFile(f)) && path.basename(f) !== "root.tsx").map(rel);
    expect(strays).toEqual([]);
    const unexported = files
      .filter((f) => isPage(f) && /\.server\.ts$/.test(f) && fs.existsSync(f.replace(/\.server\.ts$/, ".tsx")))
      .filter((f) => definesLoaderOrAction(fs.readFileSync(f, "utf8")))
      .flatMap((f) => {
        const page = f.replace(/\.server\.ts$/, ".tsx");
        const own = `./${path.basename(f, ".ts")}`;
        const named = `(?:${own.replace(/[.$]/g, "\\$&")}|~/${path.relative(appDir, f).replace(/\.ts$/, "").replace(/[.$+]/g, "\\$&")})`;
        const reexported = new RegExp(`^export \\{[^}]*\\b(?:loader|action)\\b[^}]*\\} from "${named}";`, "m");
        return reexported.test(fs.readFileSync(page, "utf8")) ? [] : [`${rel(page)} does not re-export ${own}'s loader or action`];
      });
    expect(unexported).toEqual([]);
  });

  it("only pages and route files (and the root) export a loader or an action", () => {
    const exportsServerCode =
      /export\s+(?:async\s+)?function\s+(?:loader|action)\b|export\s+const\s+(?:loader|action)\b|export\s*\{[^}]*\b(?:loader|action)\b[^}]*\}/;
    const offenders = files
      .filter((f) => !isRoute(f) && !isPage(f) && path.basename(f) !== "root.tsx")
      .filter((f) => exportsServerCode.test(fs.readFileSync(f, "utf8")))
      .map(rel);
    expect(offenders).toEqual([]);
  });

  it("no route or service writes a Set-Cookie header by hand (the response helpers of infra do)", () => {
    const offenders = files
      .filter((f) => !isIn("infra")(f) && !isEntryServer(f))
      .filter((f) => /["']Set-Cookie["']\s*[:,]/i.test(fs.readFileSync(f, "utf8")))
      .map(rel);
    expect(offenders).toEqual([]);
  });

  it("pages draw no field by hand: the shared fields wire aria-invalid and the messages, and forms with fields are ValidatedForms", () => {
    const offenders = files
      .filter(isPage)
      .filter((f) => /aria-invalid|useField\(|<Form\b[^>]*\bnoValidate\b/.test(fs.readFileSync(f, "utf8")))
      .map(rel);
    expect(offenders).toEqual([]);
  });

  it("every ValidatedForm posts and leaves the checking to its validator (noValidate: the browser's bubbles would pre-empt the spec's words)", () => {
    const forms = files
      .filter((f) => wingOf(f) !== null || isIn("components")(f))
      .flatMap((f) =>
        Array.from(fs.readFileSync(f, "utf8").matchAll(/<ValidatedForm\s[\s\S]*?>\n/g), (m) => ({ file: rel(f), tag: m[0] })),
      );
    expect(forms.length).toBeGreaterThan(15);
    const offenders = forms.filter(({ tag }) => !/\bmethod="post"/.test(tag) || !/\bnoValidate\b/.test(tag)).map(({ file }) => file);
    expect(offenders).toEqual([]);
  });

  it("form schemas and validators live in forms/: no route, wing, service or component imports zod", () => {
    const offenders = files
      .filter((f) => isRoute(f) || wingOf(f) !== null || isIn("services")(f) || isIn("components")(f))
      .filter((f) => importsOf(f).includes("zod"))
      .map(rel);
    expect(offenders).toEqual([]);
  });

  it("services build no HTTP responses (they return values or throw typed errors)", () => {
    const offenders = files
      .filter((f) => isIn("services")(f) || isWingService(f))
      .filter((f) => /(?<![.\w])(?:json|redirect|redirectDocument|defer)\(|new Response\(/.test(fs.readFileSync(f, "utf8")))
      .map(rel);
    expect(offenders).toEqual([]);
  });

  it("services take plain values: no Request, no cookie read or built (the page's server module or infra does that)", () => {
    const offenders = files
      .filter((f) => isIn("services")(f) || isWingService(f))
      .filter((f) => /\bRequest\b(?!Init)|\bcreateCookie\b|from "cookie"|\.serialize\(|headers\.get\(/.test(fs.readFileSync(f, "utf8")))
      .map(rel);
    expect(offenders).toEqual([]);
  });
});

describe("the business's logic (app/domain)", () => {
  it("imports nothing of the app but itself, the engine and India's clock: no forms, pages, services, infra, words or Remix", () => {
    const offenders = sourceFiles(appDir)
      .filter(isIn("domain"))
      .flatMap((f) =>
        importsOf(f)
          .filter(
            (spec) =>
              (spec.startsWith("~/") && !/^~\/(domain|jyotish|clock)(\/|$)/.test(spec)) || /^(@remix-run\/|react|i18next)/.test(spec),
          )
          .map((spec) => `${rel(f)} -> ${spec}`),
      );
    expect(offenders).toEqual([]);
  });
});

describe("the shared page kits (app/pages)", () => {
  const files = sourceFiles(appDir);

  it("are imported by the wings alone (and by one another)", () => {
    const offenders = files
      .filter((f) => wingOf(f) === null && !isIn("pages")(f))
      .flatMap((f) =>
        importsOf(f)
          .filter((spec) => /^~\/pages\//.test(spec))
          .map((spec) => `${rel(f)} -> ${spec}`),
      );
    expect(offenders).toEqual([]);
  });

  it("serve each kind of city-and-day page that remix.config.js registers, and no other", async () => {
    const { CITY_DAY_KINDS } = await import("~/domain/city-day");
    const config = fs.readFileSync(path.resolve(appDir, "../remix.config.js"), "utf8");
    const registered = JSON.parse(/const CITY_DAY_KINDS = (\[[^\]]*\]);/.exec(config)![1]) as string[];
    expect(registered).toEqual([...CITY_DAY_KINDS]);
  });
});

describe("the data files (app/data)", () => {
  it("are read by server code alone: tables of places no page's script needs", () => {
    const offenders = sourceFiles(appDir)
      .filter((f) => !isServerFile(f) && !isIn("data")(f))
      .flatMap((f) =>
        valueImportsOf(f)
          .filter((spec) => /^~\/data\//.test(spec))
          .map((spec) => `${rel(f)} -> ${spec}`),
      );
    expect(offenders).toEqual([]);
  });
});

const CLOCK = "~/clock/india-clock";
/** What India's clock holds, each defined there alone. */
const CLOCK_NAMES = ["MINUTE_MS", "HOUR_MS", "DAY_MS", "IST_OFFSET_MS", "indiaMidnight", "indiaDateAt", "weekdayOf"];

describe("India's clock (app/clock), the floor beneath the engine and the app", () => {
  const room = path.join(appDir, "clock");

  it("imports nothing at all: the engine, the server and the browser all stand on it", () => {
    const files = sourceFiles(room);
    expect(files.map(rel)).toEqual(["clock/india-clock.ts"]);
    expect(files.flatMap((f) => importsOf(f).map((spec) => `${rel(f)} -> ${spec}`))).toEqual([]);
  });

  it("is where the rest of the app takes the clock's units and India's midnight and date from, never the engine (defined once, taken from its one home)", () => {
    const engineSpec = /^(?:~\/|(?:\.\.?\/)+(?:app\/)?)jyotish(?:\/|$)/;
    const root = path.resolve(appDir, "..");
    const outside = ["app", "edge", "tests", "tools"]
      .flatMap((dir) => sourceFiles(path.join(root, dir)))
      .filter((f) => !f.startsWith(path.join(appDir, "jyotish") + path.sep));
    const offenders = outside.flatMap((f) =>
      Array.from(fs.readFileSync(f, "utf8").matchAll(/import\s+(?:type\s+)?\{([^}]*)\}\s*from\s*["']([^"']+)["']/g))
        .filter(([, , spec]) => engineSpec.test(spec))
        .flatMap(([, names, spec]) =>
          names
            .split(",")
            .map((name) => /^(?:type\s+)?(\w+)/.exec(name.trim())?.[1] ?? "")
            .filter((name) => CLOCK_NAMES.includes(name))
            .map((name) => `${path.relative(root, f)} takes ${name} from ${spec}`),
        ),
    );
    expect(offenders).toEqual([]);
  });

  it("writes a day's milliseconds: 86_400_000 appears nowhere else in the app (DAY_MS says what it is)", () => {
    const offenders = sourceFiles(appDir)
      .filter((f) => !f.startsWith(room + path.sep))
      .filter((f) => /\b86_?400_?000\b/.test(fs.readFileSync(f, "utf8")))
      .map(rel);
    expect(offenders).toEqual([]);
  });
});

describe("the engine's room (app/jyotish)", () => {
  const room = path.join(appDir, "jyotish");
  const engine = sourceFiles(room);
  const local = (spec: string) => spec.startsWith("./");

  it("imports nothing of the app but India's clock (the room beneath it) and no package but astronomy-engine, and that only in sky.ts", () => {
    expect(engine.length).toBeGreaterThan(10);
    const offenders = engine.flatMap((f) =>
      importsOf(f)
        .filter((spec) => !local(spec) && spec !== CLOCK && !(spec === "astronomy-engine" && path.basename(f) === "sky.ts"))
        .map((spec) => `${rel(f)} -> ${spec}`),
    );
    expect(offenders).toEqual([]);
  });

  // Two faces: the engine (index.ts) and its basics, the zodiac's names and measures
  // (zodiac.ts, measures.ts), which code bound for the browser may take values from, as it may
  // from India's clock (app/clock), which imports nothing. A value taken from the whole engine
  // keeps the modules with work at load time (the festivals' table) in the page's script, so
  // browser code takes only types from it.
  const FACES = /^(?:~\/|(?:\.\.?\/)+(?:app\/)?)jyotish(?:\/(zodiac|measures))?$/;
  const outside = [...sourceFiles(appDir), ...sourceFiles(path.resolve(appDir, "../edge"))].filter((f) => !f.startsWith(room + path.sep));

  it("is reached through its public faces alone", () => {
    const offenders = outside.flatMap((f) =>
      importsOf(f)
        .filter((spec) => (/jyotish/.test(spec) && !FACES.test(spec)) || spec === "astronomy-engine")
        .map((spec) => `${path.relative(appDir, f)} -> ${spec}`),
    );
    expect(offenders).toEqual([]);
  });

  it("code bound for the browser takes only types from the whole engine", () => {
    const browserBound = outside.filter((f) => f.startsWith(appDir + path.sep) && !isServerFile(f));
    const offenders = browserBound.filter((f) => /^import (?!type\b)[^;]*from "~\/jyotish";/m.test(fs.readFileSync(f, "utf8"))).map(rel);
    expect(browserBound.length).toBeGreaterThan(100);
    expect(offenders).toEqual([]);
  });

  it("holds no circle of imports", () => {
    const edges = new Map(
      engine.map((f) => [
        path.basename(f, ".ts"),
        importsOf(f)
          .filter(local)
          .map((spec) => spec.slice(2)),
      ]),
    );
    const circles: string[] = [];
    const walk = (name: string, trail: string[]) => {
      if (trail.includes(name)) return void circles.push([...trail.slice(trail.indexOf(name)), name].join(" -> "));
      for (const next of edges.get(name) ?? []) walk(next, [...trail, name]);
    };
    for (const name of edges.keys()) walk(name, []);
    expect(circles).toEqual([]);
  });
});

describe("the stack as its authors ship it", () => {
  const root = path.resolve(__dirname, "../..");
  const ownCode = [
    ...sourceFiles(appDir),
    ...sourceFiles(path.join(root, "edge")),
    ...sourceFiles(path.join(root, "tools/cli")),
    ...fs.readdirSync(path.join(root, "scripts")).map((name) => path.join(root, "scripts", name)),
  ];
  const packageJson = JSON.parse(fs.readFileSync(path.join(root, "package.json"), "utf8")) as {
    dependencies: Record<string, string>;
    devDependencies: Record<string, string>;
    scripts: Record<string, string>;
  };

  it("patches no dependency and runs no runtime but React", () => {
    expect(fs.existsSync(path.join(root, "patches"))).toBe(false);
    const all = { ...packageJson.dependencies, ...packageJson.devDependencies };
    expect(Object.keys(all).filter((name) => /preact|patch-package/.test(name))).toEqual([]);
    expect(Object.values(packageJson.scripts).join("\n")).not.toMatch(/patch-package|rechunk/);
  });

  it("imports no package's internal files", () => {
    const offenders = ownCode.flatMap((file) =>
      importsOf(file)
        .filter((spec) => !spec.startsWith(".") && !spec.startsWith("~/") && /\/(dist|src|lib|esm|cjs)\//.test(`${spec}/`))
        .map((spec) => `${path.relative(root, file)}: ${spec}`),
    );
    expect(offenders).toEqual([]);
  });

  it("writes none of Remix's handoff by hand", () => {
    const offenders = ownCode.filter((file) => /__remixContext|__remixManifest|__remixRouteModules/.test(fs.readFileSync(file, "utf8")));
    expect(offenders.map((file) => path.relative(root, file))).toEqual([]);
  });
});
