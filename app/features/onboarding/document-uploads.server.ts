import type { UploadHandler } from "@remix-run/node";

import { MAX_CAMERA_PHOTO_BYTES, PHOTO_LONG_SIDE } from "~/domain/camera-photos";
import { CONTENT_TYPES, type SniffedType, sniffFileType } from "~/domain/file-types";
import { DOCUMENT_KINDS, type DocumentKind, documentNameAllowed, type DocumentRefusal, MAX_DOCUMENT_BYTES } from "~/domain/onboarding";
import { missingRequiredKinds } from "~/forms/astrologer";
import { readCappedPart, type UploadReceiver } from "~/infra/form-data.server";
import { rebuildUploadedPdf, scrubUploadedImage } from "~/infra/upload-worker.server";
import { documentKindsOf, saveDocuments, type StoredDocument } from "~/services/onboarding.server";

// What is refused is said as a reason (domain/onboarding.ts): the page words it in its language.

export type DocumentUploadResult = {
  saved: StoredDocument[];
  /** field name → why, for the fields that were refused */
  errors: Record<string, DocumentRefusal>;
};

// Browsers send the bare file name; a name with a path in it comes from a crafted request.
const SAFE_NAME = /^[^/\\\0]{1,200}$/;

/** A JPEG may be a camera photo of up to 15 MB (it is shrunk); anything else must be below 500KB as sent. */
const documentLimit = (head: Uint8Array) => (sniffFileType(head) === "jpeg" ? MAX_CAMERA_PHOTO_BYTES + 1 : MAX_DOCUMENT_BYTES);

/** Why the worker refused a file, as the page says it beside its field. */
const workerRefusals = {
  unreadable: "type",
  tooLarge: "size",
  encrypted: "encrypted",
} as const satisfies Record<string, DocumentRefusal>;

/**
 * The file as it will be stored, or why it is refused: a JPEG re-encoded (shrunk to fit), a PDF
 * rebuilt from its pages; both on the upload worker.
 */
async function storableContent(bytes: Buffer, type: SniffedType | null): Promise<{ content: Uint8Array } | { refusal: DocumentRefusal }> {
  if (type === "jpeg") {
    const scrubbed = await scrubUploadedImage({ bytes, claimed: "jpeg", maxBytes: MAX_DOCUMENT_BYTES - 1, maxSide: PHOTO_LONG_SIDE });
    return scrubbed.ok ? { content: scrubbed.image.bytes } : { refusal: workerRefusals[scrubbed.reason] };
  }
  if (type === "pdf") {
    const rebuilt = await rebuildUploadedPdf(bytes);
    return rebuilt.ok ? { content: rebuilt.bytes } : { refusal: workerRefusals[rebuilt.reason] };
  }
  return { refusal: "type" };
}

/** The files of a document post as read: those that passed, and why the others were refused. */
export type ReceivedDocuments = { accepted: StoredDocument[]; errors: Record<string, DocumentRefusal> };

/**
 * The document form read as it streams: each file is checked by name, by size (a PDF never
 * held past 500 KB, a JPEG never past 15 MB) and by its content: a JPEG must decode (and is
 * re-encoded below 500KB, which drops its metadata), a PDF is rebuilt from its pages.
 */
export function documentUploadReceiver(): UploadReceiver<ReceivedDocuments> {
  const received: ReceivedDocuments = { accepted: [], errors: {} };
  const { errors, accepted } = received;
  const handler: UploadHandler = async ({ name, filename, data }) => {
    const spec = DOCUMENT_KINDS.find((d) => d.field === name);
    if (!spec || filename === undefined) {
      await readCappedPart(data, 1);
      return undefined;
    }
    const { size, limit, bytes } = await readCappedPart(data, documentLimit);
    if (size === 0 && filename === "") return undefined; // an empty file input: nothing chosen
    if (!SAFE_NAME.test(filename) || filename.includes("..")) errors[name] = "invalidName";
    else if (!documentNameAllowed(filename)) errors[name] = "type";
    else if (!bytes) errors[name] = limit > MAX_DOCUMENT_BYTES ? "imageTooLarge" : "size";
    else {
      const type = sniffFileType(bytes);
      const stored = await storableContent(bytes, type);
      if (!type || "refusal" in stored) errors[name] = "refusal" in stored ? stored.refusal : "type";
      else
        accepted.push({
          kind: spec.kind,
          content: stored.content,
          originalName: filename,
          contentType: CONTENT_TYPES[type],
          sizeBytes: stored.content.length,
        });
    }
    return undefined;
  };
  return { handler, received: () => received };
}

/** The files that passed are stored encrypted and recorded, so they count as uploaded on the next try. */
export async function storeDocuments({ accepted, errors }: ReceivedDocuments, astrologerId: number): Promise<DocumentUploadResult> {
  await saveDocuments(astrologerId, accepted);
  return { saved: accepted, errors };
}

/** Where the document step stands after a post: done, or the fields to choose again and why. */
export type DocumentStepOutcome = { kind: "complete" } | { kind: "incomplete"; refusals: Record<string, DocumentRefusal> };

/**
 * The document step (spec §2 "Document upload page"): receives the form, then checks that every
 * required document is on file, counting those kept from earlier tries. A refused file keeps its
 * own reason; a required one still missing is "required".
 */
export async function submitDocumentStep(received: ReceivedDocuments, astrologerId: number): Promise<DocumentStepOutcome> {
  const { errors } = await storeDocuments(received, astrologerId);
  const missing = missingRequiredKinds((await documentKindsOf(astrologerId)).map((d) => d.kind));
  if (Object.keys(errors).length === 0 && missing.length === 0) return { kind: "complete" };
  const refusals = { ...errors };
  for (const spec of DOCUMENT_KINDS) {
    if (missing.includes(spec.kind) && !refusals[spec.field]) refusals[spec.field] = "required";
  }
  return { kind: "incomplete", refusals };
}

/** Where the one-document-at-a-time step stands after a post of `field`'s file. */
export type OneDocumentOutcome =
  { kind: "complete" } | { kind: "saved"; document: DocumentKind; next: string } | { kind: "refused"; refusal: DocumentRefusal };

/**
 * One document on its own (a slow line without JavaScript: no post carries more than one photo).
 * Saved as it arrives; the step is complete once every required document is on file, and
 * otherwise goes on to the next document not yet given (the optional one last).
 */
export async function submitOneDocument(received: ReceivedDocuments, astrologerId: number, field: string): Promise<OneDocumentOutcome> {
  const spec = DOCUMENT_KINDS.find((d) => d.field === field);
  if (!spec) throw new Error(`no document is called ${field}`);
  const { saved, errors } = await storeDocuments(received, astrologerId);
  if (errors[field]) return { kind: "refused", refusal: errors[field] };
  if (!saved.some((d) => d.kind === spec.kind)) return { kind: "refused", refusal: "required" };
  const onFile = (await documentKindsOf(astrologerId)).map((d) => d.kind);
  if (missingRequiredKinds(onFile).length === 0) return { kind: "complete" };
  const next = DOCUMENT_KINDS.find((d) => d.required && !onFile.includes(d.kind)) ?? spec;
  return { kind: "saved", document: spec.kind, next: next.field };
}
