import { expect, test } from "@playwright/test";

const baseURL = () => process.env.E2E_BASE_URL!;

/** The inline stylesheet of this id in a page, or null. */
function sheet(html: string, id: string): string | null {
  return new RegExp(`<style id="${id}">([\\s\\S]*?)</style>`).exec(html)?.[1] ?? null;
}

const classesStyledBy = (css: string) => new Set([...css.matchAll(/\.(-?[a-zA-Z_][\w-]*)/g)].map((m) => m[1]));
const classesOf = (html: string) => new Set([...html.matchAll(/\bclass="([^"]*)"/g)].flatMap((m) => m[1].split(/\s+/).filter(Boolean)));

// Reading pages, in the states a visitor can find them in: a city typed that several places
// answer, astrologers filtered, the home page to a reader of Hindi, a page that is not there.
const READING = [
  "/",
  "/daily-horoscope/today/leo",
  "/yearly-horoscope/leo",
  "/panchang/varanasi",
  "/panchang?city=rampur",
  "/panchang?city=zzqx",
  "/choghadiya/varanasi",
  "/hora/varanasi/2026-12-01",
  "/hindu-calendar/new-delhi/2026/10",
  "/muhurat/vivah/2027",
  "/muhurat/vivah/2027?city=rampur",
  "/grahan/2027",
  "/gochar/shani/2027",
  "/blogs",
  "/call-with-astrologer?language=telugu&sort=orders",
  "/chat-with-astrologer",
  "/festival",
  "/faq",
  "/about",
  "/privacy-policy",
  "/app-download",
  "/grievance/thank-you",
  "/no-such-page",
];

test.describe("the stylesheet of forms and charts", () => {
  test("is not on reading pages, and no reading page uses a class only it styles", async ({ request }) => {
    const form = await (await request.get(`${baseURL()}/login`)).text();
    const site = sheet(form, "site-css");
    const forms = sheet(form, "form-css");
    expect(site).not.toBeNull();
    expect(forms).not.toBeNull();
    const siteClasses = classesStyledBy(site!);
    const formOnly = [...classesStyledBy(forms!)].filter((name) => !siteClasses.has(name));
    expect(formOnly.length).toBeGreaterThan(40);

    for (const path of READING.flatMap((p) => [p, p === "/" ? "/hi" : `/hi${p}`])) {
      for (const headers of [{}, { "Accept-Language": "hi-IN,hi;q=0.9" }] as Array<Record<string, string>>) {
        const html = await (await request.get(`${baseURL()}${path}`, { headers })).text();
        expect(sheet(html, "site-css"), path).not.toBeNull();
        expect(sheet(html, "form-css"), path).toBeNull();
        const used = classesOf(html);
        expect(
          formOnly.filter((name) => used.has(name)),
          `${path}: classes styled only by the forms' stylesheet`,
        ).toEqual([]);
      }
    }
  });

  test("comes after the site's on the pages of forms, and on a chart's answer sent without JavaScript", async ({ request }) => {
    for (const path of ["/login", "/hi/signup", "/kundli", "/hi/kundli-milan", "/grievance", "/admin/login"]) {
      const html = await (await request.get(`${baseURL()}${path}`)).text();
      expect(html.indexOf('<style id="form-css">'), path).toBeGreaterThan(html.indexOf('<style id="site-css">'));
    }
    const answer = await request.post(`${baseURL()}/kundli`, {
      headers: { Origin: baseURL() },
      form: { name: "Asha", date: "1990-05-15", time: "10:30", place: "Varanasi", clock: "" },
    });
    const html = await answer.text();
    expect(html).toContain('class="kundli-charts"');
    expect(sheet(html, "form-css")).toContain(".kundli-charts");
  });
});
