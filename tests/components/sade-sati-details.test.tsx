// @vitest-environment happy-dom
import { I18nextProvider } from "react-i18next";
import { afterEach, describe, expect, it } from "vitest";

import type { Language } from "~/domain/language";
import { SadeSatiDetails } from "~/features/kundli/SadeSatiDetails";
import { i18nForPage } from "~/infra/i18next.server";
import { computeKundli } from "~/jyotish";

import { render } from "./dom";

// The Sade Sati of a birth on 14 February 1994, 16:00 India time, at Nagpur (the Moon in Meena) as
// the kundli page shows it in each edition: the phase running now and the next end to end, and
// Saturn's sign changes with their days, returns by retrograde motion included.

const NAGPUR = { latitude: 21.15, longitude: 79.09 };
const BIRTH = Date.parse("1994-02-14T16:00:00+05:30");

async function shown(language: Language, now: string) {
  const { sadeSati } = computeKundli(NAGPUR, BIRTH, Date.parse(now));
  return render(
    <I18nextProvider i18n={i18nForPage(language)}>
      <SadeSatiDetails reading={sadeSati} />
    </I18nextProvider>,
  );
}

const paragraphs = (container: HTMLElement) => Array.from(container.querySelectorAll("p"), (p) => p.textContent ?? "");
const items = (container: HTMLElement) => Array.from(container.querySelectorAll("li"), (li) => li.textContent ?? "");

let unmount = () => {};
afterEach(() => unmount());

describe("Sade Sati on the kundli page", () => {
  it("tells the peak running until Saturn enters Mesha, the setting phase from that day, and the return to Meena between", async () => {
    const page = await shown("en", "2026-11-27T00:00:00Z");
    ({ unmount } = page);
    const text = paragraphs(page.container);
    expect(text).toContain("Sade Sati is running now: the peak (over the Moon) phase, from 29 March 2025 to 3 June 2027.");
    expect(text.find((p) => p.startsWith("The next phase:"))).toMatch(
      /^The next phase: setting \(2nd from the Moon\), from 3 June 2027 to /,
    );
    expect(text).toContain("Saturn's sign changes in this Sade Sati, returns by retrograde motion included:");
    const changes = items(page.container);
    const from = changes.indexOf("Saturn enters Mesha on 3 June 2027 (the setting phase begins)");
    expect(from).toBeGreaterThan(0);
    expect(changes.slice(from + 1, from + 3)).toEqual([
      "Saturn returns to Meena on 20 October 2027",
      "Saturn re-enters Mesha on 23 February 2028",
    ]);
    expect(changes[0]).toMatch(/^Saturn enters Kumbha on .+ \(the rising phase begins\)$/);
    expect(changes.at(-1)).toMatch(/^Saturn (re-)?enters Vrishabha on .+ \(Sade Sati ends\)$/);
  });

  it("says the same in Hindi, dates as Hindi writes them", async () => {
    const page = await shown("hi", "2026-11-27T00:00:00Z");
    ({ unmount } = page);
    const text = paragraphs(page.container);
    expect(text).toContain("साढ़ेसाती अभी चल रही है: दूसरा (चंद्र राशि पर) चरण, 29 मार्च 2025 से 3 जून 2027 तक।");
    expect(text.find((p) => p.startsWith("अगला चरण:"))).toMatch(/^अगला चरण: तीसरा \(चंद्र राशि से दूसरी\), 3 जून 2027 से /);
    const changes = items(page.container);
    const from = changes.indexOf("3 जून 2027 को शनि का मेष में प्रवेश (तीसरा चरण शुरू)");
    expect(from).toBeGreaterThan(0);
    expect(changes.slice(from + 1, from + 3)).toEqual([
      "20 अक्टूबर 2027 को शनि का वक्री होकर मीन में लौटना",
      "23 फ़रवरी 2028 को शनि का मेष में फिर से प्रवेश",
    ]);
    expect(changes.at(-1)).toMatch(/ \(साढ़ेसाती पूरी\)$/);
  });

  it("keeps the setting phase while Saturn is back in Meena, and says until when, in both editions", async () => {
    let page = await shown("en", "2027-12-01T00:00:00Z");
    expect(paragraphs(page.container)).toContain("Saturn is back in Meena by retrograde motion until 23 February 2028.");
    expect(paragraphs(page.container).find((p) => p.startsWith("Sade Sati is running now"))).toMatch(
      /the setting \(2nd from the Moon\) phase, from 3 June 2027 to /,
    );
    expect(paragraphs(page.container).some((p) => p.startsWith("The next phase"))).toBe(false);
    page.unmount();
    page = await shown("hi", "2027-12-01T00:00:00Z");
    ({ unmount } = page);
    expect(paragraphs(page.container)).toContain("शनि वक्री होकर मीन में लौटा है और 23 फ़रवरी 2028 तक वहीं रहेगा।");
  });
});
