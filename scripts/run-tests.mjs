// `npm test`: each step in turn, stopping at the first that fails, with how long each took.
import { spawnSync } from "node:child_process";

const steps = ["typecheck", "lint", "test:unit", "build", "test:e2e"];
const started = Date.now();
const seconds = (ms) => `${Math.round(ms / 1000)} s`;

for (const step of steps) {
  const from = Date.now();
  console.log(`::: npm run ${step}`);
  const { status } = spawnSync("npm", ["run", step], { stdio: "inherit" });
  console.log(`::: npm run ${step}: ${seconds(Date.now() - from)} (total ${seconds(Date.now() - started)})`);
  if (status !== 0) process.exit(status ?? 1);
}
