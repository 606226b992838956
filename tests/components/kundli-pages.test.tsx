// @vitest-environment happy-dom
import type { ActionFunctionArgs } from "@remix-run/node";
import { createRemixStub } from "@remix-run/testing";
import type { ComponentType } from "react";
import { I18nextProvider } from "react-i18next";
import { afterEach, beforeAll, describe, expect, it } from "vitest";

import type { Language } from "~/domain/language";
import KundliPage, { action as kundliAction } from "~/features/kundli/pages/kundli";
import KundliMilanPage, { action as milanAction } from "~/features/kundli/pages/kundli-milan";
import { i18nForPage } from "~/infra/i18next.server";
import { en } from "~/locales/en";
import { hi } from "~/locales/hi";
import { birthPlaceIndex, findBirthPlace } from "~/services/birth-places.server";

import { button, render, settle } from "./dom";

// The kundli and milan pages as a visitor without JavaScript gets them: each post answered by the
// route's own action, the answer rendered as the page, and every button on it that posts again
// posted to the action as the browser would post it, in both editions.

const words = { en: en.kundli, hi: hi.kundli };
type Action = (args: ActionFunctionArgs) => Promise<unknown>;
type Reply = { status: number; data: Record<string, unknown> };

/** A form post to an action, answered as the server answers it: a status and the page's data. */
async function post(action: Action, path: string, fields: Record<string, string>): Promise<Reply> {
  const request = new Request(`http://localhost${path}`, { method: "POST", body: new URLSearchParams(fields) });
  const reply = await action({ request, params: {}, context: {} });
  if (reply instanceof Response) return { status: reply.status, data: (await reply.json()) as Record<string, unknown> };
  // Remix's `data()`: the page's data and the answer's status.
  const { data, init } = reply as { data: Record<string, unknown>; init?: { status?: number } | null };
  return { status: init?.status ?? 200, data };
}

let unmount = () => {};
afterEach(() => unmount());

/** The page the answer is rendered into, in its edition. */
async function show(language: Language, path: string, Component: ComponentType, actionData: unknown) {
  const address = language === "hi" ? `/hi${path}` : path;
  const Stub = createRemixStub([{ id: "page", path: address, Component, action: () => null }]);
  const page = await render(
    <I18nextProvider i18n={i18nForPage(language)}>
      <Stub initialEntries={[address]} hydrationData={{ loaderData: {}, actionData: { page: actionData } }} />
    </I18nextProvider>,
  );
  unmount = page.unmount;
  // The answer's own components load lazily, as in the browser: the page is read once they are drawn.
  for (let waited = 0; page.container.querySelector(".answer-loading"); waited++) {
    expect(waited, "the answer is drawn within 10 s").toBeLessThan(500);
    await settle();
  }
  return page.container;
}

/** The fields a button's form posts when it is pressed: its hidden fields and the button's own. */
function postedBy(pressed: HTMLButtonElement): Record<string, string> {
  const form = pressed.closest("form")!;
  const fields: Record<string, string> = {};
  for (const input of Array.from(form.querySelectorAll<HTMLInputElement>("input, select"))) {
    if (input.type === "checkbox" && !input.checked) continue;
    if (input.name) fields[input.name] = input.value;
  }
  if (pressed.name) fields[pressed.name] = pressed.value;
  return fields;
}

const texts = (scope: ParentNode, selector: string) => Array.from(scope.querySelectorAll(selector), (e) => e.textContent?.trim() ?? "");

beforeAll(async () => {
  await birthPlaceIndex();
}, 60_000);

