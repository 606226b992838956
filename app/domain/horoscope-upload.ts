// The admin's daily horoscope upload (onboarding-and-admin §3 "Daily horoscope upload",
// §4 "Horoscope upload", §5 "Admin", §8 alerts): the form's rules, the order of the
// twelve signs in one upload batch, and the prediction text's conversion to HTML. Its form's
// checks are forms/horoscope-upload.ts.
import { type Sign, SIGNS } from "./horoscope";

export const UPLOAD_LANGUAGES = ["english", "hindi"] as const;
export type UploadLanguage = (typeof UPLOAD_LANGUAGES)[number];

/** Our limit (the spec names none): far more than a day's text, far less than the 64 KB post cap. */
export const PREDICTION_MAX_LENGTH = 10_000;

export type UploadFields = "dates" | "language" | "sign" | "prediction";
export type UploadValues = { startDate: string; endDate: string; language: string; sign: string; prediction: string };
export type ValidUpload = { startDate: string; endDate: string; language: UploadLanguage; sign: Sign; prediction: string };

/** The open batch: one date range and language whose signs are being uploaded. */
export type UploadBatch = { startDate: string; endDate: string; language: string; signsDone: readonly string[] };

/** The sign to upload next (Aries first), or null once all twelve are done. */
export function nextSign(signsDone: readonly string[]): Sign | null {
  return SIGNS.find((s) => !signsDone.includes(s.slug)) ?? null;
}

export type UploadDecision =
  | { ok: true; signsDone: string[]; complete: boolean; startsBatch: boolean }
  | { ok: false; reason: "dates-locked" | "language-locked" | "already-uploaded" }
  | { ok: false; reason: "out-of-order"; expected: Sign };

/**
 * Spec §4: signs go aries to pisces; the first upload locks the dates (and, ours, the
 * language) until all twelve are done; a sign already done is refused. The dates are
 * checked first, so an upload for other dates never reads as a sign problem.
 */
export function decideUpload(
  batch: UploadBatch | null,
  upload: { startDate: string; endDate: string; language: string; sign: string },
): UploadDecision {
  const done = batch ? [...batch.signsDone] : [];
  if (batch) {
    if (batch.startDate !== upload.startDate || batch.endDate !== upload.endDate) return { ok: false, reason: "dates-locked" };
    if (batch.language !== upload.language) return { ok: false, reason: "language-locked" };
  }
  if (done.includes(upload.sign)) return { ok: false, reason: "already-uploaded" };
  const expected = nextSign(done);
  if (!expected || expected.slug !== upload.sign) return { ok: false, reason: "out-of-order", expected: expected ?? SIGNS[0] };
  const signsDone = [...done, upload.sign];
  return { ok: true, signsDone, complete: signsDone.length === SIGNS.length, startsBatch: !batch };
}

const ESCAPES: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" };

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ESCAPES[c]);
}

const BULLET = /^\s*[*•]\s*/;

/**
 * Spec §5: "lines starting with * or a bullet become list items; blank lines become
 * breaks". Consecutive bullet lines form one list; every other line is a paragraph of
 * escaped text; blank lines between them become <br>. Blank lines at either end are dropped.
 */
export function predictionToHtml(text: string): string {
  const lines = text.replace(/\r\n?/g, "\n").split("\n");
  while (lines.length > 0 && lines[0].trim() === "") lines.shift();
  while (lines.length > 0 && lines[lines.length - 1].trim() === "") lines.pop();
  const out: string[] = [];
  let items: string[] = [];
  const closeList = () => {
    if (items.length > 0) out.push(`<ul>${items.map((item) => `<li>${item}</li>`).join("")}</ul>`);
    items = [];
  };
  for (const line of lines) {
    if (BULLET.test(line)) {
      const item = line.replace(BULLET, "").trim();
      if (item) items.push(escapeHtml(item));
      continue;
    }
    closeList();
    const trimmed = line.trim();
    out.push(trimmed ? `<p>${escapeHtml(trimmed)}</p>` : "<br>");
  }
  closeList();
  return out.join("");
}

/** True for a prediction stored as HTML by predictionToHtml; the older ones are plain text. */
export function isPredictionHtml(prediction: string): boolean {
  return /^\s*<(p|ul|br)[\s/>]/i.test(prediction);
}

const ENTITIES: Record<string, string> = { "&amp;": "&", "&lt;": "<", "&gt;": ">", "&quot;": '"', "&#39;": "'", "&nbsp;": " " };

/** The words of a prediction, HTML or not, on one line (the home page's short version). */
export function predictionPlainText(prediction: string): string {
  const text = isPredictionHtml(prediction)
    ? prediction.replace(/<[^>]*>/g, " ").replace(/&(amp|lt|gt|quot|#39|nbsp);/g, (entity) => ENTITIES[entity])
    : prediction;
  return text.replace(/\s+/g, " ").trim();
}
