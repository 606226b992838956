import { describe, expect, it } from "vitest";

import { muhuratWordsOf } from "~/features/muhurat/muhurat.server";
import { findPanchangCity } from "~/services/panchang.server";

// A muhurat window in words, as its page prints it: where the tithi or the nakshatra changes inside
// it, each change with the moment it comes, naming only what changed.

describe("a window whose tithi and nakshatra change inside it", () => {
  it("names each change from its hour: vivah, 19 January 2027, New Delhi", async () => {
    const city = (await findPanchangCity("new-delhi"))!;
    const day = (await muhuratWordsOf("vivah", city, 2027, "en")).find((each) => each.date === "2027-01-19")!;
    expect(day.windows).toHaveLength(1);
    expect(day.windows[0]).toMatch(
      /: Rohini, Shukla Ekadashi; from 7:[45]\d am Shukla Dwadashi; from 6:5\d pm Mrigashira; from 4:4\d am, 20 Jan Shukla Trayodashi$/,
    );
    const hindi = (await muhuratWordsOf("vivah", city, 2027, "hi")).find((each) => each.date === "2027-01-19")!;
    expect(hindi.windows[0]).toMatch(/: रोहिणी, शुक्ल एकादशी; 07:[45]\d से शुक्ल द्वादशी; 18:5\d से मृगशिरा; .*04:4\d से शुक्ल त्रयोदशी$/);
  });
});
