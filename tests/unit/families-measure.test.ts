import fs from "node:fs";
import os from "node:os";
import path from "node:path";

import { afterAll, beforeAll, describe, expect, it } from "vitest";

import {
  arrowsUp,
  duplicatePairs,
  familyOfRoute,
  formNames,
  importedNames,
  mapProblems,
  measure,
  readApp,
  spread,
  wingOf,
  wingToWing,
} from "../../tools/families.mjs";

// tools/families.mjs (`npm run families`, a step of `npm test`) measures how spread each page
// family's code is. Its figures are read, not asserted, so a measure that broke would go on
// printing quietly wrong numbers: each is tried here on a tree small enough to count by hand.
const SHARED = ["const first = 1;", "const second = first + 1;", "const third = second * 2;", "log(first);", "log(second);", "log(third);"];
const TREE: Record<string, string> = {
  "app/routes/_public+/kundli.tsx": [
    'import { useState } from "react";',
    "",
    'import { Chart } from "~/components/Chart";',
    "",
    'import { List } from "./festival._index";',
    'import type { action } from "./kundli.server";',
    "",
    'export { action, loader } from "./kundli.server";',
  ].join("\n"),
  "app/routes/_public+/kundli.server.ts": [
    'import "~/components/side";',
    'import { useState } from "react";',
    "import {",
    "  a,",
    "  b as c, // renamed",
    "  type T,",
    '} from "~/services/kundli.server";',
    'import * as ns from "~/domain/x";',
    'import type { U } from "~/domain/x";',
    'import Default, { d } from "~/domain/y";',
    "",
    "export async function action() {}",
    "export function loader() {}",
  ].join("\n"),
  "app/routes/_public+/festival._index.tsx": 'import { list } from "~/features/festivals/list";\nexport const List = list;',
  "app/features/kundli/view.tsx": 'import { list } from "~/features/festivals/list";\nexport const view = list;',
  "app/features/festivals/list.ts": "export const list = [];",
  "app/features/panchang/day.ts": "export const day = 1;",
  "app/components/Chart.tsx": "export const Chart = 1;",
  "app/components/side.ts": "export {};",
  "app/services/kundli.server.ts": 'import { ns } from "~/domain/y";\nexport const a = ns;',
  "app/domain/x.ts": 'import { a } from "~/services/kundli.server";\nexport const x = a;',
  "app/domain/y.ts": "export default 1;\nexport const d = 2;",
  "app/jyotish/index.ts": 'import type { x } from "~/domain/x";\nexport type X = typeof x;',
  "app/domain/twice.ts": ["// the same six lines as app/infra/twice.server.ts", ...SHARED].join("\n"),
  "app/infra/twice.server.ts": ['import { log } from "~/domain/log";', "", ...SHARED.map((line) => `  ${line}  `)].join("\n"),
  "app/infra/five.server.ts": SHARED.slice(0, 5).join("\n"),
  "app/locales/en/twice.ts": SHARED.join("\n"),
};

let root: string;
let app: ReturnType<typeof readApp>;

beforeAll(() => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), "families-"));
  for (const [file, text] of Object.entries(TREE)) {
    fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    fs.writeFileSync(path.join(root, file), text);
  }
  app = readApp(root);
});

afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

describe("the families measure", () => {
  it("gives a route file to the first family whose pattern it matches, and app/features/<family>/ to that family", () => {
    expect(familyOfRoute("_account+/my-kundlis._index.tsx")).toBe("kundli");
    expect(familyOfRoute("_account+/profile_.kundli.server.ts")).toBe("kundli");
    expect(familyOfRoute("_account+/profile.tsx")).toBe("account");
    expect(familyOfRoute("_public+/kundli-milan.server.ts")).toBe("kundli");
    expect(familyOfRoute("_resources+/hindu-calendar.$city.$year.$month.vrats[.ics].ts")).toBe("hindu-month");
    expect(familyOfRoute("_public+/about.tsx")).toBe("site");
    expect(familyOfRoute("_legal+/about.tsx")).toBeNull();
    expect(wingOf("app/features/festivals/list.ts")).toBe("festivals");
    expect(wingOf("app/features/elsewhere/list.ts")).toBeNull();
    expect(wingOf("app/components/Chart.tsx")).toBeNull();
  });

  it("says where the map is stale: a family with no route file, a folder of app/features/ of no family", () => {
    const problems = mapProblems(app);
    expect(problems).toContain("the family muhurat has no route file: its patterns are stale");
    expect(problems).toContain("app/features/panchang/ is no family's: name it for one of FAMILIES");
    expect(problems.some((problem: string) => problem.includes("kundli"))).toBe(false);
  });

  it("fails the run when a figure held at 0 is not", () => {
    expect(measure(root).problems).toContain(
      "wingToWing is 2, held at 0: a family imports another family's insides (STYLE.md: a family's code lives together)",
    );
  });

  it("counts a wing importing another wing, from a route file and from app/features/", () => {
    expect(wingToWing(app).map(({ from, to }: { from: string; to: string }) => `${from} -> ${to}`)).toEqual([
      "app/features/kundli/view.tsx -> app/features/festivals/list.ts",
      "app/routes/_public+/kundli.tsx -> app/routes/_public+/festival._index.tsx",
    ]);
  });

  it("counts an import from a lower room to a higher one as an arrow back up, types too", () => {
    const { arrows } = arrowsUp(app);
    expect(
      arrows.map(
        ({ fromRoom, toRoom, type }: { fromRoom: string; toRoom: string; type: boolean }) =>
          `${fromRoom} -> ${toRoom}${type ? " (type)" : ""}`,
      ),
    ).toEqual(["domain -> services", "jyotish -> domain (type)"]);
  });

  it("counts the distinct names a route and its server module import and the modules they come from", () => {
    // useState, Chart, List, action, loader (its re-export), a, b, T, * of x, U, default and d of y;
    // `import "~/components/side"` takes none.
    expect(importedNames(app, ["app/routes/_public+/kundli.tsx", "app/routes/_public+/kundli.server.ts"])).toEqual({
      names: 12,
      modules: 7,
    });
    expect(formNames(app)).toEqual([{ route: "app/routes/_public+/kundli.tsx", family: "kundli", names: 12, modules: 7 }]);
  });

  it("counts as a family's own what no other family reaches, and the places of all it reaches", () => {
    const kundli = spread(app).find((row) => row.family === "kundli")!;
    const places = (list: { place: string }[]) => list.map(({ place }) => place);
    // What is left in components/ and services/ is shared: the floor.
    expect(places(kundli.ownPlaces)).toEqual(["wing", "floor"]);
    expect(places(kundli.allPlaces)).toEqual(["wing", "floor", "app/features/festivals", "app/routes (festivals)"]);
  });

  it("pairs places sharing six code lines, white space, comments and imports aside, and leaves the locale tables out", () => {
    const { pairs } = duplicatePairs(root, app.files);
    expect(pairs.map(({ runs }: { runs: { a: string; b: string; lines: number }[] }) => runs[0])).toEqual([
      { a: "app/domain/twice.ts:2-7", b: "app/infra/twice.server.ts:3-8", lines: 6 },
    ]);
  });
});
