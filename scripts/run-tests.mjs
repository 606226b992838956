// `npm test`: the checks in stages, stopping after the first stage in which a step fails, with how
// long each step took. The steps of a stage run side by side: the type check and lint are one
// process each, and run beside the unit tests, which leave a core idle while their files start;
// the families' measures (tools/families.mjs) take a second and print the figures of issue 68.
// The build is made once, for the browser tests (and the attack list in CI).
import { spawn } from "node:child_process";

const stages = [["test:unit", "typecheck", "lint", "families"], ["build"], ["test:e2e"]];
const started = Date.now();
const seconds = (ms) => `${Math.round(ms / 1000)} s`;

/**
 * Runs `npm run <step>`. The first step of a stage prints as it goes; the others' output is held
 * and printed whole when they end, so no two steps' lines interleave.
 */
function run(step, live) {
  return new Promise((resolve) => {
    const from = Date.now();
    console.log(`::: npm run ${step}${live ? "" : " (its output follows when it ends)"}`);
    const child = spawn("npm", ["run", step], { stdio: live ? "inherit" : ["ignore", "pipe", "pipe"] });
    const held = [];
    if (!live) {
      child.stdout.on("data", (chunk) => held.push(chunk));
      child.stderr.on("data", (chunk) => held.push(chunk));
    }
    child.on("close", (code) => {
      if (!live) process.stdout.write(Buffer.concat(held));
      console.log(`::: npm run ${step}: ${seconds(Date.now() - from)} (total ${seconds(Date.now() - started)})`);
      resolve(code ?? 1);
    });
  });
}

for (const stage of stages) {
  const codes = await Promise.all(stage.map((step, i) => run(step, i === 0)));
  const failed = stage.filter((_, i) => codes[i] !== 0);
  if (failed.length > 0) {
    console.log(`::: failed: ${failed.join(", ")}`);
    process.exit(1);
  }
}
