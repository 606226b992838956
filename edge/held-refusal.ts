import type { ServerResponse } from "node:http";

/** How long a refusal is held before it is sent, and how many may be held at once (the rest go at once). */
const REFUSAL_PAUSE_MS = 1_000;
const MOST_HELD = 2_000;

let held = 0;

/**
 * Sends a refusal after a pause: a client that asks again as soon as it is answered (a flood's
 * loop) then asks about once a second a connection, not thousands of times, and a refusal cheap
 * to make is also cheap to be sent many of. A person refused reads the same page a second later.
 */
export function sendAfterPause(res: ServerResponse, send: () => void): void {
  if (held >= MOST_HELD) return send();
  held += 1;
  let waiting = true;
  const timer = setTimeout(() => {
    waiting = false;
    held -= 1;
    send();
  }, REFUSAL_PAUSE_MS);
  res.on("close", () => {
    if (!waiting) return;
    waiting = false;
    clearTimeout(timer);
    held -= 1;
  });
}
