// @vitest-environment happy-dom
import { I18nextProvider } from "react-i18next";
import { afterEach, describe, expect, it } from "vitest";

import { formatIndiaClock } from "~/domain/india-times";
import type { Language } from "~/domain/language";
import { RightNow } from "~/features/city-day/RightNow";
import { i18nForPage } from "~/infra/i18next.server";
import { choghadiyasOf, computePanchang, FESTIVAL_PLACE, type NowAdvice, nowAdvice, sunDayOf } from "~/jyotish";
import { en } from "~/locales/en";
import { hi } from "~/locales/hi";

import { render } from "./dom";

// The "Right now" box of today's pages, in each edition: every inauspicious period running and
// when a beginning may be made, Abhijit when it is next, and the good stretches an inauspicious
// period or a sutak takes away.

let unmount = () => {};
afterEach(() => unmount());

async function box(language: Language, advice: NowAdvice, date: string) {
  const page = await render(
    <I18nextProvider i18n={i18nForPage(language)}>
      <RightNow advice={advice} date={date} />
    </I18nextProvider>,
  );
  unmount = page.unmount;
  return page.container;
}

const texts = (container: HTMLElement, selector: string) => Array.from(container.querySelectorAll(selector), (e) => e.textContent ?? "");

// A Saturday in New Delhi: Labh 13:27–14:46 is Yamaganda's eighth, and Amrit follows it.
const SATURDAY = "2026-11-28";
const day = computePanchang(FESTIVAL_PLACE, SATURDAY);
const choghadiyas = choghadiyasOf(sunDayOf(FESTIVAL_PLACE, SATURDAY));
const labh = choghadiyas.find((p) => p.name === "labh" && p.half === "day")!;
const amrit = choghadiyas.find((p) => p.start === labh.end)!;
const beforeLabh = nowAdvice(day, choghadiyas, labh.start - 30 * 60_000)!;

describe("the Right now box", () => {
  it("says a good choghadiya the page shows falls in Yamaganda, and names the next good one", async () => {
    const clock = (ms: number) => formatIndiaClock(ms, "en", SATURDAY);
    const page = await box("en", beforeLabh, SATURDAY);
    const said = texts(page, "p");
    expect(said).toContain(`Next good time: Amrit choghadiya, ${clock(amrit.start)} to ${clock(amrit.end)}.`);
    expect(said).toContain(`Labh choghadiya, ${clock(labh.start)} to ${clock(labh.end)}, falls in Yamaganda.`);
    expect(texts(page, "li")).toContain(en.panchang.rightNow.term.yamaganda);
  });

  it("says it in Hindi as an editor writes it", async () => {
    const clock = (ms: number) => formatIndiaClock(ms, "hi", SATURDAY);
    const page = await box("hi", beforeLabh, SATURDAY);
    const said = texts(page, "p");
    expect(said).toContain(`अगला शुभ समय: अमृत चौघड़िया, ${clock(amrit.start)} से ${clock(amrit.end)} तक।`);
    expect(said).toContain(`लाभ चौघड़िया ${clock(labh.start)} से ${clock(labh.end)} तक यमगंड में पड़ता है।`);
  });

  it("names every period running, a sutak among them, waits until the last is over, and names Abhijit when it is next", async () => {
    const clock = (ms: number) => formatIndiaClock(ms, "hi", SATURDAY);
    const advice: NowAdvice = {
      ...beforeLabh,
      cautions: [
        { name: "rahuKaal", end: day.rahuKaal.end },
        { name: "sutak", end: day.rahuKaal.end + 20 * 60_000 },
      ],
      clearAt: day.rahuKaal.end + 20 * 60_000,
      abhijit: null,
      good: false,
      next: { source: "abhijit", name: "abhijit", ...day.abhijit! },
      passedOver: [
        {
          source: "choghadiya",
          name: "shubh",
          start: day.rahuKaal.start - 60 * 60_000,
          end: day.rahuKaal.start,
          by: ["durMuhurtam", "sutak"],
          whole: false,
        },
      ],
    };
    const page = await box("hi", advice, SATURDAY);
    expect(texts(page, "strong")).toEqual([
      `राहुकाल ${clock(day.rahuKaal.end)} तक और सूतक ${clock(advice.clearAt!)} तक: ${clock(advice.clearAt!)} से पहले कोई नया काम शुरू न करें।`,
    ]);
    const said = texts(page, "p");
    expect(said).toContain(`अगला शुभ समय: अभिजित मुहूर्त, ${clock(day.abhijit!.start)} से ${clock(day.abhijit!.end)} तक।`);
    expect(said).toContain(
      `शुभ चौघड़िया ${clock(day.rahuKaal.start - 60 * 60_000)} से ${clock(day.rahuKaal.start)} तक का कुछ भाग दुर्मुहूर्त और सूतक में पड़ता है।`,
    );
    expect(texts(page, "li")).toEqual([
      hi.panchang.rightNow.term.rahuKaal,
      hi.panchang.rightNow.term.sutak,
      hi.panchang.rightNow.term.durMuhurtam,
      hi.panchang.rightNow.term.abhijit,
      hi.panchang.rightNow.term.choghadiya,
    ]);
  });
});
