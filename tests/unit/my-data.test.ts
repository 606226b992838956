import { describe, expect, it } from "vitest";

import { maskLast4, maskPan } from "~/domain/bank";
import { auditEntryWords, formatDataValue, genderWords, myDataFileName, personalDataFile, reviewEventWords } from "~/domain/my-data";
import { endSignInValidator } from "~/forms/validators/end-sign-in";
import { en } from "~/locales/en";
import { translator } from "~/locales/i18n";

import { validate } from "../support/validate";

const t = translator("en");

const signInMessages = en.account.signIns;

describe("how the data page reads a value", () => {
  it("writes times in India time, dates as the admin lists do, money in rupees, and 'Not given' for nothing", () => {
    expect(formatDataValue({ value: "2026-11-22T11:07:00.000Z", format: "datetime" }, t)).toBe("22 Nov 2026, 4:37 pm IST");
    expect(formatDataValue({ value: "1990-04-21", format: "date" }, t)).toBe("21/04/1990");
    expect(formatDataValue({ value: 1500, format: "rupees" }, t)).toBe("₹1,500");
    expect(formatDataValue({ value: true, format: "yesno" }, t)).toBe("Yes");
    expect(formatDataValue({ value: 48_213, format: "bytes" }, t)).toBe("47 KB");
    expect(formatDataValue({ value: null }, t)).toBe("Not given");
    expect(formatDataValue({ value: "" }, t)).toBe("Not given");
  });

  it("writes dates and times on the Hindi page as a Hindi editor does", () => {
    const hindi = translator("hi");
    expect(formatDataValue({ value: "2026-11-22T03:37:00.000Z", format: "datetime" }, hindi, "hi")).toBe(
      "22 नवंबर 2026, 09:07 (भारतीय मानक समय)",
    );
    expect(formatDataValue({ value: "1990-04-21", format: "date" }, hindi, "hi")).toBe("21 अप्रैल 1990");
  });

  it("keeps the file's values as they are, keyed by field", () => {
    const file = personalDataFile({
      generatedAt: "2026-11-22T11:07:00.000Z",
      sections: [
        {
          id: "profile",
          title: "Profile",
          about: "",
          empty: "",
          records: [
            {
              fields: [
                { key: "name", label: "Name", value: "Asha" },
                { key: "walletBalance", label: "Wallet", value: 0, format: "rupees" },
              ],
            },
          ],
        },
      ],
    });
    expect(file.sections[0].records).toEqual([{ name: "Asha", walletBalance: 0 }]);
  });
});

describe("the words of the data page", () => {
  it("names the file after the brand and the day", () => {
    expect(myDataFileName("Grahavani", "2026-11-22")).toBe("grahavani-my-data-2026-11-22.json");
    expect(myDataFileName("Tara & Co.", "2026-11-22")).toBe("tara-co-my-data-2026-11-22.json");
  });

  it("says who acted as 'An administrator', whatever the action", () => {
    expect(auditEntryWords("astrologer.rejected", true, t)).toBe("An administrator did not approve your application");
    expect(auditEntryWords("something.new", true, t)).toBe("An administrator changed your record");
    expect(reviewEventWords("reapply_allowed", t)).toBe("You were allowed to apply again");
    expect(genderWords("M", t)).toBe("Male");
    expect(genderWords("Non-Binary", t)).toBe("Non-Binary");
  });

  it("masks identity numbers to their last four characters", () => {
    expect(maskLast4("4321")).toBe("XXXX XXXX 4321");
    expect(maskPan("234F")).toBe("XXXXXX234F");
  });
});

describe("an End button's post", () => {
  it("carries a handle; an empty or overlong one is refused with the page's words", async () => {
    expect(await validate(endSignInValidator("en"), { session: " 0e645583-5faf-4685-89a2-5ff7c56abf70 " })).toEqual({
      data: { session: "0e645583-5faf-4685-89a2-5ff7c56abf70" },
    });
    expect((await validate(endSignInValidator("en"), {})).fieldErrors).toEqual({ form: signInMessages.alreadyEnded });
    expect((await validate(endSignInValidator("en"), { session: "x".repeat(65) })).fieldErrors).toEqual({
      form: signInMessages.alreadyEnded,
    });
  });
});
