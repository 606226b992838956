import { describe, expect, it } from "vitest";

import { databaseOptions, getDb } from "~/infra/db.server";
import { withStartupLock } from "~/infra/startup-lock.server";

// Runs on the embedded database by default and on PostgreSQL with DATABASE_URL set; on
// PostgreSQL each holder is a connection of its own, so a second holder waits for the first.

describe("the start-up lock", () => {
  it("lets one holder work at a time, and the next goes on when the first is done", async () => {
    const db = await getDb();
    const { schema } = databaseOptions();
    const events: string[] = [];
    let releaseFirst!: () => void;
    const firstMayFinish = new Promise<void>((resolve) => (releaseFirst = resolve));
    let firstStarted!: () => void;
    const firstHasLock = new Promise<void>((resolve) => (firstStarted = resolve));

    const first = withStartupLock(db, schema, async () => {
      events.push("first in");
      firstStarted();
      await firstMayFinish;
      events.push("first out");
    });
    await firstHasLock;
    const second = withStartupLock(db, schema, async () => {
      events.push("second in");
    });
    await new Promise((resolve) => setTimeout(resolve, 300));
    releaseFirst();
    await Promise.all([first, second]);

    if (process.env.DATABASE_URL) {
      expect(events).toEqual(["first in", "first out", "second in"]);
    } else {
      // PGlite is one session in one process: a session's own advisory lock never blocks it.
      expect(events).toContain("second in");
    }
  });

  it("is released when the work fails, so a later start is not blocked", async () => {
    const db = await getDb();
    const { schema } = databaseOptions();
    await expect(
      withStartupLock(db, schema, async () => {
        throw new Error("migration failed");
      }),
    ).rejects.toThrow("migration failed");
    await expect(withStartupLock(db, schema, async () => "done")).resolves.toBe("done");
  });
});
