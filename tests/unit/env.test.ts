import fs from "node:fs";
import os from "node:os";
import path from "node:path";

import { describe, expect, it } from "vitest";

import { ConfigError, parseEnv } from "~/infra/env.server";

function tempDir() {
  return fs.mkdtempSync(path.join(os.tmpdir(), "grahavani-env-"));
}

describe("configuration", () => {
  it("starts with no variables at all, using the documented defaults", () => {
    const dir = tempDir();
    const env = parseEnv({ DATA_DIR: dir, NODE_ENV: "test" });
    expect(env.PORT).toBe(3000);
    expect(env.PUBLIC_ORIGIN).toBe("http://localhost:3000");
    expect(env.BRAND_NAME).toBe("Grahavani");
    expect(env.LEGAL_NAME).toBe("Grahavani Astro Services Private Limited");
    expect(env.DATABASE_URL).toBeUndefined();
    expect([env.OUTBOX_RETRY_BASE_MS, env.OUTBOX_RETRY_MAX_MS, env.OUTBOX_MAX_ATTEMPTS, env.OUTBOX_POLL_MS]).toEqual([
      60_000, 3_600_000, 10, 2_000,
    ]);
  });

  it("names the variable that has a wrong value", () => {
    expect(() => parseEnv({ PORT: "eighty", DATA_DIR: tempDir() })).toThrow(ConfigError);
    expect(() => parseEnv({ PORT: "eighty", DATA_DIR: tempDir() })).toThrow(/PORT/);
    expect(() => parseEnv({ DATABASE_URL: "mysql://x", DATA_DIR: tempDir() })).toThrow(/DATABASE_URL/);
    expect(() => parseEnv({ ADMIN_EMAIL: "a@b.in", DATA_DIR: tempDir() })).toThrow(/ADMIN_PASSWORD/);
    expect(() => parseEnv({ OUTBOX_MAX_ATTEMPTS: "0", DATA_DIR: tempDir() })).toThrow(/OUTBOX_MAX_ATTEMPTS/);
  });

  it("generates a session secret once and reuses it", () => {
    const dir = tempDir();
    const first = parseEnv({ DATA_DIR: dir, NODE_ENV: "test" }).sessionSecrets;
    const second = parseEnv({ DATA_DIR: dir, NODE_ENV: "test" }).sessionSecrets;
    expect(first[0]).toMatch(/^[\w-]{40,}$/);
    expect(second).toEqual(first);
  });

  it("with an https PUBLIC_ORIGIN, refuses to start without SESSION_SECRET and DATA_ENCRYPTION_KEY, naming each", () => {
    const key = Buffer.alloc(32, 7).toString("base64");
    const deployment = { DATA_DIR: tempDir(), PUBLIC_ORIGIN: "https://www.example.in" };
    const failure = (extra: Record<string, string>) => {
      try {
        parseEnv({ ...deployment, ...extra });
        return "";
      } catch (error) {
        expect(error).toBeInstanceOf(ConfigError);
        return (error as Error).message;
      }
    };
    const neither = failure({});
    expect(neither).toMatch(/SESSION_SECRET: must be set when PUBLIC_ORIGIN is https/);
    expect(neither).toMatch(/DATA_ENCRYPTION_KEY: must be set when PUBLIC_ORIGIN is https/);
    expect(failure({ SESSION_SECRET: "a-long-random-secret" })).not.toMatch(/SESSION_SECRET/);
    expect(failure({ SESSION_SECRET: "a-long-random-secret" })).toMatch(/DATA_ENCRYPTION_KEY/);
    expect(failure({ DATA_ENCRYPTION_KEY: key, SESSION_SECRET: " " })).toMatch(/SESSION_SECRET/);
    expect(failure({ DATA_ENCRYPTION_KEY: key, SESSION_SECRET: "a-long-random-secret" })).toBe("");
    // Plain http (development, tests) keeps generating both into DATA_DIR.
    expect(() => parseEnv({ DATA_DIR: tempDir(), PUBLIC_ORIGIN: "http://localhost:3000" })).not.toThrow();
  });

  it("accepts a comma-separated list of data keys for rotation, each 32 bytes", () => {
    const [a, b] = [Buffer.alloc(32, 1).toString("base64"), Buffer.alloc(32, 2).toString("base64")];
    expect(parseEnv({ DATA_DIR: tempDir(), DATA_ENCRYPTION_KEY: `${b}, ${a}` }).dataEncryptionKeys).toEqual([b, a]);
    expect(() => parseEnv({ DATA_DIR: tempDir(), DATA_ENCRYPTION_KEY: `${b},short` })).toThrow(/DATA_ENCRYPTION_KEY/);
  });

  it("sizes each instance's PostgreSQL pool from DATABASE_POOL_SIZE: 10 by default, a whole number from 1", () => {
    expect(parseEnv({ DATA_DIR: tempDir() }).DATABASE_POOL_SIZE).toBe(10);
    expect(parseEnv({ DATA_DIR: tempDir(), DATABASE_POOL_SIZE: "" }).DATABASE_POOL_SIZE).toBe(10);
    expect(parseEnv({ DATA_DIR: tempDir(), DATABASE_POOL_SIZE: "25" }).DATABASE_POOL_SIZE).toBe(25);
    for (const wrong of ["0", "-3", "2.5", "ten"]) {
      expect(() => parseEnv({ DATA_DIR: tempDir(), DATABASE_POOL_SIZE: wrong })).toThrow(/DATABASE_POOL_SIZE/);
    }
  });

  it("gives the page cache PAGE_CACHE_MB: 32 by default, 0 keeps nothing, a whole number otherwise", () => {
    expect(parseEnv({ DATA_DIR: tempDir() }).PAGE_CACHE_MB).toBe(32);
    expect(parseEnv({ DATA_DIR: tempDir(), PAGE_CACHE_MB: "" }).PAGE_CACHE_MB).toBe(32);
    expect(parseEnv({ DATA_DIR: tempDir(), PAGE_CACHE_MB: "0" }).PAGE_CACHE_MB).toBe(0);
    expect(parseEnv({ DATA_DIR: tempDir(), PAGE_CACHE_MB: "256" }).PAGE_CACHE_MB).toBe(256);
    for (const wrong of ["-1", "1.5", "lots", "5000"]) {
      expect(() => parseEnv({ DATA_DIR: tempDir(), PAGE_CACHE_MB: wrong })).toThrow(/PAGE_CACHE_MB/);
    }
  });

  it("keeps a closed application's documents CLOSED_APPLICATION_RETENTION_DAYS after the decision: 90 by default, a whole number from 1", () => {
    expect(parseEnv({ DATA_DIR: tempDir() }).CLOSED_APPLICATION_RETENTION_DAYS).toBe(90);
    expect(parseEnv({ DATA_DIR: tempDir(), CLOSED_APPLICATION_RETENTION_DAYS: "30" }).CLOSED_APPLICATION_RETENTION_DAYS).toBe(30);
    for (const wrong of ["0", "-1", "1.5", "ninety"]) {
      expect(() => parseEnv({ DATA_DIR: tempDir(), CLOSED_APPLICATION_RETENTION_DAYS: wrong })).toThrow(
        /CLOSED_APPLICATION_RETENTION_DAYS/,
      );
    }
  });

  it("accepts several comma-separated secrets for rotation", () => {
    const env = parseEnv({ DATA_DIR: tempDir(), SESSION_SECRET: "new-secret, old-secret" });
    expect(env.sessionSecrets).toEqual(["new-secret", "old-secret"]);
  });
});
