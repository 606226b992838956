import crypto from "node:crypto";

import { env } from "./env.server";
import { singleton } from "./singleton.server";

// scrypt at the strength we use takes 128 MiB and a large part of a second of a core, and
// Node runs it on libuv's pool of four threads, the same threads that read static files and
// compress answers: four hashes at once stall all of those. So one hash runs at a time and the
// rest wait in a short line; a sign-in that finds the line full is refused at once instead of
// waiting (decision 079).

/** The line was full: the password was not checked. */
export class HashingBusyError extends Error {
  constructor() {
    super("password hashing is busy");
    this.name = "HashingBusyError";
  }
}

export type ScryptParams = { N: number; r: number; p: number };

/** Enough for N=2^17, r=8 (128 MiB) with room to spare; scrypt refuses anything larger. */
const MAX_MEMORY = 256 * 1024 * 1024;

type Line = { running: boolean; waiting: Array<() => void> };

/** Whether a stranger's sign-in would find the line full now (the edge answers it without a render). */
export function hashingLineFull(): boolean {
  const line = singleton<Line>("password-hashing", () => ({ running: false, waiting: [] }));
  return line.running && line.waiting.length >= env().PASSWORD_HASH_QUEUE;
}

/**
 * The scrypt key of `password`. `whenBusy: "refuse"` (what a stranger's sign-in asks) throws
 * HashingBusyError when PASSWORD_HASH_QUEUE hashes already wait; `"wait"` (the administrator's
 * own tools, at start) always takes its turn.
 */
export async function scryptKey(
  password: string,
  salt: Buffer,
  keyLength: number,
  params: ScryptParams,
  whenBusy: "refuse" | "wait",
): Promise<Buffer> {
  const line = singleton<Line>("password-hashing", () => ({ running: false, waiting: [] }));
  if (line.running) {
    if (whenBusy === "refuse" && line.waiting.length >= env().PASSWORD_HASH_QUEUE) throw new HashingBusyError();
    await new Promise<void>((resolve) => line.waiting.push(resolve));
  } else {
    line.running = true;
  }
  try {
    return await new Promise<Buffer>((resolve, reject) =>
      crypto.scrypt(password, salt, keyLength, { ...params, maxmem: MAX_MEMORY }, (error, key) => (error ? reject(error) : resolve(key))),
    );
  } finally {
    // The turn passes straight to the next in line, so `running` never drops between two hashes.
    const next = line.waiting.shift();
    if (next) next();
    else line.running = false;
  }
}
