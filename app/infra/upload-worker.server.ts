import { Piscina } from "piscina";

import { uploadWorkFile } from "~/infra/upload-work-file.server";

import { env } from "./env.server";
import { logger } from "./logger.server";
import type { PdfOutcome } from "./pdf-rebuild.server";
import { singleton } from "./singleton.server";
import type { ImageOutcome, ImageTask } from "./upload-work.server";

// Uploaded files are decoded on one worker thread (piscina), one file at a time, under a heap
// limit and a time limit: a decompression bomb or a file built to decode slowly is stopped
// there and refused, while this thread goes on answering requests. One thread leaves the
// other core to the site; uploads are rare and each takes well under a second.

function pool(): Piscina {
  return singleton(
    "upload-worker",
    () =>
      new Piscina({
        filename: uploadWorkFile,
        minThreads: 0,
        maxThreads: 1,
        idleTimeout: 60_000,
        // pdf-lib's objects live on this heap; what libvips and typed arrays take is outside it,
        // bounded by the pixel limit, the decoded-size cap and the time limit.
        resourceLimits: { maxOldGenerationSizeMb: 256, maxYoungGenerationSizeMb: 32 },
      }),
  );
}

type TooLarge = { ok: false; reason: "tooLarge" };

/** An image decoded and encoded afresh (upload-scrubbing.server.ts), on the worker. */
export async function scrubUploadedImage(task: ImageTask): Promise<ImageOutcome> {
  const outcome = await onWorker<ImageOutcome>("scrubUploadedImage", task, task.bytes);
  if (!outcome.ok) return outcome;
  // A Buffer crosses between threads as a plain Uint8Array; this one is made a Buffer again, without a copy.
  const { bytes } = outcome.image;
  return { ok: true, image: { ...outcome.image, bytes: Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength) } };
}

/** A PDF rebuilt from its pages (pdf-rebuild.server.ts), on the worker. */
export function rebuildUploadedPdf(bytes: Uint8Array): Promise<PdfOutcome> {
  return onWorker<PdfOutcome>("rebuildPdf", bytes, bytes);
}

async function onWorker<T>(name: string, task: unknown, bytes: Uint8Array): Promise<T | TooLarge> {
  const started = Date.now();
  try {
    return (await pool().run(task, { name, signal: AbortSignal.timeout(env().UPLOAD_WORK_LIMIT_MS) })) as T;
  } catch (error) {
    if (!isWorkerLimit(error)) throw error;
    logger.warn("upload refused: the worker's limit was reached", { work: name, bytes: bytes.byteLength, ms: Date.now() - started });
    return { ok: false, reason: "tooLarge" };
  }
}

/** The time limit (the task aborted, its thread ended) or the heap limit (the thread ran out). */
function isWorkerLimit(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  return error.name === "AbortError" || (error as { code?: string }).code === "ERR_WORKER_OUT_OF_MEMORY";
}
