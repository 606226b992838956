import i18next from "i18next";
import { describe, expect, it } from "vitest";

import type { Words, WordsUnder } from "~/domain/words";
import { en } from "~/locales/en";
import { hi } from "~/locales/hi";
import { translator } from "~/locales/i18n";
import type { Translation } from "~/locales/translation";

// The typecheck (npm run typecheck) is half of these tests: each @ts-expect-error line must not
// compile, or tsc fails on the unused directive. What does compile is run for its text.

describe("words that cannot be misspelt", () => {
  it("a Words function takes the app's t in either edition, and refuses a key no text has", () => {
    const english: Words = translator("en");
    const hindi: Words = translator("hi");
    expect(english("panchang:eyebrow")).toBe(en.panchang.eyebrow);
    expect(hindi("panchang:eyebrow")).toBe(hi.panchang.eyebrow);
    // @ts-expect-error -- no text has the key "panchang:eyebrw"
    expect(english("panchang:eyebrw")).toBe("eyebrw");
    // @ts-expect-error -- no text has the key "panchang:eyebrw"
    expect(hindi("panchang:eyebrw")).toBe("eyebrw");
  });

  it("a key built from a name is checked through the name's type", () => {
    const words: Words = translator("en");
    const paksha: WordsUnder<"panchang:paksha."> = "krishna";
    expect(words(`panchang:paksha.${paksha}`)).toBe(en.panchang.paksha.krishna);
    // @ts-expect-error -- "amavasya" is no paksha's key
    const wrong: WordsUnder<"panchang:paksha."> = "amavasya";
    // @ts-expect-error -- a name that may be any string builds a key nothing checks
    expect(words(`panchang:paksha.${wrong as string}`)).toBe("paksha.amavasya");
  });

  it("the app's t refuses a key no text has, in either edition, as a page's t does", () => {
    for (const [language, texts] of [
      ["en", en],
      ["hi", hi],
    ] as const) {
      const t = translator(language);
      expect(t("panchang:eyebrow")).toBe(texts.panchang.eyebrow);
      // @ts-expect-error -- no text has the key "panchang:eyebrw"
      expect(t("panchang:eyebrw")).toBe("eyebrw");
      // What a component's useTranslation(["panchang", "common"]) gives: its namespaces' keys bare.
      const page = i18next.getFixedT(language, ["panchang", "common"]);
      expect(page("eyebrow")).toBe(texts.panchang.eyebrow);
      // @ts-expect-error -- no text of the page's namespaces has the key "eyebrw"
      expect(page("eyebrw")).toBe("eyebrw");
    }
  });

  it("the Hindi edition must have every namespace and key of the English", () => {
    const { eyebrow: _left, ...panchangWithoutOne } = hi.panchang;
    // @ts-expect-error -- the Hindi panchang namespace without the English "eyebrow"
    const withoutKey: Translation<typeof en.panchang> = panchangWithoutOne;
    expect(withoutKey).not.toHaveProperty("eyebrow");

    const { panchang: _namespace, ...editionWithoutOne } = hi;
    // @ts-expect-error -- the Hindi edition without the English "panchang" namespace
    const withoutNamespace: Translation<typeof en> = editionWithoutOne;
    expect(withoutNamespace).not.toHaveProperty("panchang");

    // @ts-expect-error -- a Hindi text must be a text where the English one is
    const nested: Translation<typeof en.panchang> = { ...hi.panchang, eyebrow: { text: hi.panchang.eyebrow } };
    expect(nested.eyebrow).toEqual({ text: hi.panchang.eyebrow });
  });
});
