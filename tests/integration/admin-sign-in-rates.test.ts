import crypto from "node:crypto";

import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

import { getDb } from "~/infra/db.server";
import { env, parseEnv } from "~/infra/env.server";
import { takeSingleton } from "~/infra/singleton.server";
import {
  attemptAdminLogin,
  hashPassword,
  isRememberedAdminDevice,
  rememberAdminDevice,
  SCRYPT_PARAMS,
  strangerRefusal,
  upsertAdmin,
} from "~/services/admin-accounts.server";

import { withEnv } from "../support/with-env";

// Every admin password check is a scrypt hash; these tests count the hashes themselves
// (node:crypto's scrypt, watched, not replaced) to show what a refusal spares.

let counter = 0;
const fresh = (what: string) => `${what}-${Date.now().toString(36)}-${(counter += 1)}`;
const freshEmail = () => `${fresh("admin")}@example.in`;
const freshAddress = () => `198.18.${counter % 250}.${(counter += 1) % 250}`;

let hashes: ReturnType<typeof vi.spyOn>;
beforeEach(async () => {
  // Each test starts with no sign-in counted in the last minute.
  await (await getDb()).deleteFrom("authFailures").where("scope", "=", "admin_login").execute();
  hashes = vi.spyOn(crypto, "scrypt");
});
afterEach(() => hashes.mockRestore());

async function refusalsAudited(ip: string): Promise<unknown[]> {
  const db = await getDb();
  const rows = await db.selectFrom("auditLog").select("detail").where("action", "=", "admin.login.refused").where("ip", "=", ip).execute();
  return rows.map((row) => (typeof row.detail === "string" ? JSON.parse(row.detail) : row.detail)?.reason);
}