describe("the clock a chart is made in", () => {
  for (const language of ["en", "hi"] as const) {
    const prefix = language === "hi" ? "/hi" : "";
    const w = words[language];

    it(`posts the place as the search reads it back when the chart is made again in another clock (${language})`, async () => {
      const first = await post(kundliAction, `${prefix}/kundli`, {
        name: "",
        date: "1950-03-10",
        time: "10:00",
        place: "Mumbai",
        clock: "",
      });
      expect(first.status).toBe(200);
      expect(first.data.birth).toMatchObject({ clock: "bombay", clockName: "bombay" });
      const page = await show(language, "/kundli", KundliPage, first.data);
      const again = postedBy(button(w.otherClockButton.replace("{{clock}}", w.clockName.ist), page));
      // The search's own name for the place, which it reads back as this place without asking,
      // whatever the edition calls it on the page.
      const place = (first.data.birth as { place: { key: string; latitude: number; longitude: number } }).place;
      expect(again.place).toBe(place.key);
      expect(await findBirthPlace(again.place)).toMatchObject({
        kind: "found",
        place: { latitude: place.latitude, longitude: place.longitude },
      });
      expect(again).toMatchObject({ date: "1950-03-10", time: "10:00", clock: "zone" });

      const second = await post(kundliAction, `${prefix}/kundli`, again);
      expect(second.status).toBe(200);
      const birth = second.data.birth as { clock: string; clockName: string; instant: number; place: { label: string } };
      expect(birth).toMatchObject({ clock: "zone", clockName: "ist" });
      // 10:00 Indian Standard Time.
      expect(new Date(birth.instant).toISOString()).toBe("1950-03-10T04:30:00.000Z");
      expect(birth.place.label).toBe((first.data.birth as { place: { label: string } }).place.label);
    });

    it(`posts the place chosen from a list so the search takes it without asking again (${language})`, async () => {
      const fields = { name: "", date: "1975-06-12", time: "07:30", place: "Aurangabad", clock: "" };
      const asked = await post(kundliAction, `${prefix}/kundli`, fields);
      expect(asked.status).toBe(422);
      const page = await show(language, "/kundli", KundliPage, asked.data);
      const choice = page.querySelector<HTMLButtonElement>('button[name="place_choice"]')!;
      expect(choice).not.toBeNull();
      expect((await findBirthPlace(choice.value)).kind).toBe("found");
      const chosen = await post(kundliAction, `${prefix}/kundli`, postedBy(choice));
      expect(chosen.status).toBe(200);
      expect((chosen.data.birth as { place: { key: string } }).place.key).toBe(choice.value);
    });

    it(`makes the chart for a place not in the list, by its position and zone, and again in another clock (${language})`, async () => {
      // Near the Fort in Bombay, in 1950: Bombay Time by default, as for the city itself.
      const first = await post(kundliAction, `${prefix}/kundli`, {
        name: "",
        date: "1950-03-10",
        time: "10:00",
        place: "",
        latitude: "18.93",
        longitude: "72.83",
        zone: "Asia/Kolkata",
        clock: "",
      });
      expect(first.status).toBe(200);
      const birth = first.data.birth as { clock: string; place: { key: string; label: string; latitude: number } };
      expect(birth).toMatchObject({ clock: "bombay", place: { key: "18.9300°N, 72.8300°E, Asia/Kolkata", latitude: 18.93 } });
      const page = await show(language, "/kundli", KundliPage, first.data);
      const again = postedBy(button(w.otherClockButton.replace("{{clock}}", w.clockName.ist), page));
      expect(again.place).toBe(birth.place.key);
      const second = await post(kundliAction, `${prefix}/kundli`, again);
      expect(second.status).toBe(200);
      expect(new Date((second.data.birth as { instant: number }).instant).toISOString()).toBe("1950-03-10T04:30:00.000Z");
    });

    it(`refuses a position or zone that cannot be, beside its field, with 422 (${language})`, async () => {
      const refused = await post(kundliAction, `${prefix}/kundli`, {
        name: "",
        date: "1990-01-01",
        time: "10:00",
        place: "",
        latitude: "95",
        longitude: "72.83",
        zone: "Moon/Tranquility",
        clock: "",
      });
      expect(refused.status).toBe(422);
      const page = await show(language, "/kundli", KundliPage, refused.data);
      // The other place's fields come back open, each message beside its field.
      expect(page.querySelector("details.other-place")?.hasAttribute("open")).toBe(true);
      expect(page.textContent).toContain(w.messages.latitudeInvalid);
      expect(page.textContent).toContain(w.messages.zoneInvalid);
      expect(page.textContent).not.toContain(w.messages.longitudeInvalid);
    });

    it(`names war time as war time, an hour ahead of Indian Standard Time (${language})`, async () => {
      const reply = await post(kundliAction, `${prefix}/kundli`, {
        name: "",
        date: "1943-06-01",
        time: "10:00",
        place: "Lucknow",
        clock: "",
      });
      expect(reply.status).toBe(200);
      const page = await show(language, "/kundli", KundliPage, reply.data);
      const clock = Array.from(page.querySelectorAll("dt")).find((dt) => dt.textContent === w.chart.clock)!.nextElementSibling!;
      expect(clock.textContent).toContain(`${w.clockName.war}, ${w.chart.utc}+06:30`);
      expect(clock.textContent).not.toContain(w.clockName.zone);
      // A Hindi sentence ends with the danda, an English one with a full stop.
      expect(clock.textContent).toContain(`${w.chart.utc}+06:30${language === "hi" ? "।" : "."} `);
      // The naam akshar: on a Hindi page in Devanagari alone, on an English one with its Latin spelling.
      const akshar = Array.from(page.querySelectorAll("dt")).find((dt) => dt.textContent === w.avakahada.naamAkshar)!.nextElementSibling!;
      if (language === "hi") {
        expect(akshar.textContent).toMatch(/^[\u0900-\u097F]+$/);
        expect(akshar.querySelector('[lang="hi-Latn"]')).toBeNull();
      } else expect(akshar.textContent).toMatch(/^[\u0900-\u097F]+ \([A-Z][a-z]*\)$/);
    });
  }
});

