import fs from "node:fs";
import os from "node:os";
import path from "node:path";

import { describe, expect, it } from "vitest";

import {
  GRIEVANCE_RESPONSE_DAYS,
  grievanceAcknowledgement,
  grievanceAnswer,
  grievanceDueDate,
  grievanceEmailLink,
  grievancePurgeBefore,
  grievanceReference,
  isOverdue,
  overdueIfReceivedBefore,
} from "~/domain/grievance";
import { formatIndiaDay } from "~/domain/india-date";
import { grievanceUpdateValidator } from "~/forms/grievance-update";
import { TEXT_LIMITS } from "~/forms/text-input";
import { grievanceValidator } from "~/forms/validators/grievance";
import { parseEnv, PLACEHOLDER_GRIEVANCE_OFFICER } from "~/infra/env.server";
import { en } from "~/locales/en";
import { adminWords } from "~/locales/en/admin";
import { translator } from "~/locales/i18n";

import { validate } from "../support/validate";

const messages = en.grievance.messages;

const GRIEVANCE = {
  name: "Asha Rao",
  email: "asha@example.in",
  mobile: "",
  category: "payment",
  description: "I was charged twice for one chat on 3 March.",
};

describe("the grievance form", () => {
  it("takes a name, an e-mail address, a category and a description, and gives the empty mobile as null", async () => {
    const { data } = await validate(grievanceValidator("en"), { ...GRIEVANCE, name: "  Asha Rao ", email: "Asha@Example.in" });
    expect(data).toEqual({ ...GRIEVANCE, email: "asha@example.in", mobile: null });
  });

  it("takes a mobile number alone, as people type it, as its ten digits", async () => {
    const { data } = await validate(grievanceValidator("en"), { ...GRIEVANCE, email: "", mobile: "+91 98765 43210" });
    expect(data).toMatchObject({ email: null, mobile: "9876543210" });
  });

  it("without an e-mail address or a mobile number, asks for one beside the e-mail box", async () => {
    const { fieldErrors } = await validate(grievanceValidator("en"), { ...GRIEVANCE, email: " ", mobile: "" });
    expect(fieldErrors).toEqual({ email: messages.contactRequired });
  });

  it("says every fault at once: no way to reply, no category, no description", async () => {
    const { fieldErrors } = await validate(grievanceValidator("en"), { ...GRIEVANCE, email: "", category: "", description: "" });
    expect(fieldErrors).toEqual({
      email: messages.contactRequired,
      category: messages.categoryRequired,
      description: messages.descriptionRequired,
    });
  });

  it("refuses a wrong e-mail address or mobile number even when the other one is right", async () => {
    expect((await validate(grievanceValidator("en"), { ...GRIEVANCE, email: "asha@example" })).fieldErrors).toEqual({
      email: messages.invalidEmail,
    });
    expect((await validate(grievanceValidator("en"), { ...GRIEVANCE, mobile: "12345" })).fieldErrors).toEqual({
      mobile: messages.invalidMobile,
    });
  });

  it("needs a name, a category from the list and a description, each with its own message", async () => {
    const { fieldErrors } = await validate(grievanceValidator("en"), { ...GRIEVANCE, name: " ", category: "lottery", description: "\n" });
    expect(fieldErrors).toEqual({
      name: messages.nameRequired,
      category: messages.categoryRequired,
      description: messages.descriptionRequired,
    });
  });

  it("holds the description to its limit, keeps its line breaks and refuses control characters", async () => {
    const long = "a".repeat(TEXT_LIMITS.grievanceDescription + 1);
    expect((await validate(grievanceValidator("en"), { ...GRIEVANCE, description: long })).fieldErrors?.description).toBe(
      "Your grievance must be at most 5,000 characters.",
    );
    expect((await validate(grievanceValidator("en"), { ...GRIEVANCE, description: "First line.\r\nSecond line." })).data?.description).toBe(
      "First line.\r\nSecond line.",
    );
    expect((await validate(grievanceValidator("en"), { ...GRIEVANCE, description: "bad\u0000byte" })).fieldErrors?.description).toBe(
      "Your grievance contains characters that cannot be used.",
    );
  });

  it("refuses a name posted twice or as a file, as blank", async () => {
    const form = new FormData();
    for (const [key, value] of Object.entries(GRIEVANCE)) form.append(key, value);
    form.append("name", "Someone else");
    expect((await validate(grievanceValidator("en"), form)).fieldErrors?.name).toBe(messages.nameRequired);
  });

  it("on a Hindi page, says what to fix in Hindi", async () => {
    const { fieldErrors } = await validate(grievanceValidator("hi"), { ...GRIEVANCE, name: " ", email: "", description: "" });
    const t = translator("hi");
    expect(fieldErrors).toEqual({
      name: t("grievance:messages.nameRequired"),
      email: t("grievance:messages.contactRequired"),
      description: t("grievance:messages.descriptionRequired"),
    });
    expect(fieldErrors?.name).toMatch(/[\u0900-\u097F]/);
  });
});

