import type { Validator } from "remix-validated-form";
import { describe, expect, it } from "vitest";

import { BLOG_AUTHORS } from "~/domain/blog-upload";
import { adminLoginValidator } from "~/forms/admin-sign-in";
import { blogUploadValidator } from "~/forms/blog-upload";
import { contactFormValidator, faqFormValidator } from "~/forms/faq-admin";
import { horoscopeUploadValidator } from "~/forms/horoscope-upload";
import { rejectionValidator } from "~/forms/rejection";
import { FORM_ERROR } from "~/forms/validation";
import { deletionOtpValidator, deletionRequestValidator } from "~/forms/validators/account-deletion";
import { loginOtpValidator } from "~/forms/validators/login-otp";
import { mobileLoginValidator } from "~/forms/validators/mobile-login";
import { roleChoiceValidator } from "~/forms/validators/role-choice";
import { yearlyYearValidator } from "~/forms/yearly-admin";
import { en } from "~/locales/en";
import { adminWords } from "~/locales/en/admin";

import { validate } from "../support/validate";

const deletionMessages = en.account.deletion;
const loginMessages = en.account.login;
const otpMessages = en.account.otp;
const whoAreYouMessages = en.account.whoAreYou;

// The validators the forms are checked with, in the browser and in the actions, read as an
// action reads a post.

const form = (fields: Record<string, string | File>) => {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.append(name, value);
  return data;
};

describe("sign-in form validators", () => {
  it("login takes a number as people type it and gives its ten digits", async () => {
    expect(await validate(mobileLoginValidator("en"), form({ dialCode: "+91", mobile: "+91 98765-43210" }))).toEqual({
      data: { mobile: "9876543210", dialCode: "+91" },
    });
    // No dial code posted is India's.
    expect((await validate(mobileLoginValidator("en"), form({ mobile: "09876543210" }))).data).toEqual({
      mobile: "9876543210",
      dialCode: "+91",
    });
  });

  it("login says beside the number when it is not ten digits, or not Indian", async () => {
    for (const mobile of ["", "98765", "98765432101", "abcdefghij"]) {
      expect((await validate(mobileLoginValidator("en"), form({ dialCode: "+91", mobile }))).fieldErrors).toEqual({
        mobile: loginMessages.invalidPhone,
      });
    }
    expect((await validate(mobileLoginValidator("en"), form({ dialCode: "+44", mobile: "9876543210" }))).fieldErrors).toEqual({
      mobile: loginMessages.indiaOnly,
    });
    // A file where the number should be is no number.
    expect((await validate(mobileLoginValidator("en"), form({ mobile: new File(["9876543210"], "n.txt") }))).fieldErrors).toEqual({
      mobile: loginMessages.invalidPhone,
    });
  });

  it("the OTP boxes give the code, from four boxes or from the first alone, and Resend needs none", async () => {
    const validator = loginOtpValidator("en");
    expect((await validate(validator, form({ intent: "verify", d1: "1", d2: "2", d3: "3", d4: "4" }))).data).toEqual({
      intent: "verify",
      code: "1234",
    });
    expect((await validate(validator, form({ d1: "1234", d2: "", d3: "", d4: "" }))).data).toEqual({ intent: "verify", code: "1234" });
    expect((await validate(validator, form({ intent: "verify", d1: "1", d2: "2", d3: "", d4: "4" }))).fieldErrors).toEqual({
      otp: otpMessages.incomplete,
    });
    expect((await validate(validator, form({ intent: "resend", d1: "", d2: "", d3: "", d4: "" }))).data).toEqual({ intent: "resend" });
    // Account deletion's boxes say their own message.
    expect((await validate(deletionOtpValidator("en"), form({ intent: "verify", d1: "", d2: "", d3: "", d4: "" }))).fieldErrors).toEqual({
      otp: deletionMessages.invalidOtpOrMissing,
    });
  });

  it("account deletion's first step needs a valid number and the box ticked, each said beside its field", async () => {
    expect((await validate(deletionRequestValidator("en"), form({ mobile: "12" }))).fieldErrors).toEqual({
      mobile: deletionMessages.invalidMobile,
      confirm: deletionMessages.confirm,
    });
    expect((await validate(deletionRequestValidator("en"), form({ mobile: "98765 43210", confirm: "on" }))).data).toEqual({
      mobile: "9876543210",
      confirm: true,
    });
  });

  it("who-are-you takes the two roles and nothing else, with the page's one message", async () => {
    expect((await validate(roleChoiceValidator("en"), form({ role: "astrologer" }))).data).toEqual({ role: "astrologer" });
    expect((await validate(roleChoiceValidator("en"), form({ role: "admin" }))).fieldErrors).toEqual({
      [FORM_ERROR]: whoAreYouMessages.failed,
    });
  });
});

