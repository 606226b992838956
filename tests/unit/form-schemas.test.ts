import { describe, expect, it } from "vitest";

import { adminLoginSchema, adminMessages, rejectionSchema } from "~/domain/admin";
import { contactSchema, faqAdminMessages } from "~/domain/faq-admin";
import { checkForm, FORM_ERROR } from "~/domain/form-check";
import { horoscopeUploadMessages, horoscopeUploadSchema } from "~/domain/horoscope-upload";

// The schemas the form pipeline checks the admin forms with, read as the actions read a post.

const form = (fields: Record<string, string>) => {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.append(name, value);
  return data;
};

describe("admin form schemas", () => {
  it("the sign-in refuses a missing field or a control character with the one message, beside neither field", () => {
    for (const fields of [
      { email: "", password: "x" },
      { email: "a@b.in", password: "" },
      { email: "a\u0001@b.in", password: "x" },
    ]) {
      expect(checkForm(adminLoginSchema, form(fields)).fieldErrors).toEqual({ [FORM_ERROR]: adminMessages.loginFailed });
    }
    expect(checkForm(adminLoginSchema, form({ email: "admin@grahavani.in", password: "secret" })).data).toEqual({
      email: "admin@grahavani.in",
      password: "secret",
    });
  });

  it("a rejection's reason is trimmed and required", () => {
    expect(checkForm(rejectionSchema, form({ reason: "   " })).fieldErrors).toEqual({ reason: adminMessages.reasonRequired });
    expect(checkForm(rejectionSchema, form({ reason: " Blurred scan. " })).data).toEqual({ reason: "Blurred scan." });
  });

  it("contact details missing one part is the form's message; each malformed part has its own", () => {
    expect(checkForm(contactSchema, form({ email: "help@example.in", phone: "" })).fieldErrors).toEqual({
      [FORM_ERROR]: faqAdminMessages.contactRequired,
    });
    expect(checkForm(contactSchema, form({ email: "nope", phone: "call me" })).fieldErrors).toEqual({
      email: faqAdminMessages.invalidEmail,
      phone: faqAdminMessages.invalidPhone,
    });
  });

  it("a horoscope upload gives the two dates one message, and the sign as a sign", () => {
    const upload = { startDate: "2031-01-01", endDate: "2031-01-03", language: "english", sign: "leo", prediction: " Good day. " };
    expect(checkForm(horoscopeUploadSchema, form({ ...upload, endDate: "2030-12-31", prediction: "" })).fieldErrors).toEqual({
      dates: horoscopeUploadMessages.endBeforeStart,
      prediction: horoscopeUploadMessages.predictionRequired,
    });
    const checked = checkForm(horoscopeUploadSchema, form(upload));
    expect(checked.data).toMatchObject({ startDate: "2031-01-01", language: "english", sign: { slug: "leo" }, prediction: "Good day." });
  });
});
