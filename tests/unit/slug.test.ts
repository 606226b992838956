import { describe, expect, it } from "vitest";

import { slugify } from "~/domain/slug";

describe("slugify", () => {
  it("lowercases a heading and joins its words with hyphens", () => {
    expect(slugify("How Saturn Transit Affects Your Career")).toBe("how-saturn-transit-affects-your-career");
  });

  it("turns any run of punctuation and spaces into a single hyphen", () => {
    expect(slugify("Rahu & Ketu:  The Shadow -- Planets!")).toBe("rahu-ketu-the-shadow-planets");
    expect(slugify("Tarot Basics: A Beginner's Guide")).toBe("tarot-basics-a-beginner-s-guide");
  });

  it("trims hyphens from both ends", () => {
    expect(slugify("  ...Sade Sati?  ")).toBe("sade-sati");
  });

  it("keeps digits", () => {
    expect(slugify("The 27 Nakshatras")).toBe("the-27-nakshatras");
  });

  it("folds accented letters instead of dropping them", () => {
    expect(slugify("Vāstu Śāstra Café")).toBe("vastu-sastra-cafe");
  });

  it("returns an empty string when nothing alphanumeric remains", () => {
    expect(slugify("!!! ---")).toBe("");
    expect(slugify("")).toBe("");
  });
});