describe("admin password checks are rationed", () => {
  it("past the checks one address may ask for in a minute, it is refused without a hash, even with the right password; elsewhere it works", async () => {
    await withEnv({ ADMIN_LOGIN_CHECKS_PER_ADDRESS_PER_MINUTE: "3", ADMIN_LOGIN_CHECKS_PER_MINUTE: "100" }, async () => {
      const email = freshEmail();
      await upsertAdmin(email, "the right password");
      const ip = freshAddress();
      const now = new Date();
      // Three different e-mails: under the lock-out (5 for one e-mail), over the rate.
      for (let i = 0; i < 3; i += 1) {
        expect(await attemptAdminLogin(freshEmail(), "a wrong password", ip, now)).toEqual({ ok: false, reason: "failed" });
      }
      hashes.mockClear();
      expect(await attemptAdminLogin(email, "the right password", ip, now)).toEqual({ ok: false, reason: "busy" });
      expect(hashes).not.toHaveBeenCalled();
      expect(await refusalsAudited(ip)).toEqual(["too many checks"]);

      expect((await attemptAdminLogin(email, "the right password", freshAddress(), now)).ok).toBe(true);
      // A minute later the address is heard again.
      const later = new Date(now.getTime() + 61_000);
      expect((await attemptAdminLogin(email, "the right password", ip, later)).ok).toBe(true);
    });
  });

  it("past the checks all addresses together may ask for in a minute, every new address is refused without a hash until the minute passes", async () => {
    await withEnv({ ADMIN_LOGIN_CHECKS_PER_ADDRESS_PER_MINUTE: "100", ADMIN_LOGIN_CHECKS_PER_MINUTE: "4" }, async () => {
      const email = freshEmail();
      await upsertAdmin(email, "the right password");
      const now = new Date();
      // Four addresses, a guess each (a botnet): every one is checked…
      const guesses = await Promise.all(Array.from({ length: 4 }, () => attemptAdminLogin(email, "a wrong password", freshAddress(), now)));
      expect(guesses.map((g) => !g.ok && g.reason)).toEqual(["failed", "failed", "failed", "failed"]);
      // …and then no one is, until a minute has passed.
      hashes.mockClear();
      const ip = freshAddress();
      expect(await attemptAdminLogin(email, "the right password", ip, now)).toEqual({ ok: false, reason: "busy" });
      expect(await attemptAdminLogin(freshEmail(), "another guess", freshAddress(), new Date(now.getTime() + 59_000))).toEqual({
        ok: false,
        reason: "busy",
      });
      expect(hashes).not.toHaveBeenCalled();
      expect(await refusalsAudited(ip)).toEqual(["too many checks"]);
      expect((await attemptAdminLogin(email, "the right password", ip, new Date(now.getTime() + 61_000))).ok).toBe(true);
    });
  });

  it("the lock-out of an e-mail at an address still answers as the lock-out, before the rate", async () => {
    await withEnv({ ADMIN_LOGIN_CHECKS_PER_ADDRESS_PER_MINUTE: "5", ADMIN_LOGIN_CHECKS_PER_MINUTE: "100" }, async () => {
      const email = freshEmail();
      await upsertAdmin(email, "the right password");
      const ip = freshAddress();
      for (let i = 0; i < 5; i += 1) await attemptAdminLogin(email, `wrong ${i}`, ip);
      expect(await attemptAdminLogin(email, "the right password", ip)).toEqual({ ok: false, reason: "locked" });
    });
  });

  it("one hash runs at a time: sign-ins past the line are refused at once, unchecked and uncounted, while the administrator's own tools wait their turn", async () => {
    await withEnv(
      { PASSWORD_HASH_QUEUE: "1", ADMIN_LOGIN_CHECKS_PER_ADDRESS_PER_MINUTE: "100", ADMIN_LOGIN_CHECKS_PER_MINUTE: "100" },
      async () => {
        const email = freshEmail();
        await upsertAdmin(email, "the right password");
        hashes.mockClear();
        const addresses = Array.from({ length: 5 }, freshAddress);
        // The start-up and create-admin path joins once the sign-ins have taken their places in
        // the line (three refused, or all answered): never refused, whatever the line. Started
        // after a fixed delay instead, it could take the waiting place first on a slow database.
        let busy = 0;
        let joinLine = () => {};
        const lineTaken = new Promise<void>((resolve) => (joinLine = resolve));
        const attempts = addresses.map((ip) =>
          attemptAdminLogin(email, "a wrong password", ip).then((result) => {
            if (!result.ok && result.reason === "busy" && ++busy === 3) joinLine();
            return result;
          }),
        );
        const [results, tool] = await Promise.all([
          Promise.all(attempts).finally(joinLine),
          lineTaken.then(() => upsertAdmin(freshEmail(), "another long password")),
        ]);
        // One hashing, one waiting; the other three refused.
        expect(results.filter((r) => !r.ok && r.reason === "failed")).toHaveLength(2);
        expect(results.filter((r) => !r.ok && r.reason === "busy")).toHaveLength(3);
        expect(tool.created).toBe(true);
        expect(hashes).toHaveBeenCalledTimes(3);

        const db = await getDb();
        const counted = await db
          .selectFrom("authFailures")
          .select("ip")
          .where("scope", "=", "admin_login")
          .where("ip", "in", addresses)
          .execute();
        expect(counted).toHaveLength(2);
        const refused = addresses.filter((_, i) => !results[i].ok && (results[i] as { reason: string }).reason === "busy");
        for (const ip of refused) expect(await refusalsAudited(ip)).toEqual(["hashing busy"]);
      },
    );
  });

  it("the limits are configuration with defaults, and refuse nonsense", () => {
    const config = parseEnv({ DATA_DIR: env().dataDir });
    expect([config.ADMIN_LOGIN_CHECKS_PER_ADDRESS_PER_MINUTE, config.ADMIN_LOGIN_CHECKS_PER_MINUTE, config.PASSWORD_HASH_QUEUE]).toEqual([
      5, 60, 8,
    ]);
    expect(() => parseEnv({ DATA_DIR: env().dataDir, ADMIN_LOGIN_CHECKS_PER_MINUTE: "0" })).toThrow(/ADMIN_LOGIN_CHECKS_PER_MINUTE/);
    expect(() => parseEnv({ DATA_DIR: env().dataDir, PASSWORD_HASH_QUEUE: "many" })).toThrow(/PASSWORD_HASH_QUEUE/);
  });
});

/** A device cookie's id, as deviceCookieFor makes one. */
const newDeviceId = () => crypto.randomBytes(32).toString("base64url");