describe("a birth time not known", () => {
  for (const language of ["en", "hi"] as const) {
    const prefix = language === "hi" ? "/hi" : "";
    const w = words[language];

    it(`makes the chart from the Moon, says what cannot be known, and shows no lagna or dashas (${language})`, async () => {
      const reply = await post(kundliAction, `${prefix}/kundli`, {
        name: "",
        date: "1975-06-12",
        time: "",
        time_unknown: "on",
        place: "Varanasi",
        clock: "",
      });
      expect(reply.status).toBe(200);
      const page = await show(language, "/kundli", KundliPage, reply.data);
      const headings = texts(page, "h1, h2, h3");
      expect(headings).toContain(w.unknownTime.heading);
      if (language === "hi") expect(page.textContent).toContain("(जन्म समय अज्ञात)");
      expect(headings).not.toContain(w.dasha.heading);
      expect(page.textContent).toContain(w.unknownTime.cannot);
      expect(page.textContent).toContain(w.unknownTime.dashas);
      const table = Array.from(page.querySelectorAll("table")).find((t) => texts(t, "th").includes(w.chart.nakshatra))!;
      expect(texts(table, "th")).toContain(w.chart.houseFromMoon);
      expect(texts(table, "tbody th")).not.toContain(w.graha.lagna);
      expect(table.querySelectorAll("tbody tr")).toHaveLength(9);
      const charts = Array.from(page.querySelectorAll("figcaption"), (c) => c.textContent);
      expect(charts).toEqual([w.unknownTime.chandra, w.unknownTime.chandraSouth]);
      // The Moon's day is told, and no button offers another clock for a time nobody wrote.
      expect(page.textContent).toMatch(
        new RegExp(
          [w.unknownTime.moonStays, w.unknownTime.moonSignStays, w.unknownTime.moonSigns]
            .map((text) => text.split("{{")[0].replace(/[.*+?^${}()|[\]\\]/g, "\\$&"))
            .join("|"),
        ),
      );
      expect(page.textContent).not.toContain(w.otherClock);
      // The form comes back with the box ticked.
      const box = page.querySelector<HTMLInputElement>('input[name="time_unknown"]')!;
      expect(box.checked).toBe(true);
    });

    it(`matches a birth without a time by its Moon at noon and gives the range the total could be in (${language})`, async () => {
      const reply = await post(milanAction, `${prefix}/kundli-milan`, {
        boy_name: "Ravi",
        boy_date: "1990-05-10",
        boy_time: "",
        boy_time_unknown: "on",
        boy_place: "Varanasi",
        boy_clock: "",
        girl_name: "Sita",
        girl_date: "1992-08-20",
        girl_time: "06:15",
        girl_place: "Lucknow",
        girl_clock: "",
      });
      expect(reply.status).toBe(200);
      const totals = reply.data.totals as { least: number; most: number };
      expect(totals.least).toBeLessThanOrEqual((reply.data.milan as { total: number }).total);
      expect(totals.most).toBeGreaterThanOrEqual((reply.data.milan as { total: number }).total);
      const page = await show(language, "/kundli-milan", KundliMilanPage, reply.data);
      const lines = texts(page, "section li");
      expect(lines.some((line) => line.startsWith(w.unknownTime.milanMoon.split("{{sign}}")[0].replace("{{name}}", "Ravi")))).toBe(true);
      expect(lines.some((line) => line.startsWith(w.milan.moon.split("{{sign}}")[0].replace("{{name}}", "Sita")))).toBe(true);
      const range =
        totals.least === totals.most
          ? w.unknownTime.milanSame
          : w.unknownTime.milanRange.replace("{{least}}", String(totals.least)).split("{{most}}")[0];
      if (Number.isInteger(totals.least)) expect(page.textContent).toContain(range);
      expect(page.querySelectorAll(".milan-table tbody tr")).toHaveLength(8);
    });
  }
});
