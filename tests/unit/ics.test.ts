import ICAL from "ical.js";
import { describe, expect, it } from "vitest";

import { calendarFile, escapeIcsText, foldIcsLine } from "~/domain/ics";

// The festival calendar file, read back by a real iCalendar parser (ical.js, Mozilla's).

const created = new Date("2026-11-24T06:00:00Z");
const lastModified = new Date("2026-11-20T10:15:00Z");

function parse(text: string) {
  return new ICAL.Component(ICAL.parse(text));
}

describe("a calendar file of festivals", () => {
  const text = calendarFile({
    name: "Grahavani festivals – November 2026",
    productId: "-//Grahavani//Festival calendar//EN",
    created,
    events: [
      {
        uid: "diwali-2026-11-08@grahavani.in",
        summary: "Diwali",
        start: "2026-11-08",
        end: "2026-11-08",
        description: "The festival of lights; lamps, rangoli, Lakshmi puja.\n\nDate note: DoPT, gazetted",
        location: "Pan-India",
        url: "https://grahavani.in/festival/november#diwali-2026-11-08",
        lastModified,
      },
      {
        uid: "chhath-puja-2026-11-13@grahavani.in",
        summary: "Chhath Puja, छठ पूजा; the Sun's festival",
        start: "2026-11-13",
        end: "2026-11-16",
        description: "श".repeat(80),
        lastModified,
      },
    ],
  });

  it("uses CRLF line ends and folds no line past 75 octets", () => {
    expect(text.endsWith("\r\n")).toBe(true);
    expect(text.replace(/\r\n/g, "")).not.toMatch(/[\r\n]/);
    for (const line of text.split("\r\n")) expect(Buffer.byteLength(line, "utf8")).toBeLessThanOrEqual(75);
  });

  it("parses as a calendar with all-day events, the end exclusive", () => {
    const calendar = parse(text);
    expect(calendar.getFirstPropertyValue("version")).toBe("2.0");
    expect(calendar.getFirstPropertyValue("x-wr-calname")).toBe("Grahavani festivals – November 2026");
    const events = calendar.getAllSubcomponents("vevent").map((vevent) => new ICAL.Event(vevent));
    expect(events.map((e) => e.summary)).toEqual(["Diwali", "Chhath Puja, छठ पूजा; the Sun's festival"]);
    const [diwali, chhath] = events;
    expect(diwali.startDate.isDate).toBe(true);
    expect(diwali.startDate.toString()).toBe("2026-11-08");
    expect(diwali.endDate.toString()).toBe("2026-11-09");
    expect(chhath.startDate.toString()).toBe("2026-11-13");
    expect(chhath.endDate.toString()).toBe("2026-11-17");
    expect(diwali.uid).toBe("diwali-2026-11-08@grahavani.in");
    expect(diwali.location).toBe("Pan-India");
    expect(diwali.description).toBe("The festival of lights; lamps, rangoli, Lakshmi puja.\n\nDate note: DoPT, gazetted");
    // A long line of three-byte characters folds between characters and comes back whole.
    expect(chhath.description).toBe("श".repeat(80));
    // With METHOD, DTSTAMP is when the file was made; the festival's own change is LAST-MODIFIED.
    const first = calendar.getAllSubcomponents("vevent")[0];
    expect(first.getFirstPropertyValue("dtstamp")?.toString()).toBe("2026-11-24T06:00:00Z");
    expect(first.getFirstPropertyValue("last-modified")?.toString()).toBe("2026-11-20T10:15:00Z");
  });
});

describe("iCalendar text", () => {
  it("escapes backslash, semicolon, comma and line breaks", () => {
    expect(escapeIcsText("a\\b;c,d\ne\r\nf")).toBe("a\\\\b\\;c\\,d\\ne\\nf");
  });

  it("leaves short lines alone and continues long ones with a space", () => {
    expect(foldIcsLine("SUMMARY:Holi")).toBe("SUMMARY:Holi");
    const folded = foldIcsLine("X".repeat(160));
    expect(folded.split("\r\n").map((l) => l.length)).toEqual([75, 75, 12]);
    expect(
      folded
        .split("\r\n")
        .slice(1)
        .every((l) => l.startsWith(" ")),
    ).toBe(true);
  });
});
