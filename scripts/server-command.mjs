// How `npm start` runs the server, read from package.json's start script, so that the browser
// tests and the bench start build/server.js as production does: with the same environment and
// the same options of node (the memory settings of decision 130 among them).
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");

/**
 * The start script's parts: `NAME=value …  node --option … build/server.js`. Throws when the
 * script has another shape, so that a change to it cannot leave the tests starting another server.
 * @param {string} script
 * @returns {{ env: Record<string, string>, nodeArgs: string[] }}
 */
export function parseStartScript(script) {
  const words = script.trim().split(/\s+/);
  /** @type {Record<string, string>} */
  const env = {};
  while (words.length > 0 && /^[A-Z_][A-Z0-9_]*=/.test(words[0])) {
    const [name, ...value] = words.shift().split("=");
    env[name] = value.join("=");
  }
  if (words.shift() !== "node" || words.pop() !== "build/server.js" || !words.every((word) => word.startsWith("--"))) {
    throw new Error(`package.json's start script is not "NAME=value … node --option … build/server.js": ${script}`);
  }
  return { env, nodeArgs: words };
}

/**
 * The environment and node options `npm start` gives build/server.js.
 * @returns {{ env: Record<string, string>, nodeArgs: string[] }}
 */
export function serverCommand() {
  const pkg = JSON.parse(fs.readFileSync(path.join(root, "package.json"), "utf8"));
  return parseStartScript(pkg.scripts.start);
}
