import { type ImageType, type ScrubbedImage, scrubImage } from "./upload-scrubbing.server";

export { rebuildPdf } from "./pdf-rebuild.server";

// The upload worker's entry (built to build/upload-work.server.js, run by upload-worker.server.ts
// on a thread of its own): every uploaded file is decoded and written afresh here, so a file
// built to inflate or to decode slowly costs this thread, never the one answering requests.

export type ImageTask = { bytes: Uint8Array; claimed: ImageType; maxBytes: number; maxSide?: number };
export type ImageOutcome = { ok: true; image: ScrubbedImage } | { ok: false; reason: "unreadable" | "tooLarge" };

export async function scrubUploadedImage({ bytes, claimed, maxBytes, maxSide }: ImageTask): Promise<ImageOutcome> {
  const image = await scrubImage(bytes, claimed, maxBytes, { maxSide });
  return image ? { ok: true, image } : { ok: false, reason: "unreadable" };
}