/** Hashes of the administrator's own tools, started now: with a line of one, the line is full until they end. */
function fillHashingLine(count: number): Promise<unknown> {
  return Promise.all(Array.from({ length: count }, (_, i) => hashPassword(`filler ${i}`, SCRYPT_PARAMS, "wait")));
}

describe("the administrator's remembered browser", () => {
  it("is checked and signs in while strangers have spent the rates and the hashing line is full; strangers with any device cookie stay refused", async () => {
    await withEnv(
      { PASSWORD_HASH_QUEUE: "1", ADMIN_LOGIN_CHECKS_PER_ADDRESS_PER_MINUTE: "2", ADMIN_LOGIN_CHECKS_PER_MINUTE: "4" },
      async () => {
        const email = freshEmail();
        const { id } = await upsertAdmin(email, "the right password");
        const device = newDeviceId();
        await rememberAdminDevice(id, device);
        const now = new Date();
        // The administrator's address spends its own rate on other e-mails, a botnet the rest.
        const ip = freshAddress();
        for (const guess of [freshEmail(), freshEmail()]) {
          expect(await attemptAdminLogin(guess, "a wrong password", ip, now)).toEqual({ ok: false, reason: "failed" });
        }
        const guesses = await Promise.all([1, 2].map(() => attemptAdminLogin(email, "a wrong password", freshAddress(), now)));
        expect(guesses.map((g) => !g.ok && g.reason)).toEqual(["failed", "failed"]);

        hashes.mockClear();
        const line = fillHashingLine(3);
        // Strangers: a made-up device cookie, none, and an unknown e-mail with the administrator's
        // own device all get the same refusal, without a hash.
        const strangers = await Promise.all([
          attemptAdminLogin(email, "the right password", freshAddress(), now, newDeviceId()),
          attemptAdminLogin(email, "the right password", ip, now, newDeviceId()),
          attemptAdminLogin(email, "the right password", freshAddress(), now),
          attemptAdminLogin(freshEmail(), "the right password", freshAddress(), now, device),
        ]);
        expect(strangers).toEqual(Array.from({ length: 4 }, () => ({ ok: false, reason: "busy" })));
        expect(hashes).toHaveBeenCalledTimes(1);

        // The remembered browser waits its turn behind the full line and is let in.
        const own = await attemptAdminLogin(email, "the right password", ip, now, device);
        expect(own).toEqual({ ok: true, adminId: id, hasSecondFactor: false });
        expect(hashes).toHaveBeenCalledTimes(4);
        await line;
      },
    );
  });

  it("waits in a full hashing line while strangers are refused from it", async () => {
    await withEnv(
      { PASSWORD_HASH_QUEUE: "1", ADMIN_LOGIN_CHECKS_PER_ADDRESS_PER_MINUTE: "100", ADMIN_LOGIN_CHECKS_PER_MINUTE: "100" },
      async () => {
        const email = freshEmail();
        const { id } = await upsertAdmin(email, "the right password");
        const device = newDeviceId();
        await rememberAdminDevice(id, device);
        const line = fillHashingLine(2);
        const stranger = freshAddress();
        const [refused, own] = await Promise.all([
          attemptAdminLogin(email, "the right password", stranger, new Date(), newDeviceId()),
          attemptAdminLogin(email, "the right password", freshAddress(), new Date(), device),
        ]);
        expect(refused).toEqual({ ok: false, reason: "busy" });
        expect(await refusalsAudited(stranger)).toEqual(["hashing busy"]);
        expect(own.ok).toBe(true);
        await line;
      },
    );
  });

  it("still meets the lock-out of its e-mail at its address, and is a stranger to another administrator's e-mail", async () => {
    await withEnv({ ADMIN_LOGIN_CHECKS_PER_ADDRESS_PER_MINUTE: "100", ADMIN_LOGIN_CHECKS_PER_MINUTE: "100" }, async () => {
      const email = freshEmail();
      const other = freshEmail();
      const { id } = await upsertAdmin(email, "the right password");
      await upsertAdmin(other, "the other password");
      const device = newDeviceId();
      await rememberAdminDevice(id, device);
      await withEnv({ ADMIN_LOGIN_CHECKS_PER_MINUTE: "1" }, async () => {
        await attemptAdminLogin(freshEmail(), "a wrong password", freshAddress());
        expect(await attemptAdminLogin(other, "the other password", freshAddress(), new Date(), device)).toEqual({
          ok: false,
          reason: "busy",
        });
      });
      const ip = freshAddress();
      for (let i = 0; i < 5; i += 1) {
        expect(await attemptAdminLogin(email, `wrong ${i}`, ip, new Date(), device)).toEqual({ ok: false, reason: "failed" });
      }
      expect(await attemptAdminLogin(email, "the right password", ip, new Date(), device)).toEqual({ ok: false, reason: "locked" });
    });
  });
});