describe("an administrator's answer", () => {
  it("resolving needs an answer; other statuses do not", async () => {
    expect((await validate(grievanceUpdateValidator, { status: "resolved", reply: "  " })).fieldErrors).toEqual({
      reply: adminWords.grievances.replyRequired,
    });
    expect((await validate(grievanceUpdateValidator, { status: "in_progress", reply: "" })).data).toEqual({
      status: "in_progress",
      reply: "",
    });
    expect((await validate(grievanceUpdateValidator, { status: "closed", reply: "" })).fieldErrors).toEqual({
      status: adminWords.grievances.statusRequired,
    });
  });
});

describe("the period and the reference", () => {
  it(`a grievance is answered by the ${GRIEVANCE_RESPONSE_DAYS}th day after the Indian day it arrived`, () => {
    expect(GRIEVANCE_RESPONSE_DAYS).toBe(15);
    expect(grievanceDueDate(new Date("2026-07-20T10:00:00+05:30"))).toBe("2026-08-04");
    // 23:30 UTC on 20 July is already 21 July in India.
    expect(grievanceDueDate(new Date("2026-07-20T23:30:00Z"))).toBe("2026-08-05");
  });

  it("is overdue from the day after its due day until it is resolved", () => {
    const receivedAt = new Date("2026-07-20T10:00:00+05:30");
    expect(isOverdue({ status: "open", receivedAt }, new Date("2026-08-04T23:59:00+05:30"))).toBe(false);
    expect(isOverdue({ status: "in_progress", receivedAt }, new Date("2026-08-05T00:00:00+05:30"))).toBe(true);
    expect(isOverdue({ status: "resolved", receivedAt }, new Date("2026-09-01T00:00:00+05:30"))).toBe(false);
  });

  it("the database's bound for overdue grievances agrees with the rule for one", () => {
    const now = new Date("2026-08-05T09:00:00+05:30");
    const bound = overdueIfReceivedBefore(now);
    const justBefore = new Date(bound.getTime() - 1);
    expect(isOverdue({ status: "open", receivedAt: justBefore }, now)).toBe(true);
    expect(isOverdue({ status: "open", receivedAt: bound }, now)).toBe(false);
  });

  it("a reference names the Indian year it arrived in and its number in six digits", () => {
    expect(grievanceReference(new Date("2026-03-01T00:00:00Z"), 123)).toBe("G-2026-000123");
    expect(grievanceReference(new Date("2026-12-31T19:00:00Z"), 7)).toBe("G-2027-000007");
    expect(grievanceReference(new Date("2026-03-01T00:00:00Z"), 1_234_567)).toBe("G-2026-1234567");
  });

  it("a resolved grievance is kept three years after it was resolved", () => {
    expect(grievancePurgeBefore(new Date("2031-06-01T00:00:00Z")).toISOString()).toBe("2028-06-01T00:00:00.000Z");
  });
});

