// @vitest-environment happy-dom
import { I18nextProvider } from "react-i18next";
import { afterEach, describe, expect, it } from "vitest";

import type { Language } from "~/domain/language";
import { KundliMilanResult } from "~/features/kundli/KundliMilanResult";
import { ManglikDetails, ManglikVerdict } from "~/features/kundli/ManglikDetails";
import { i18nForPage } from "~/infra/i18next.server";
import { kundliMilan, manglikReading, type ManglikSigns, RASHIS } from "~/jyotish";
import { en } from "~/locales/en";
import { hi } from "~/locales/hi";

import { render } from "./dom";

// Manglik as the kundli and the milan say it (decision 105), and the milan's verdict words and
// parihara note, in each edition.

const sign = (name: (typeof RASHIS)[number]) => RASHIS.indexOf(name);

// The note that a cancelled dosha keeps its 0 points, in each edition.
const words = { en: en.kundli.milan, hi: hi.kundli.milan };

let unmount = () => {};
afterEach(() => unmount());

async function shown(language: Language, ui: JSX.Element) {
  const page = await render(<I18nextProvider i18n={i18nForPage(language)}>{ui}</I18nextProvider>);
  unmount = page.unmount;
  return page.container;
}

const texts = (container: HTMLElement, selector: string) => Array.from(container.querySelectorAll(selector), (e) => e.textContent ?? "");

async function chartReading(language: Language, signs: ManglikSigns) {
  const reading = manglikReading(signs);
  return shown(
    language,
    <>
      <ManglikVerdict reading={reading} />
      <ManglikDetails reading={reading} />
    </>,
  );
}

// Mars in Tula: the 7th from a Mesha lagna, the 8th from a Meena Moon, the 3rd from a Simha Venus.
const FROM_LAGNA_AND_MOON: ManglikSigns = {
  mars: sign("tula"),
  lagna: sign("mesha"),
  moon: sign("meena"),
  venus: sign("simha"),
  jupiter: 0,
};

describe("Manglik on the kundli page", () => {
  it("gives the grade, the references it stands from, and each house counted", async () => {
    const page = await chartReading("en", FROM_LAGNA_AND_MOON);
    expect(texts(page, "p")).toEqual([
      "By this reading: Manglik dosha, moderate, from the lagna and the Moon.",
      "Mars is in Tula (Libra).",
    ]);
    expect(texts(page, "li")).toEqual([
      "From the lagna, Mars is in house 7: the dosha stands",
      "From the Moon, Mars is in house 8: the dosha stands",
      "From Venus, Mars is in house 3: not a house the rule counts",
    ]);
  });

  it("says it in Hindi on the Hindi edition", async () => {
    const page = await chartReading("hi", FROM_LAGNA_AND_MOON);
    expect(texts(page, "p")).toEqual(["इस विचार से: मांगलिक दोष, मध्यम, लग्न और चंद्रमा से।", "मंगल तुला राशि में है।"]);
    expect(texts(page, "li")[0]).toBe("लग्न से मंगल भाव 7 में है: दोष है");
  });

  it("names the exception that lifts a house, and reads Mars in Mesha in the lagna as no dosha", async () => {
    // Mars in Mesha: the 1st from a Mesha lagna, the 4th from a Makara Moon, the 3rd from a Kumbha Venus.
    const page = await chartReading("en", {
      mars: sign("mesha"),
      lagna: sign("mesha"),
      moon: sign("makara"),
      venus: sign("kumbha"),
      jupiter: 5,
    });
    expect(texts(page, "p")[0]).toBe("By this reading: no Manglik dosha.");
    expect(texts(page, "li")).toEqual([
      "From the lagna, Mars is in house 1: not a house the rule counts",
      "From the Moon, Mars is in house 4: no dosha, by the exception for the 4th house in Mesha or Vrishchika, Mars's own signs",
      "From Venus, Mars is in house 3: not a house the rule counts",
    ]);
    const hindi = await chartReading("hi", {
      mars: sign("mesha"),
      lagna: sign("mesha"),
      moon: sign("makara"),
      venus: sign("kumbha"),
      jupiter: 5,
    });
    expect(texts(hindi, "li")[1]).toBe("चंद्रमा से मंगल भाव 4 में है: दोष नहीं; परिहार: चौथे भाव में अपनी राशि मेष या वृश्चिक का मंगल");
  });

  it("names a whole chart's exception once, below the houses it lifts", async () => {
    // Mars in Simha: the 7th from a Kumbha lagna, the 12th from a Kanya Moon.
    const page = await chartReading("en", {
      mars: sign("simha"),
      lagna: sign("kumbha"),
      moon: sign("kanya"),
      venus: sign("mithuna"),
      jupiter: 0,
    });
    expect(texts(page, "li").slice(0, 2)).toEqual([
      "From the lagna, Mars is in house 7: no dosha, by the exception below",
      "From the Moon, Mars is in house 12: no dosha, by the exception below",
    ]);
    expect(texts(page, "p")).toContain("Exception: Mars in Simha or Kumbha gives no dosha in any house.");
  });
});

