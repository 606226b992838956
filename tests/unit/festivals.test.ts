import fs from "node:fs";
import path from "node:path";

import { describe, expect, it } from "vitest";

import { festivalImage, festivalSlug, festivalWordsIn } from "~/domain/festival";
import { festivalSeed2025 } from "~/infra/seed/festivals-2025.server";
import { translator } from "~/locales/i18n";
import { festivalAnchor, festivalEvents, festivalIcsPath, festivalMonthPath } from "~/seo/festival-calendar";

const t = translator("en");

const publicDir = path.resolve(__dirname, "../../public");
const pictureDir = path.join(publicDir, "images/festivals");

function byName(name: string) {
  const festival = festivalSeed2025.festivals.find((f) => f.name === name);
  if (!festival) throw new Error(`no festival named ${name}`);
  return festival;
}

describe("the festival calendar of 2025 (seed data)", () => {
  it("keeps the known anchor dates", () => {
    expect(byName("Holi").date).toBe("2025-03-14");
    expect(byName("Diwali").date).toBe("2025-10-20");
    expect(byName("Raksha Bandhan").date).toBe("2025-08-09");
    expect(byName("Christmas").date).toBe("2025-12-25");
    expect(byName("Maha Shivaratri").date).toBe("2025-02-26");
    expect(byName("Dussehra").date).toBe("2025-10-02");
    expect(byName("Ganesh Chaturthi").date).toBe("2025-08-27");
    expect(byName("Janmashtami").date).toBe("2025-08-16");
  });

  it("notes that moon-sighted festivals may move", () => {
    for (const name of ["Eid al-Fitr", "Eid al-Adha (Bakrid)", "Muharram (Ashura)", "Milad-un-Nabi"]) {
      expect(byName(name).dateNote, name).toMatch(/moon/i);
    }
  });
});

describe("a festival's words in the page's language", () => {
  const diwali = {
    name: "Diwali",
    description: "The festival of lights.",
    dateNote: "Sources differ.",
    regions: "Pan-India",
    nameHi: "दीपावली",
    descriptionHi: "दीपों का पर्व।",
    dateNoteHi: null,
    regionsHi: "पूरे भारत में",
  };

  it("are the Hindi ones on a Hindi page, and the English ones where none is given, named as English", () => {
    expect(festivalWordsIn(diwali, "hi")).toEqual({
      name: "दीपावली",
      description: "दीपों का पर्व।",
      dateNote: "Sources differ.",
      regions: "पूरे भारत में",
      english: ["dateNote"],
    });
    expect(festivalWordsIn({ ...diwali, nameHi: null, descriptionHi: null, dateNote: null, regionsHi: null }, "hi")).toEqual({
      name: "Diwali",
      description: "The festival of lights.",
      dateNote: null,
      regions: "Pan-India",
      english: ["name", "description", "regions"],
    });
  });

  it("are the English ones on an English page, whatever Hindi there is", () => {
    expect(festivalWordsIn(diwali, "en")).toEqual({
      name: "Diwali",
      description: "The festival of lights.",
      dateNote: "Sources differ.",
      regions: "Pan-India",
      english: [],
    });
  });
});

describe("festival pictures", () => {
  // An administrator may give any festival any of these, so every one is checked.
  const pictures = fs.readdirSync(pictureDir).filter((name) => name.endsWith(".svg"));

  it("are light, self-contained SVG illustrations", () => {
    expect(pictures.length).toBeGreaterThan(60);
    for (const name of pictures) {
      const file = path.join(pictureDir, name);
      expect(fs.statSync(file).size, file).toBeLessThan(1500);
      const svg = fs.readFileSync(file, "utf8");
      expect(svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 320 200"'), file).toBe(true);
      expect(svg, file).toMatch(/<title>[^<]+<\/title>/);
      expect(svg, file).not.toMatch(/<(text|script|image|foreignObject)\b/i);
      expect(svg, file).not.toMatch(/(href|src)="(?!#)/);
      expect(svg, file).not.toMatch(/\bon[a-z]+=/i);
    }
  });

  it("are named after their festival", () => {
    expect(festivalSlug("Makar Sankranti")).toBe("makar-sankranti");
    expect(festivalSlug("Ugadi & Gudi Padwa")).toBe("ugadi-gudi-padwa");
    expect(festivalSlug("Eid al-Adha (Bakrid)")).toBe("eid-al-adha-bakrid");
    expect(festivalImage("Bhai Dooj")).toBe("/images/festivals/bhai-dooj.svg");
  });
});

describe("festival calendar addresses", () => {
  it("keep the spec's /festival/{month} in the current year and give other years their own", () => {
    expect(festivalMonthPath(2026, 10, false)).toBe("/festival/november");
    expect(festivalMonthPath(2027, 0, true)).toBe("/festival/2027/january");
    expect(festivalIcsPath(2026, 10)).toBe("/festival/2026/november/calendar.ics");
    // A row's id: it survives a rename or a new date, and names in any script stay apart.
    expect(festivalAnchor({ id: 42 })).toBe("festival-42");
  });
});

describe("festival structured data", () => {
  const site = {
    origin: "https://grahavani.in",
    brand: "Grahavani",
    legalName: "Grahavani Astro Services Private Limited",
    language: "en" as const,
  };

  it("describes each festival as a schema.org Event held in India", () => {
    const data = festivalEvents(t, site, "/festival/november", [
      {
        id: 7,
        name: "Diwali",
        date: "2026-11-08",
        description: "The festival of lights.",
        image: "/images/festivals/diwali.svg",
        regions: "Pan-India",
      },
      {
        id: 9,
        name: "Chhath Puja",
        date: "2026-11-13",
        endDate: "2026-11-16",
        description: "The Sun's festival.",
        image: "/images/festivals/chhath-puja.svg",
      },
    ]);
    expect(data["@context"]).toBe("https://schema.org");
    expect(data["@graph"]).toHaveLength(2);
    const [diwali, chhath] = data["@graph"];
    expect(diwali).toMatchObject({
      "@type": "Event",
      name: "Diwali",
      startDate: "2026-11-08",
      endDate: "2026-11-08",
      image: "https://grahavani.in/images/festivals/diwali.svg",
      url: "https://grahavani.in/festival/november#festival-7",
      eventStatus: "https://schema.org/EventScheduled",
      location: { "@type": "Place", name: "Pan-India", address: { "@type": "PostalAddress", addressCountry: "IN" } },
    });
    expect(chhath).toMatchObject({ startDate: "2026-11-13", endDate: "2026-11-16", location: { name: "India" } });
  });

  it("on a Hindi page, names the Hindi page and says which festival is described in English", () => {
    const data = festivalEvents(translator("hi"), { ...site, language: "hi" }, "/festival/november", [
      { id: 7, name: "दीपावली", date: "2026-11-08", description: "दीपों का पर्व।", image: "/images/festivals/diwali.svg" },
      {
        id: 9,
        name: "Test Mela",
        date: "2026-11-13",
        description: "A test fair.",
        image: "/images/festivals/diwali.svg",
        english: ["name", "description"],
      },
    ]);
    const [diwali, mela] = data["@graph"];
    expect(diwali).toMatchObject({ name: "दीपावली", inLanguage: "hi-IN", url: "https://grahavani.in/hi/festival/november#festival-7" });
    expect(diwali.location.name).toBe("भारत");
    expect(mela).toMatchObject({ name: "Test Mela", inLanguage: "en-IN" });
  });
});