describe("the notices", () => {
  const common = { brand: "Grahavani", officerName: "Meera Iyer", name: "Asha Rao", reference: "G-2026-000123", t: translator("en") };
  const inHindi = { language: "hi", t: translator("hi") } as const;

  it("the acknowledgement gives the reference and the day we answer by, by e-mail or SMS", () => {
    const email = grievanceAcknowledgement({ ...common, channel: "email", answerBy: "2026-08-04" });
    expect(email.subject).toContain("G-2026-000123");
    expect(email.text).toContain("Meera Iyer, will answer by 4 August 2026");
    const sms = grievanceAcknowledgement({ ...common, channel: "sms", answerBy: "2026-08-04" });
    expect(sms).toEqual({
      subject: "",
      text: "Grahavani: we have received your grievance G-2026-000123. We will answer by 4 August 2026.",
    });
  });

  it("a grievance sent from the Hindi edition is acknowledged and answered in Hindi", () => {
    const sms = grievanceAcknowledgement({ ...common, channel: "sms", answerBy: "2026-08-04", ...inHindi });
    expect(sms.text).toBe("Grahavani: आपकी शिकायत G-2026-000123 हमें मिल गई है। हम 4 अगस्त 2026 तक उत्तर देंगे।");
    const email = grievanceAcknowledgement({ ...common, channel: "email", answerBy: "2026-08-04", ...inHindi });
    expect(email.text).toContain("नमस्ते Asha Rao जी");
    expect(email.text).toContain("4 अगस्त 2026");
    const reply = "हमने ₹250 वापस कर दिए हैं।";
    expect(grievanceAnswer({ ...common, channel: "email", reply, t: translator("hi") }).subject).toBe(
      "Grahavani: आपकी शिकायत G-2026-000123 का उत्तर",
    );
    expect(grievanceAnswer({ ...common, channel: "sms", reply, t: translator("hi") }).text).toBe(
      `Grahavani, शिकायत G-2026-000123: ${reply}`,
    );
  });

  it("the e-mail that asks to confirm an address has our words and the link only, in the grievance's language", () => {
    const link = "https://grahavani.example/hi/grievance/confirm/abc";
    const english = grievanceEmailLink({ brand: "Grahavani", link, t: translator("en") });
    expect(english.subject).toBe("Grahavani: please confirm your e-mail address");
    expect(english.text).toContain(
      `within 48 hours to confirm the address, and we will send our acknowledgement and our answer here:\n\n${link}\n\n`,
    );
    const hindi = grievanceEmailLink({ brand: "Grahavani", link, t: translator("hi") });
    expect(hindi.subject).toBe("Grahavani: कृपया अपने ई-मेल पते की पुष्टि करें");
    expect(hindi.text).toContain(`48 घंटों के भीतर खोलें`);
    expect(hindi.text).toContain(`\n\n${link}\n\n`);
  });

  it("the answer carries the officer's reply whole", () => {
    const reply = "We have refunded ₹250 to your original payment method.\n\nSorry for the trouble.";
    expect(grievanceAnswer({ ...common, channel: "email", reply }).text).toContain(reply);
    expect(grievanceAnswer({ ...common, channel: "sms", reply }).text).toBe(`Grahavani, grievance G-2026-000123: ${reply}`);
  });

  it("the day is written out for a person", () => {
    expect(formatIndiaDay("2026-08-04")).toBe("4 August 2026");
    expect(formatIndiaDay("2026-02-30")).toBe("—");
    expect(translator("en")("grievance:messages.received", { reference: "G-2026-000123", date: formatIndiaDay("2026-08-04") })).toBe(
      "Thank you. We have received your grievance. Your reference number is G-2026-000123. We will answer by 4 August 2026.",
    );
  });
});

describe("the Grievance Officer is configuration", () => {
  const dataDir = () => fs.mkdtempSync(path.join(os.tmpdir(), "grahavani-grievance-env-"));

  it("unset, names the placeholders, which can receive no mail; set, names the real officer", () => {
    const placeholder = parseEnv({ DATA_DIR: dataDir(), NODE_ENV: "test" });
    expect([placeholder.GRIEVANCE_OFFICER_NAME, placeholder.GRIEVANCE_OFFICER_EMAIL]).toEqual([
      PLACEHOLDER_GRIEVANCE_OFFICER.name,
      PLACEHOLDER_GRIEVANCE_OFFICER.email,
    ]);
    expect(PLACEHOLDER_GRIEVANCE_OFFICER.email).toMatch(/\.example$/);
    const set = parseEnv({
      DATA_DIR: dataDir(),
      NODE_ENV: "test",
      GRIEVANCE_OFFICER_NAME: " Meera Iyer ",
      GRIEVANCE_OFFICER_EMAIL: "grievance@grahavani.in",
    });
    expect([set.GRIEVANCE_OFFICER_NAME, set.GRIEVANCE_OFFICER_EMAIL]).toEqual(["Meera Iyer", "grievance@grahavani.in"]);
  });

  it("a wrong e-mail address stops the start, naming the variable", () => {
    expect(() => parseEnv({ DATA_DIR: dataDir(), GRIEVANCE_OFFICER_EMAIL: "grievance officer" })).toThrow(/GRIEVANCE_OFFICER_EMAIL/);
  });
});