describe("strangers refused by the database are refused from memory at the edge until the counts let them in", () => {
  beforeEach(() => takeSingleton("admin-sign-in-refusals"));

  it("once everyone's checks for the minute are spent, every address is refused until the oldest check is a minute old", async () => {
    await withEnv({ ADMIN_LOGIN_CHECKS_PER_ADDRESS_PER_MINUTE: "100", ADMIN_LOGIN_CHECKS_PER_MINUTE: "3" }, async () => {
      const first = new Date();
      expect(strangerRefusal(freshAddress(), first.getTime())).toBeNull();
      for (let i = 0; i < 3; i += 1) {
        const at = new Date(first.getTime() + i * 1_000);
        expect(await attemptAdminLogin(freshEmail(), "a wrong password", freshAddress(), at)).toEqual({ ok: false, reason: "failed" });
        // Checks that were let in leave nothing to answer from memory.
        expect(strangerRefusal(freshAddress(), at.getTime())).toBeNull();
      }
      const now = new Date(first.getTime() + 5_000);
      expect(await attemptAdminLogin(freshEmail(), "a wrong password", freshAddress(), now)).toEqual({ ok: false, reason: "busy" });
      expect(strangerRefusal(freshAddress(), now.getTime())).toEqual({ reason: "busy", until: first.getTime() + 60_000 });
      expect(strangerRefusal(freshAddress(), first.getTime() + 60_000)).toBeNull();
    });
  });

  it("an address past its own rate or its failures is refused alone, the lock-out for as long as its failures count", async () => {
    await withEnv({ ADMIN_LOGIN_CHECKS_PER_ADDRESS_PER_MINUTE: "1", ADMIN_LOGIN_CHECKS_PER_MINUTE: "100" }, async () => {
      const busy = freshAddress();
      const now = new Date();
      expect(await attemptAdminLogin(freshEmail(), "a wrong password", busy, now)).toEqual({ ok: false, reason: "failed" });
      expect(await attemptAdminLogin(freshEmail(), "a wrong password", busy, now)).toEqual({ ok: false, reason: "busy" });
      expect(strangerRefusal(busy, now.getTime())).toEqual({ reason: "busy", until: now.getTime() + 60_000 });
      expect(strangerRefusal(freshAddress(), now.getTime())).toBeNull();

      // Twenty failures from one address within the quarter hour, the oldest ten minutes ago.
      const locked = freshAddress();
      const oldest = now.getTime() - 10 * 60_000;
      await (
        await getDb()
      )
        .insertInto("authFailures")
        .values(
          Array.from({ length: 20 }, (_, i) => ({
            scope: "admin_login",
            subject: freshEmail(),
            ip: locked,
            createdAt: new Date(oldest + i * 1_000),
          })),
        )
        .execute();
      expect(await attemptAdminLogin(freshEmail(), "a wrong password", locked, now)).toEqual({ ok: false, reason: "locked" });
      expect(strangerRefusal(locked, now.getTime())).toEqual({ reason: "locked", until: oldest + 15 * 60_000 });
      expect(strangerRefusal(freshAddress(), now.getTime())).toBeNull();
    });
  });

  it("knows the administrator's remembered browsers, and no other", async () => {
    const { id } = await upsertAdmin(freshEmail(), "the right password");
    const device = crypto.randomBytes(32).toString("base64url");
    expect(await isRememberedAdminDevice(device)).toBe(false);
    await rememberAdminDevice(id, device);
    expect(await isRememberedAdminDevice(device)).toBe(true);
    expect(await isRememberedAdminDevice(crypto.randomBytes(32).toString("base64url"))).toBe(false);
  });
});
