// `npm start` builds when there is no build yet or a source file is newer than it.
import { execSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";

const output = "build/server.js";
const sources = ["app", "edge", "public", "scripts", "tools/cli", "remix.config.js", "package.json"];

function newestMtime(entry) {
  if (!fs.existsSync(entry)) return 0;
  const stat = fs.statSync(entry);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = 0;
  for (const name of fs.readdirSync(entry)) {
    if (entry === "public" && name === "build") continue;
    newest = Math.max(newest, newestMtime(path.join(entry, name)));
  }
  return newest;
}

const built = fs.existsSync(output) ? fs.statSync(output).mtimeMs : 0;
if (built === 0 || Math.max(...sources.map(newestMtime)) > built) {
  console.log("Building the app (first start or sources changed)...");
  execSync("npm run build", { stdio: "inherit" });
}
