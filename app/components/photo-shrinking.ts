import type { ChangeEvent } from "react";

import { fitWithin, jpegFileName, type ShrinkTarget } from "~/domain/camera-photos";

// Camera photos are shrunk in the browser before they are sent (docs/decisions/005): a camera
// photo of several megabytes leaves the phone as a JPEG within the target's size, which on a
// slow connection is the difference between seconds and minutes. Whatever the browser cannot decode goes as chosen;
// the server judges and, without JavaScript, shrinks it.

const QUALITIES = [0.85, 0.75, 0.65, 0.55, 0.45];
/** After every quality has been tried at one size, the next try has this share of its pixels' side. */
const SCALE_STEP = 0.75;
const SIZE_TRIES = 5;

function needsShrinking(file: File, target: ShrinkTarget): boolean {
  if (file.size === 0) return false;
  if (target.types.includes(file.type)) return file.size > target.maxBytes;
  return (
    target.convertAbove !== undefined && file.type.startsWith("image/") && file.type !== "image/svg+xml" && file.size > target.convertAbove
  );
}

function toBlob(canvas: HTMLCanvasElement, quality: number): Promise<Blob | null> {
  return new Promise((resolve) => canvas.toBlob(resolve, "image/jpeg", quality));
}

/** The file itself when it fits or cannot be decoded here, else a JPEG of it that fits. */
export async function shrinkImageFile(file: File, target: ShrinkTarget): Promise<File> {
  if (!needsShrinking(file, target) || typeof createImageBitmap !== "function") return file;
  let bitmap: ImageBitmap;
  try {
    // Turned upright by its EXIF orientation, which the JPEG we make no longer carries.
    bitmap = await createImageBitmap(file, { imageOrientation: "from-image" });
  } catch {
    return file;
  }
  try {
    let { width, height } = fitWithin(bitmap.width, bitmap.height, target.maxSide);
    const canvas = document.createElement("canvas");
    for (let attempt = 0; attempt < SIZE_TRIES; attempt++) {
      canvas.width = width;
      canvas.height = height;
      const context = canvas.getContext("2d");
      if (!context) return file;
      // JPEG has no transparency: a transparent PNG gets a white ground, not a black one.
      context.fillStyle = "#fff";
      context.fillRect(0, 0, width, height);
      context.imageSmoothingQuality = "high";
      context.drawImage(bitmap, 0, 0, width, height);
      for (const quality of QUALITIES) {
        const blob = await toBlob(canvas, quality);
        if (blob && blob.size <= target.maxBytes) {
          return new File([blob], jpegFileName(file.name), { type: "image/jpeg", lastModified: file.lastModified });
        }
      }
      width = Math.max(1, Math.round(width * SCALE_STEP));
      height = Math.max(1, Math.round(height * SCALE_STEP));
    }
    return file;
  } finally {
    bitmap.close();
  }
}

/** Every file in the form under a field with a target, shrunk to fit it (in place). */
export async function shrinkFormImages(form: FormData, targets: Readonly<Record<string, ShrinkTarget>>): Promise<void> {
  for (const [name, target] of Object.entries(targets)) {
    const values = form.getAll(name);
    if (!values.some((v) => typeof v !== "string" && needsShrinking(v, target))) continue;
    const shrunk = await Promise.all(values.map((v) => (typeof v === "string" ? v : shrinkImageFile(v, target))));
    form.delete(name);
    for (const value of shrunk) form.append(name, value);
  }
}

/**
 * A file input's change handler that swaps each chosen image for its shrunk copy, so the
 * input holds what will be sent. `then` runs with the input's files once they are in place.
 */
export function shrinkOnChoose(target: ShrinkTarget, then?: (files: File[]) => void) {
  return async (event: ChangeEvent<HTMLInputElement>) => {
    const input = event.currentTarget;
    const chosen = Array.from(input.files ?? []);
    then?.(chosen);
    if (!chosen.some((file) => needsShrinking(file, target)) || typeof DataTransfer !== "function") return;
    const shrunk = await Promise.all(chosen.map((file) => shrinkImageFile(file, target)));
    // The person may have chosen again meanwhile: only the files this run started from are swapped.
    if (input.files?.length !== chosen.length || Array.from(input.files).some((file, i) => file !== chosen[i])) return;
    const transfer = new DataTransfer();
    for (const file of shrunk) transfer.items.add(file);
    input.files = transfer.files;
    then?.(shrunk);
  };
}
