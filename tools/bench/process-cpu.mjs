// A process's CPU time as Linux counts it, read from /proc: what the bench charges a request
// (or a yardstick render) with.
import fs from "node:fs";

/** Run time of all the process's threads so far, in nanoseconds (first field of schedstat). */
export function cpuNanoseconds(pid) {
  let total = 0n;
  for (const tid of fs.readdirSync(`/proc/${pid}/task`)) {
    try {
      total += BigInt(fs.readFileSync(`/proc/${pid}/task/${tid}/schedstat`, "utf8").split(" ")[0]);
    } catch {
      // the thread ended between the listing and the read
    }
  }
  return total;
}

/**
 * Resolves once a process's main thread is asleep (a server waiting for the next request), or after
 * 50 ms. A thread's schedstat run time is brought up to date only when it stops running, so a
 * thread still at work after its answer was sent would have that work counted in the next
 * request, or between two requests and in none (its medians fell far below the /proc/stat mean).
 */
export async function serverAsleep(pid) {
  const deadline = process.hrtime.bigint() + 50_000_000n;
  for (;;) {
    await new Promise((resolve) => setImmediate(resolve));
    let state = "";
    try {
      state = fs.readFileSync(`/proc/${pid}/task/${pid}/stat`, "utf8").replace(/^.*\) /, "")[0];
    } catch {
      return;
    }
    if (state !== "R" || process.hrtime.bigint() > deadline) return;
  }
}

/** Clock ticks (10 ms) of user + system time the process has used. */
export function cpuTicks(pid) {
  const fields = fs
    .readFileSync(`/proc/${pid}/stat`, "utf8")
    .replace(/^.*\) /, "")
    .split(" ");
  return Number(fields[11]) + Number(fields[12]);
}
