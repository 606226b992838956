import { describe, expect, it } from "vitest";

import { otherBirthPlace, otherPlaceLine, parseDegrees, parseOtherPlaceLine, parseTimeZone } from "~/domain/other-place";

// A place not in the list, given by latitude, longitude and zone, and the one line it is written
// as, which the place search reads back.

describe("an other place", () => {
  it("takes degrees within their bounds only", () => {
    expect(parseDegrees("26.92", 90)).toBe(26.92);
    expect(parseDegrees("-33,87", 90)).toBe(-33.87);
    expect(parseDegrees("90", 90)).toBe(90);
    expect(parseDegrees("-180", 180)).toBe(-180);
    for (const typed of ["90.01", "-91", "", "26°55′", "north", "1e2", "12.3.4"]) expect(parseDegrees(typed, 90), typed).toBeNull();
    expect(parseDegrees("180.5", 180)).toBeNull();
  });

  it("takes a time zone the tz database names, in any case, and no other", () => {
    expect(parseTimeZone("Asia/Kolkata")).toBe("Asia/Kolkata");
    expect(parseTimeZone("asia/dubai")).toBe("Asia/Dubai");
    expect(parseTimeZone("Europe/London")).toBe("Europe/London");
    for (const typed of ["Mars/Olympus", "IST", "", "Asia/Kolkata; drop table", "a".repeat(60)])
      expect(parseTimeZone(typed), typed).toBeNull();
  });

  it("is written as one line that reads back as the same place, south and west too", () => {
    for (const place of [
      { latitude: 26.9124, longitude: 75.7873, timeZone: "Asia/Kolkata" },
      { latitude: -33.8688, longitude: -70.6693, timeZone: "America/Santiago" },
    ]) {
      const line = otherPlaceLine(place);
      expect(parseOtherPlaceLine(line)).toEqual(place);
    }
    expect(otherPlaceLine({ latitude: -33.8688, longitude: -70.6693, timeZone: "America/Santiago" })).toBe(
      "33.8688°S, 70.6693°W, America/Santiago",
    );
    // A place's name is not such a line.
    for (const name of ["Jaipur", "Pune, Maharashtra", "26.9°N, 75.8°E", "95.0000°N, 75.0000°E, Asia/Kolkata"])
      expect(parseOtherPlaceLine(name), name).toBeNull();
  });

  it("on India's clock counts as India's, so India's old clocks apply; elsewhere it has no country", () => {
    expect(otherBirthPlace({ latitude: 19.1, longitude: 72.9, timeZone: "Asia/Kolkata" })).toMatchObject({
      countryCode: "IN",
      country: "India",
    });
    expect(otherBirthPlace({ latitude: 25.2, longitude: 55.3, timeZone: "Asia/Dubai" })).toMatchObject({ countryCode: "", name: "" });
  });
});
