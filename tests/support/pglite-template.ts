import fs from "node:fs";
import os from "node:os";
import path from "node:path";

import { PGlite } from "@electric-sql/pglite";
import type { TestProject } from "vitest/node";

import { openDatabase } from "~/infra/db.server";
import { migrateToLatest } from "~/infra/migrate.server";

// Every test file opens a throwaway PGlite database; creating and migrating one takes seconds.
// It is done once here, and each file's database starts from its dump (vitest-setup.ts).

const pgliteTemplate = path.resolve(__dirname, "../../node_modules/.cache/grahavani-tests/pglite-template.tar");

declare module "vitest" {
  export interface ProvidedContext {
    pgliteTemplate: string | null;
  }
}

/** Vitest's globalSetup. */
export default async function makePgliteTemplate(project: TestProject) {
  project.provide("pgliteTemplate", null);
  if (process.env.DATABASE_URL) return;
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "grahavani-template-"));
  try {
    const db = await openDatabase({ pgliteDir: path.join(dir, "pglite") });
    await migrateToLatest(db);
    await db.destroy();
    const lite = await PGlite.create(path.join(dir, "pglite"));
    const dump = await lite.dumpDataDir("none");
    await lite.close();
    fs.mkdirSync(path.dirname(pgliteTemplate), { recursive: true });
    fs.writeFileSync(pgliteTemplate, Buffer.from(await dump.arrayBuffer()));
    project.provide("pgliteTemplate", pgliteTemplate);
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}