describe("admin form validators", () => {
  it("the sign-in refuses a missing field or a control character with the one message, beside neither field", async () => {
    for (const fields of [
      { email: "", password: "x" },
      { email: "a@b.in", password: "" },
      { email: "a\u0001@b.in", password: "x" },
    ]) {
      expect((await validate(adminLoginValidator, form(fields))).fieldErrors).toEqual({ [FORM_ERROR]: adminWords.signIn.loginFailed });
    }
    expect((await validate(adminLoginValidator, form({ email: "admin@grahavani.in", password: "secret" }))).data).toEqual({
      email: "admin@grahavani.in",
      password: "secret",
    });
  });

  it("a rejection's reason is trimmed and required", async () => {
    expect((await validate(rejectionValidator, form({ reason: "   " }))).fieldErrors).toEqual({
      reason: adminWords.applications.reasonRequired,
    });
    expect((await validate(rejectionValidator, form({ reason: " Blurred scan. " }))).data).toEqual({ reason: "Blurred scan." });
  });

  it("contact details missing one part is the form's message; each malformed part has its own", async () => {
    expect((await validate(contactFormValidator, form({ email: "help@example.in", phone: "" }))).fieldErrors).toEqual({
      [FORM_ERROR]: adminWords.faq.contactRequired,
    });
    expect((await validate(contactFormValidator, form({ email: "nope", phone: "call me" }))).fieldErrors).toEqual({
      email: adminWords.faq.invalidEmail,
      phone: adminWords.faq.invalidPhone,
    });
  });

  it("a Delete button posts whatever the fields hold; any other button, or none, has them checked", async () => {
    expect((await validate(faqFormValidator, form({ intent: "delete", question: "", answer: "" }))).data).toEqual({ deleting: true });
    expect((await validate(contactFormValidator, form({ intent: "contact-delete", email: "", phone: "" }))).data).toEqual({
      deleting: true,
    });
    for (const intent of ["update", "add", ""]) {
      expect((await validate(faqFormValidator, form({ intent, language: "en", question: "", answer: "Yes." }))).fieldErrors).toEqual({
        question: adminWords.faq.questionRequired,
      });
    }
    expect(
      (await validate(faqFormValidator, form({ intent: "update", language: "hi", question: " Why? ", answer: " Because. " }))).data,
    ).toEqual({
      deleting: false,
      data: { language: "hi", question: "Why?", answer: "Because." },
    });
  });

  it("a blog, an FAQ and a yearly year are written in English or Hindi: the Language is required and nothing else is taken", async () => {
    const blog = {
      mainHeading: "Saturn in Pisces",
      heading: "Saturn transit",
      article: BLOG_AUTHORS[0],
      scheduleDate: "2031-06-01",
      htmlContent: "<p>Text</p>",
    };
    const forms: Array<{ validator: Validator<unknown>; fields: Record<string, string> }> = [
      { validator: blogUploadValidator, fields: blog },
      { validator: faqFormValidator, fields: { intent: "add", question: "Why?", answer: "Because." } },
      { validator: yearlyYearValidator, fields: { year: "2031" } },
    ];
    for (const { validator, fields } of forms) {
      for (const language of [undefined, "", "english", "EN", "ta", "hi-IN"]) {
        const posted: Record<string, string> = language === undefined ? fields : { ...fields, language };
        expect((await validate(validator, form(posted))).fieldErrors, `${JSON.stringify(posted)}`).toEqual({
          language: adminWords.contentLanguage.required,
        });
      }
      for (const language of ["en", "hi", " hi "]) {
        const data = (await validate(validator, form({ ...fields, language }))).data as Record<string, unknown>;
        expect(JSON.stringify(data)).toContain(`"language":"${language.trim()}"`);
      }
    }
  });

  it("a missing Language is said beside the other messages, not instead of them", async () => {
    expect((await validate(blogUploadValidator, form({ mainHeading: "", heading: "x", scheduleDate: "" }))).fieldErrors).toEqual({
      language: adminWords.contentLanguage.required,
      mainHeading: adminWords.blogUpload.mainHeadingRequired,
      article: adminWords.blogUpload.authorRequired,
      scheduleDate: adminWords.blogUpload.scheduleDateRequired,
      htmlContent: adminWords.blogUpload.htmlRequired,
    });
  });

  it("a horoscope upload gives the two dates one message, and the sign as a sign", async () => {
    const upload = { startDate: "2031-01-01", endDate: "2031-01-03", language: "english", sign: "leo", prediction: " Good day. " };
    expect((await validate(horoscopeUploadValidator, form({ ...upload, endDate: "2030-12-31", prediction: "" }))).fieldErrors).toEqual({
      dates: adminWords.horoscopeUpload.endBeforeStart,
      prediction: adminWords.horoscopeUpload.predictionRequired,
    });
    const checked = await validate(horoscopeUploadValidator, form(upload));
    expect(checked.data).toMatchObject({ startDate: "2031-01-01", language: "english", sign: { slug: "leo" }, prediction: "Good day." });
  });
});
