import { describe, expect, it } from "vitest";

import { parseStartScript, serverCommand } from "../../scripts/server-command.mjs";

describe("the server as npm start runs it", () => {
  it("reads the environment and node's options from the start script", () => {
    expect(parseStartScript("NODE_ENV=production MALLOC_ARENA_MAX=2 node --max-old-space-size=256 build/server.js")).toEqual({
      env: { NODE_ENV: "production", MALLOC_ARENA_MAX: "2" },
      nodeArgs: ["--max-old-space-size=256"],
    });
    expect(parseStartScript("node build/server.js")).toEqual({ env: {}, nodeArgs: [] });
  });

  it("refuses a start script of another shape rather than start another server", () => {
    expect(() => parseStartScript("NODE_ENV=production tsx server.ts")).toThrow(/start script/);
    expect(() => parseStartScript("node build/server.js --port 3000")).toThrow(/start script/);
    expect(() => parseStartScript("node build/other.js")).toThrow(/start script/);
  });

  it("gives the tests and the bench production's memory settings", () => {
    const production = serverCommand();
    expect(production.env.NODE_ENV).toBe("production");
    // The month pages' memory budget was measured with these (decision 130).
    expect(production.env.MALLOC_ARENA_MAX).toBe("2");
    expect(production.nodeArgs.some((arg) => /^--max-old-space-size=\d+$/.test(arg))).toBe(true);
  });
});
