import { describe, expect, it } from "vitest";

import { en } from "~/locales/en";
import { hi } from "~/locales/hi";

// The Hindi edition's words (app/locales/hi): the typecheck holds each file to the English one's
// keys; these tests hold each text to being Hindi, with the English text's placeholders and tags.

/** Every text of a namespace tree by its key path: "otp.resend" → text. */
function textsOf(value: unknown, at = ""): Map<string, unknown> {
  const found = new Map<string, unknown>();
  if (value && typeof value === "object") {
    for (const [key, inner] of Object.entries(value)) {
      const path = at ? `${at}.${key}` : key;
      if (inner && typeof inner === "object") for (const [where, text] of textsOf(inner, path)) found.set(where, text);
      else found.set(path, inner);
    }
  }
  return found;
}

const DEVANAGARI = /[\u0900-\u097F]/;
const PLACEHOLDER = /\{\{\s*[\w.]+\s*\}\}/g;
const TAG = /<\/?\w+\s*\/?>/g;

/**
 * Latin words a Hindi text may keep: the brand's placeholder aside, the words Indian readers use
 * as they are (OTP, SMS, PAN, IFSC, UPI...), file types and the names of things that are names.
 */
const LOANWORDS = new Set(
  [
    "OTP",
    "SMS",
    "PIN",
    "PAN",
    "IFSC",
    "UPI",
    "IST",
    "JPEG",
    "JPG",
    "PNG",
    "WebP",
    "PDF",
    "MB",
    "KB",
    "ID",
    "DELETE",
    "English",
    "Google",
    "Play",
    "App",
    "Store",
    "Apple",
    "iPhone",
    "Android",
    "Aadhaar",
    "Vedic",
    "KP",
    "Data",
    "Protection",
    "Board",
    "of",
    "India",
    "ics",
    "am",
    "pm",
    "Rs",
    "e",
    "mail",
  ].map((word) => word.toLowerCase()),
);

/**
 * The words of a text a reader sees, placeholders and tags taken out; acronyms and codes (GST,
 * ABCDE1234F) are not words, nor identifiers typed as they are in either edition (a time zone's
 * name, Asia/Kolkata).
 */
const latinWordsOf = (text: string) =>
  (
    text
      .replace(PLACEHOLDER, " ")
      .replace(TAG, " ")
      .replace(/[A-Za-z_]+(?:\/[A-Za-z_]+)+/g, " ")
      .match(/[A-Za-z]+/g) ?? []
  ).filter((word) => word !== word.toUpperCase());

const namespaces = Object.keys(en) as Array<keyof typeof en>;

describe("the Hindi edition's words", () => {
  for (const namespace of namespaces) {
    const english = textsOf(en[namespace]);
    const hindi = textsOf(hi[namespace]);

    it(`${namespace}: every English key has a Hindi text, and no key is Hindi's alone`, () => {
      const missing = [...english.keys()].filter((key) => typeof hindi.get(key) !== "string" || hindi.get(key) === "");
      expect(missing).toEqual([]);
      expect([...hindi.keys()].filter((key) => !english.has(key))).toEqual([]);
    });

    it(`${namespace}: no Hindi text is left in English`, () => {
      const untranslated = [...english.entries()].flatMap(([key, text]) => {
        const translation = hindi.get(key);
        if (typeof text !== "string" || typeof translation !== "string") return [];
        const words = latinWordsOf(translation).filter((word) => !LOANWORDS.has(word.toLowerCase()));
        // A text with words of its own must have them in Hindi; one that is only placeholders,
        // figures and loanwords is the same in both languages.
        const hasWords = latinWordsOf(text).some((word) => !LOANWORDS.has(word.toLowerCase()));
        if (words.length > 0 || (hasWords && !DEVANAGARI.test(translation))) return [`${key}: ${translation}`];
        return [];
      });
      expect(untranslated).toEqual([]);
    });

    it(`${namespace}: each Hindi text keeps its English text's placeholders and tags`, () => {
      // The same names, each at least once: a sentence may name a sign once where English names it twice.
      const sorted = (text: string, pattern: RegExp) => [...new Set((text.match(pattern) ?? []).map((p) => p.replace(/\s/g, "")))].sort();
      const differing = [...english.entries()].flatMap(([key, text]) => {
        const translation = hindi.get(key);
        if (typeof text !== "string" || typeof translation !== "string") return [];
        const same =
          JSON.stringify(sorted(text, PLACEHOLDER)) === JSON.stringify(sorted(translation, PLACEHOLDER)) &&
          JSON.stringify(sorted(text, TAG)) === JSON.stringify(sorted(translation, TAG));
        return same ? [] : [key];
      });
      expect(differing).toEqual([]);
    });
  }
});
