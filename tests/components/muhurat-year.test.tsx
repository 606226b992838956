// @vitest-environment happy-dom
import { createRemixStub } from "@remix-run/testing";
import { I18nextProvider } from "react-i18next";
import { afterEach, describe, expect, it } from "vitest";

import type { Language } from "~/domain/language";
import type { MuhuratSlugKind } from "~/domain/muhurat-paths";
import type { MuhuratYearPage } from "~/features/muhurat/muhurat-loaders.server";
import { MuhuratYear } from "~/features/muhurat/MuhuratYear";
import { i18nForPage } from "~/infra/i18next.server";
import { type ClosedPeriod, closedPeriods, FESTIVAL_PLACE, MUHURAT_RULES } from "~/jyotish";
import { en } from "~/locales/en";
import { hi } from "~/locales/hi";

import { render } from "./dom";

// A ceremony's muhurat year as the page draws it, in both editions: its words as a Hindi editor
// writes them, and a rule's lines only where the rule says something.

const DELHI = { slug: "new-delhi", name: "New Delhi", state: "Delhi", latitude: 28.61, longitude: 77.21 };

async function page(language: Language, kind: MuhuratSlugKind, closed: ClosedPeriod[] = []) {
  const address = language === "hi" ? `/hi/muhurat/${kind}/2026` : `/muhurat/${kind}/2026`;
  const names = language === "hi" ? { city: "नई दिल्ली", state: "दिल्ली" } : { city: "New Delhi", state: "Delhi" };
  const Stub = createRemixStub([
    {
      path: address,
      Component: () => (
        <MuhuratYear
          kind={kind}
          year={2026}
          city={DELHI}
          names={names}
          days={[]}
          closed={closed}
          previousYear={2025}
          nextYear={2027}
          // As the wire brings it: the page takes its loader's data serialized.
          rule={JSON.parse(JSON.stringify(MUHURAT_RULES[kind])) as MuhuratYearPage["rule"]}
        />
      ),
    },
  ]);
  const rendered = await render(
    <I18nextProvider i18n={i18nForPage(language)}>
      <Stub initialEntries={[address]} />
    </I18nextProvider>,
  );
  unmount = rendered.unmount;
  return rendered.container;
}

let unmount = () => {};
afterEach(() => unmount());

const prefixOf = (template: string) => template.split("{{")[0];

describe("a muhurat year's page", () => {
  it("says in Hindi which days are good for a vehicle purchase, without making the purchase a masculine thing begun", async () => {
    const container = await page("hi", "vehicle");
    const intro = container.querySelector(".panchang-intro")!.textContent!;
    expect(intro).toContain("नई दिल्ली, दिल्ली में वाहन खरीद के लिए शुभ हैं");
    expect(container.textContent).not.toMatch(/खरीद शुरू किया|ख़रीदा जा सकता/);
  });

  it("heads the other calendars as other muhurats, not other samskaras: a purchase is not a samskara", async () => {
    const container = await page("hi", "vivah");
    const headings = Array.from(container.querySelectorAll("h2"), (h) => h.textContent);
    expect(headings).toContain("अन्य मुहूर्त");
    expect(container.textContent).not.toContain("संस्कार");
    const english = await page("en", "vivah");
    expect(Array.from(english.querySelectorAll("h2"), (h) => h.textContent)).toContain(en.muhurat.kindsNav);
    // The year links are a nav of years, not of the other calendars.
    expect(english.querySelector("nav.panchang-days")?.getAttribute("aria-label")).toBe(en.muhurat.yearsNav);
  });

  it("prints no yogas line for a rule that bars none, and names the barred yogas where a rule bars some", async () => {
    expect(MUHURAT_RULES.grihaPravesh.badYogas).toEqual([]);
    for (const [language, words] of [
      ["hi", hi.muhurat],
      ["en", en.muhurat],
    ] as const) {
      const none = await page(language, "grihaPravesh");
      const lines = Array.from(none.querySelectorAll(".calendar-rules li"), (li) => li.textContent ?? "");
      expect(lines.some((line) => line.startsWith(prefixOf(words.rules.yogas)))).toBe(false);
      expect(lines.some((line) => line.includes("—"))).toBe(false);
      unmount();
      const some = await page(language, "vivah");
      const yogas = Array.from(some.querySelectorAll(".calendar-rules li"), (li) => li.textContent ?? "").find((line) =>
        line.startsWith(prefixOf(words.rules.yogas)),
      );
      expect(yogas).toBeDefined();
      expect(yogas!.length).toBeGreaterThan(prefixOf(words.rules.yogas).length + 3);
      unmount();
    }
  });

  it("gives each closed period's first and last day as the calendar keeps its festivals, with the hour where it begins or ends in a day", async () => {
    const closed = closedPeriods(2026, FESTIVAL_PLACE);
    const items = [...(await page("hi", "grihaPravesh", closed)).querySelectorAll("#muhurat-closed ~ ul li")].map(
      (li) => li.textContent ?? "",
    );
    // Devshayani is kept on 25 July and Dev Uthani on 20 November in New Delhi: Chaturmas is those days.
    expect(items).toContain("चातुर्मास: देवशयनी से देवउठनी एकादशी तक: 25 जुलाई 2026 – 20 नवंबर 2026");
    // Holashtak begins with Phalguna Shukla Ashtami's hour and ends with Holika Dahan's day (3 March).
    expect(items).toContain("होलाष्टक: होली से पहले के आठ दिन: 24 फ़रवरी 2026, 07:03 से – 3 मार्च 2026");
    // Shukra asta: the last day it is set at sunrise, not the first day it is seen again.
    expect(items).toContain("शुक्र अस्त: 9 दिसंबर 2025 – 4 फ़रवरी 2026");
    // A moment before sunrise is given with its own date: Kharmas of 2025 begins in the night after 15 December.
    expect(items).toContain("खरमास: सूर्य धनु या मीन राशि में: 16 दिसंबर 2025, 04:20 से – 14 जनवरी 2026, 15:07 तक");
    // Kharmas runs from the Sun's entry into Dhanu, with its hour, through the day before Makar
    // Sankranti is kept: the Sun enters Makara at 21:10 on 14 January 2027, after sunset, so the
    // Sankranti is the 15th's.
    expect(items).toContain("खरमास: सूर्य धनु या मीन राशि में: 16 दिसंबर 2026, 10:25 से – 14 जनवरी 2027");
  });

  it("names the periods a ceremony's rule closes among its reasons", async () => {
    const rules = (await page("hi", "annaprashan")).querySelector("#muhurat-rules ~ ul")?.textContent ?? "";
    expect(rules).toContain("इन अवधियों में नहीं: खरमास, होलाष्टक, अधिक मास, पितृ पक्ष, यहाँ दिखने वाले ग्रहण का दिन।");
    const english = (await page("en", "vivah")).querySelector("#muhurat-rules ~ ul")?.textContent ?? "";
    expect(english).toContain(
      "Not in these periods: Kharmas, Chaturmas, Guru asta, Shukra asta, Holashtak, an adhik maas, Pitru Paksha, the day of an eclipse seen here.",
    );
  });
});
