// @vitest-environment happy-dom
import { createRemixStub } from "@remix-run/testing";
import { I18nextProvider } from "react-i18next";
import { afterEach, describe, expect, it } from "vitest";

import type { FestivalCard } from "~/domain/festival";
import type { Language } from "~/domain/language";
import { FestivalCalendar } from "~/features/festivals/FestivalCalendar";
import { i18nForPage } from "~/infra/i18next.server";

import { render } from "./dom";

// The festival month page in each edition: a festival with no Hindi words is shown in English on
// the Hindi page, and says so, for screen readers and search engines.

const FESTIVALS: FestivalCard[] = [
  {
    id: 7,
    name: "दीपावली",
    date: "2026-11-08",
    description: "दीपों का पर्व।",
    image: "/images/festivals/diwali.svg",
    regions: "पूरे भारत में",
    dateNote: "स्रोतों में अंतर है।",
  },
  {
    id: 9,
    name: "Test Mela",
    date: "2026-11-13",
    description: "A test fair.",
    image: "/images/festivals/diwali.svg",
    regions: "Goa",
    dateNote: "Sources differ.",
    english: ["name", "description", "dateNote", "regions"],
  },
];

function page(language: Language, festivals: FestivalCard[]) {
  const address = language === "hi" ? "/hi/festival/november" : "/festival/november";
  const Stub = createRemixStub([
    {
      path: address,
      Component: () => <FestivalCalendar monthIndex={10} year={2026} festivals={festivals} currentYear={2026} otherYears={[2025]} />,
    },
  ]);
  return render(
    <I18nextProvider i18n={i18nForPage(language)}>
      <Stub initialEntries={[address]} />
    </I18nextProvider>,
  );
}

const card = (id: number) => document.getElementById(`festival-${id}`)!;
const langOf = (id: number, selector: string) => card(id).querySelector(selector)?.getAttribute("lang") ?? null;

let unmount = () => {};
afterEach(() => unmount());

describe("the festival calendar", () => {
  it("on a Hindi page, marks the words shown in English as English, and only those", async () => {
    ({ unmount } = await page("hi", FESTIVALS));
    expect(card(7).querySelector("h2")?.textContent).toBe("दीपावली");
    expect(langOf(7, "h2")).toBeNull();
    expect(langOf(7, ".festival-note span")).toBeNull();
    // Regions in Hindi are Hindi; those left in English say so.
    expect(langOf(7, ".festival-regions")).toBeNull();
    expect(card(7).querySelector(".festival-regions")?.textContent).toBe("पूरे भारत में");
    expect(langOf(9, ".festival-regions")).toBe("en-IN");
    expect(langOf(9, "h2")).toBe("en-IN");
    expect(card(9).querySelector(".festival-body > p:not([class])")?.getAttribute("lang")).toBe("en-IN");
    expect(langOf(9, ".festival-note span")).toBe("en-IN");
    expect(card(9).querySelector(".festival-date")?.textContent).toBe("13 नवंबर 2026 (शुक्रवार)");
    // The calendar file of the Hindi page is the Hindi one.
    expect(document.querySelector(".festival-download a")?.getAttribute("href")).toBe("/hi/festival/2026/november/calendar.ics");
  });

  it("on an English page, marks nothing", async () => {
    ({ unmount } = await page("en", [{ ...FESTIVALS[1], english: undefined }]));
    expect(document.querySelectorAll(".festival-card [lang]")).toHaveLength(0);
    expect(document.querySelector(".festival-download a")?.getAttribute("href")).toBe("/festival/2026/november/calendar.ics");
  });
});