/** A side of the milan as the page is given it: a birth, its Moon and its Manglik reading. */
function side(name: string, moonLongitude: number, signs: ManglikSigns) {
  const birth = {
    name,
    date: "1990-08-15",
    time: "09:00",
    place: { label: "Jaipur, Rajasthan", longitude: 75.79, timeZone: "Asia/Kolkata" },
    clock: "zone" as const,
    clockName: "ist" as const,
    instant: Date.UTC(1990, 7, 15, 3, 30),
  };
  return {
    birth,
    moonLongitude,
    moonSign: Math.floor(moonLongitude / 30),
    nakshatra: Math.floor(moonLongitude / (360 / 27)),
    pada: Math.floor((moonLongitude % (360 / 27)) / (360 / 108)) + 1,
    manglik: manglikReading(signs),
    moonDay: null,
  };
}

type Side = ReturnType<typeof side>;

const NONE: ManglikSigns = { mars: sign("mesha"), lagna: sign("mesha"), moon: sign("makara"), venus: sign("kumbha"), jupiter: 5 };

async function match(language: Language, boy: Side, girl: Side) {
  return shown(language, <KundliMilanResult boy={boy} girl={girl} milan={kundliMilan(boy, girl)} />);
}

describe("Manglik and the words of the milan", () => {
  it("says when the dosha in both charts cancels, and gives each person's grade", async () => {
    // The Moons at 105° (Karka) and 165° (Kanya): 3/11, different nadis, no dosha to cancel.
    const page = await match(
      "en",
      side("Ravi", 105, FROM_LAGNA_AND_MOON),
      side("Sita", 165, { ...FROM_LAGNA_AND_MOON, venus: sign("karka") }),
    );
    const paragraphs = texts(page, "p");
    expect(paragraphs).toContain(
      "Parihara: both charts have Manglik dosha, and by Raman's rule the dosha in both cancels, for each of them.",
    );
    expect(paragraphs).toContain("Ravi: Manglik dosha, moderate, from the lagna and the Moon");
    expect(paragraphs).toContain("Sita: Manglik dosha, strong, from the lagna, the Moon, and Venus");
    // No koota's dosha was cancelled: no parihara note about its points.
    expect(paragraphs).not.toContain(words.en.doshaNote);
  });

  it("says the other chart does not cancel a dosha only one chart has", async () => {
    const page = await match("en", side("Ravi", 105, NONE), side("Sita", 165, FROM_LAGNA_AND_MOON));
    expect(texts(page, "p")).toContain("Only Sita's chart has Manglik dosha; the other chart does not cancel it.");
    expect(texts(page, "p")).toContain("Ravi: no Manglik dosha");
    const neither = await match("hi", side("रवि", 105, NONE), side("सीता", 165, NONE));
    expect(texts(neither, "p")).toContain("इस विचार से दोनों में से किसी की कुंडली में मांगलिक दोष नहीं है।");
  });

  it("notes a koota's parihara only where one applies, naming it", async () => {
    // Mesha and Simha are 5/9; their lords Mars and the Sun are friends: Bhakoot dosha, cancelled.
    const page = await match("en", side("Ravi", 15, NONE), side("Sita", 135, NONE));
    expect(texts(page, "dd")).toContain("present, cancelled by a parihara: the two rashi lords are friends");
    expect(texts(page, "p")).toContain(words.en.doshaNote);
  });

  it("gives the verdict in the words of a Hindi editor", async () => {
    // Mesha 15° and Simha 135°: the total is below 18 (the unit tests reckon it).
    const low = kundliMilan(side("", 15, NONE), side("", 135, NONE));
    expect(low.band).toBe("low");
    const page = await match("hi", side("रवि", 15, NONE), side("सीता", 135, NONE));
    // The score stands in the verdict, first under the heading.
    const score = Number.isInteger(low.total) ? String(low.total) : `${Math.floor(low.total) || ""}½`;
    expect(texts(page, "p")[0]).toBe(`36 में से ${score} गुण। 18 से कम गुण: विवाह के लिए अनुकूल नहीं माना जाता।`);
    expect(texts(page, "p")).toContain(words.hi.doshaNote);
  });
});
