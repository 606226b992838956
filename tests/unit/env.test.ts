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
  });

  it("names the variable that has a wrong value", () => {
    expect(() => parseEnv({ PORT: "eighty", DATA_DIR: tempDir() })).toThrow(ConfigError);
    expect(() => parseEnv({ PORT: "eighty", DATA_DIR: tempDir() })).toThrow(/PORT/);
    expect(() => parseEnv({ DATABASE_URL: "mysql://x", DATA_DIR: tempDir() })).toThrow(/DATABASE_URL/);
    expect(() => parseEnv({ ADMIN_EMAIL: "a@b.in", DATA_DIR: tempDir() })).toThrow(/ADMIN_PASSWORD/);
  });

  it("generates a session secret once and reuses it", () => {
    const dir = tempDir();
    const first = parseEnv({ DATA_DIR: dir, NODE_ENV: "test" }).sessionSecrets;
    const second = parseEnv({ DATA_DIR: dir, NODE_ENV: "test" }).sessionSecrets;
    expect(first[0]).toMatch(/^[\w-]{40,}$/);
    expect(second).toEqual(first);
  });

  it("accepts several comma-separated secrets for rotation", () => {
    const env = parseEnv({ DATA_DIR: tempDir(), SESSION_SECRET: "new-secret, old-secret" });
    expect(env.sessionSecrets).toEqual(["new-secret", "old-secret"]);
  });
});
