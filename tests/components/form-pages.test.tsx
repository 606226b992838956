// @vitest-environment happy-dom
import { type ActionFunctionArgs, json } from "@remix-run/node";
import { createRemixStub } from "@remix-run/testing";
import type { ComponentType } from "react";
import { validationError, type Validator } from "remix-validated-form";
import { afterEach, describe, expect, it } from "vitest";

import { faqManagerFormId } from "~/domain/faq-admin";
import { festivalFormId } from "~/domain/festival-admin";
import type { LocationLists } from "~/domain/locations";
import AccountDeletion from "~/features/account/pages/account-deletion";
import OtpVerifications from "~/features/account/pages/otp-verifications";
import Profile from "~/features/account/pages/profile";
import Signup from "~/features/account/pages/signup";
import UserRegistration from "~/features/account/pages/user-registration";
import WhoAreYou from "~/features/account/pages/who-are-you";
import BlogUpload from "~/features/admin/pages/blogupload";
import FaqManager from "~/features/admin/pages/faqmanager";
import FestivalAdmin from "~/features/admin/pages/festivals";
import HoroscopeUpload from "~/features/admin/pages/horoscopeupload";
import AdminLogin from "~/features/admin/pages/login";
import AdminSecondFactor from "~/features/admin/pages/two-factor._index";
import AdminSecondFactorSetup from "~/features/admin/pages/two-factor.setup";
import ApplicationDetail from "~/features/admin/pages/view.$id";
import YearlyAdmin from "~/features/admin/pages/yearly._index";
import YearlySignEditor from "~/features/admin/pages/yearly.$year.$sign";
import AstrologerRegistration from "~/features/onboarding/pages/astrologer-registration";
import BankDetails from "~/features/onboarding/pages/bank-details";
import Documents from "~/features/onboarding/pages/document";
import { adminLoginValidator, secondFactorValidator } from "~/forms/admin-sign-in";
import { blogUploadValidator } from "~/forms/blog-upload";
import { contactFormValidator, faqFormValidator } from "~/forms/faq-admin";
import { festivalFormValidator } from "~/forms/festival-admin";
import { horoscopeUploadValidator } from "~/forms/horoscope-upload";
import { rejectionValidator } from "~/forms/rejection";
import { deletionOtpValidator, deletionRequestValidator } from "~/forms/validators/account-deletion";
import { astrologerRegistrationValidator } from "~/forms/validators/astrologer-registration";
import { bankDetailsValidator } from "~/forms/validators/bank-details";
import { documentsValidator } from "~/forms/validators/documents";
import { loginOtpValidator } from "~/forms/validators/login-otp";
import { mobileLoginValidator } from "~/forms/validators/mobile-login";
import { profileValidator } from "~/forms/validators/profile";
import { registrationValidator } from "~/forms/validators/registration";
import { roleChoiceValidator } from "~/forms/validators/role-choice";
import { yearlySignValidator, yearlyYearValidator } from "~/forms/yearly-admin";
import { adminWords } from "~/locales/en/admin";

import { button, byLabel, click, descriptionOf, render, type } from "./dom";

// Each form page as its action's answer leaves it: the action checks the post with the form's own
// validator and answers remix-validated-form's validationError, which the page shows with the
// spec's message beside the field it belongs to and what was typed still in it. Then the same
// form in the browser: the same validator stops the post and says the same words.

const TODAY = "2031-06-15";
const LOCATIONS: LocationLists = {
  countries: [{ id: 101, country_name: "India" }],
  states: [{ state_id: 4008, state_name: "Maharashtra" }],
  cities: [{ city_id: 131517, city_name: "Pune" }],
  countryId: "101",
  stateId: "4008",
  cityId: "131517",
};
const REGISTRATION = {
  fullName: "Asha Devi Rao",
  countryId: "101",
  stateId: "4008",
  cityId: "131517",
  pinCode: "411001",
  dob: "1990-04-21",
  timeOfBirth: "06:45",
  location: "Pune",
  email: "asha@example.in",
  mobile: "9876543210",
};
const PROFILE = {
  name: "Asha Rao",
  gender: "female",
  dob: "1990-04-21",
  timeOfBirth: "06:45",
  birthPlace: "Pune",
  countryId: "101",
  stateId: "4008",
  cityId: "131517",
  pinCode: "411001",
  email: "asha@example.in",
  mobile: "9876543210",
};
const ASTROLOGER = {
  fullName: "Kavya Raman Iyer",
  mobile: "9876543210",
  age: "34",
  gender: "Female",
  address: "12 Temple Street",
  countryId: "101",
  stateId: "4008",
  cityId: "131517",
  pinCode: "411001",
  email: "kavya@example.in",
  languages: "Marathi, Hindi",
  experience: "9",
  specialization: "vedic",
};
const FESTIVAL = {
  name: "Diwali",
  date: "2027-10-29",
  endDate: "",
  description: "Lights.",
  regions: "",
  image: "/images/festivals/diwali.svg",
  source: "Drik Panchang",
  dateNote: "",
};
const YEARLY_SIGN: Record<string, string> = {
  intro: "A year of steady work.",
  love: "Patience.",
  career: "Growth.",
  health: "Rest.",
  remedy1: "Water a tulsi.",
  remedy2: "Feed birds.",
  remedy3: "Chant daily.",
  metaDescription: "Leo in 2031: a year of steady work, patience in love and growth at work, and the remedies that help.",
  keywords: "",
};
for (const n of [1, 2, 3, 4, 5]) {
  YEARLY_SIGN[`faq${n}Question`] = `Question ${n}?`;
  YEARLY_SIGN[`faq${n}Answer`] = `Answer ${n}.`;
}

type Page = {
  /** What the test is called after. */
  form: string;
  Component: ComponentType;
  path: string;
  url?: string;
  loaderData: unknown;
  validator: Validator<unknown>;
  /** A post the validator refuses (as a visitor could send it), and the form it names when a page has several. */
  post: Record<string, string | File>;
  formId?: string;
  /** The field the message stands beside (its label), the spec's words, and what must still be in it. */
  field: string;
  message: string;
  kept?: string;
  /** The message is the form's own, announced above its fields, beside none of them. */
  formMessage?: true;
  /** Where the field is, when the page holds several forms of the same fields. */
  scope?: string;
  /** What the page's action sends beside the messages (validationError's shape with more in it). */
  extra?: Record<string, unknown>;
  /** With JavaScript: what to type, the button to press, and the message when it is another. */
  typed?: Array<[label: string, value: string]>;
  press?: string;
  pressedMessage?: string;
};

const PAGES: Page[] = [
  {
    form: "sign-in by mobile number",
    Component: Signup,
    path: "/signup",
    loaderData: null,
    validator: mobileLoginValidator("en"),
    post: { dialCode: "+91", mobile: "98765" },
    field: "Mobile Number",
    message: "Please enter a valid 10-digit phone number.",
    kept: "98765",
    typed: [["Mobile Number", "98765"]],
    press: "Send OTP",
  },
  {
    form: "the OTP boxes",
    Component: OtpVerifications,
    path: "/otp-verifications",
    loaderData: { phone: "98XXXXXX10", secondsLeft: 30, challengeId: "c1" },
    validator: loginOtpValidator("en"),
    post: { intent: "verify", d1: "1", d2: "2", d3: "", d4: "" },
    field: "OTP digit 1",
    message: "Please enter all 4 digits of the OTP.",
    typed: [
      ["OTP digit 1", "1"],
      ["OTP digit 2", "2"],
    ],
    press: "VERIFY OTP",
  },
  {
    form: "customer registration",
    Component: UserRegistration,
    path: "/user-registration",
    loaderData: { today: TODAY, mobile: "9876543210", locations: LOCATIONS },
    validator: registrationValidator(TODAY, "en"),
    post: { ...REGISTRATION, pinCode: "41100" },
    field: "Pin code",
    message: "Please enter a valid 6-digit pin code",
    kept: "41100",
    typed: [["Pin code", "41100"]],
    press: "Register",
  },
  {
    form: "the profile",
    Component: Profile,
    path: "/profile",
    loaderData: {
      today: TODAY,
      photoUrl: "/images/default-profile.svg",
      hasPhoto: false,
      stagedPhotoName: null,
      values: PROFILE,
      locations: LOCATIONS,
      signIns: [
        { handle: "h1", device: "Chrome on Android", place: "from 203.0.113.x", lastUsed: "25 Nov 2026, 10:00 IST", current: true },
      ],
    },
    validator: profileValidator(TODAY, "en"),
    post: { ...PROFILE, email: "asha@example" },
    field: "Email",
    message: "Email is invalid.",
    kept: "asha@example",
    typed: [["Email", "asha@example"]],
    press: "Save",
  },
  {
    form: "account deletion's first step",
    Component: AccountDeletion,
    path: "/account-deletion",
    loaderData: { step: "mobile", phone: null, secondsLeft: 0, challengeId: null },
    validator: deletionRequestValidator("en"),
    post: { intent: "send", mobile: "98765 4321" },
    field: "Mobile Number",
    message: "Please enter a valid mobile number.",
    kept: "98765 4321",
    typed: [["Mobile Number", "98765"]],
    press: "Send OTP",
  },
  {
    form: "account deletion's confirmation box",
    Component: AccountDeletion,
    path: "/account-deletion",
    loaderData: { step: "mobile", phone: null, secondsLeft: 0, challengeId: null },
    validator: deletionRequestValidator("en"),
    post: { intent: "send", mobile: "9876543210" },
    field: "I understand that my account and its data will be permanently deleted.",
    message: "Please confirm that you understand the deletion process.",
  },
  {
    form: "account deletion's OTP",
    Component: AccountDeletion,
    path: "/account-deletion",
    loaderData: { step: "otp", phone: "98XXXXXX10", secondsLeft: 30, challengeId: "c2" },
    validator: deletionOtpValidator("en"),
    post: { intent: "verify", d1: "", d2: "", d3: "", d4: "" },
    field: "OTP digit 1",
    message: "Invalid OTP or missing information.",
    press: "Verify and delete account",
  },
  {
    form: "astrologer registration",
    Component: AstrologerRegistration,
    path: "/astrologer-registration",
    loaderData: { mobile: "9876543210", earlier: null, locations: LOCATIONS },
    validator: astrologerRegistrationValidator("en"),
    post: { ...ASTROLOGER, age: "17" },
    field: "Age",
    message: "Age must be between 18 and 100.",
    kept: "17",
    typed: [["Age", "17"]],
    press: "Register",
  },
  {
    form: "bank details",
    Component: BankDetails,
    path: "/bank-details",
    loaderData: { mobile: "9876543210", saved: null },
    validator: bankDetailsValidator("en"),
    post: { mobile: "9876543210", pan: "ABCDE1234", accountHolderName: "Kavya Iyer" },
    field: "PAN Number",
    message: "Invalid PAN Number format (e.g. ABCDE1234F)",
    kept: "ABCDE1234",
    typed: [["PAN Number", "ABCDE1234"]],
    press: "Save",
  },
  {
    form: "the documents",
    Component: Documents,
    path: "/document",
    loaderData: { uploaded: [] },
    validator: documentsValidator("en", []),
    post: { aadharFront: new File(["not a scan"], "front.png", { type: "image/png" }) },
    field: "Aadhar Front",
    message: "Invalid file type. Only JPG, JPEG, PDF allowed.",
    press: "Upload Documents",
    pressedMessage: "Please choose the Aadhar Front file.",
  },
  {
    form: "admin sign-in",
    Component: AdminLogin,
    path: "/admin/login",
    loaderData: null,
    validator: adminLoginValidator,
    post: { email: "admin@grahavani.in", password: "" },
    field: "Email",
    message: "Login failed.",
    formMessage: true,
    kept: "admin@grahavani.in",
    typed: [["Email", "admin@grahavani.in"]],
    press: "Login",
  },
  {
    form: "the second factor",
    Component: AdminSecondFactor,
    path: "/admin/two-factor",
    loaderData: null,
    validator: secondFactorValidator,
    post: { code: "  " },
    field: "Authentication code",
    message: "Please enter the code.",
    press: "Verify",
  },
  {
    form: "the second factor's enrolment",
    Component: AdminSecondFactorSetup,
    path: "/admin/two-factor/setup",
    loaderData: { secret: "JBSWY3DPEHPK3PXP", qr: "data:image/svg+xml;base64," },
    validator: secondFactorValidator,
    post: { code: "" },
    field: "Authentication code",
    message: "Please enter the code.",
    press: "Verify",
  },
  {
    form: "the rejection reason",
    Component: ApplicationDetail,
    path: "/admin/view/:id",
    url: "/admin/view/7",
    loaderData: {
      astrologer: {
        id: 7,
        name: "Kavya Iyer",
        email: "kavya@example.in",
        mobile: "9876543210",
        gender: "Female",
        age: 34,
        address: "Pune",
        language: "Marathi",
        specialization: "Vedic",
        experience: 9,
        rating: 0,
        status: 3,
        statusLabel: "Pending",
        rejectionReason: null,
        canReapply: false,
        deactivated: false,
        registered: "1 Jan 2031",
      },
      approvalWarnings: [],
      bank: null,
      documents: [],
      history: [],
    },
    validator: rejectionValidator,
    post: { intent: "reject", reason: "   " },
    field: "Rejection reason",
    message: "Please provide a rejection reason",
  },
  {
    form: "an FAQ's edit form",
    Component: FaqManager,
    path: "/admin/faqmanager",
    loaderData: {
      language: "en",
      faqs: [{ id: 4, question: "Is the first chat free?", answer: "Yes, five minutes.", language: "en" }],
      contact: null,
    },
    validator: faqFormValidator,
    formId: faqManagerFormId("update", 4),
    scope: `#${faqManagerFormId("update", 4)}`,
    post: { intent: "update", id: "4", language: "en", question: "Is the first chat free?", answer: "" },
    field: "Answer",
    message: "Please enter the answer.",
  },
  {
    form: "an FAQ's add form in a language the site has no edition in",
    Component: FaqManager,
    path: "/admin/faqmanager",
    url: "/admin/faqmanager?language=hi",
    loaderData: { language: "hi", faqs: [], contact: null },
    validator: faqFormValidator,
    formId: faqManagerFormId("add", null),
    scope: `#${faqManagerFormId("add", null)}`,
    post: { intent: "add", language: "ta", question: "क्या पहली बातचीत मुफ़्त है?", answer: "हाँ।" },
    field: "Language",
    message: adminWords.contentLanguage.required,
  },
  {
    form: "the contact details",
    Component: FaqManager,
    path: "/admin/faqmanager",
    loaderData: { language: "en", faqs: [], contact: null },
    validator: contactFormValidator,
    formId: faqManagerFormId("contact", null),
    post: { intent: "contact", email: "help@example", phone: "+91 80 4718 2600" },
    field: "Email",
    message: "Please enter a valid email address.",
    kept: "help@example",
    typed: [
      ["Email", "help@example"],
      ["Phone", "+91 80 4718 2600"],
    ],
    press: "Add contact details",
  },
  {
    form: "a festival's add form",
    Component: FestivalAdmin,
    path: "/admin/festivals",
    loaderData: {
      year: 2027,
      monthIndex: 9,
      yearError: null,
      festivals: [],
      pictures: [FESTIVAL.image],
      computed: { proposals: [], yearWritten: true },
      currentYear: 2031,
    },
    validator: festivalFormValidator([FESTIVAL.image]),
    formId: festivalFormId("add", null),
    post: { ...FESTIVAL, intent: "add", endDate: "2027-10-28" },
    field: "Last day",
    message: "The last day cannot be before the first day.",
    kept: "2027-10-28",
  },
  {
    form: "the horoscope upload",
    Component: HoroscopeUpload,
    path: "/admin/horoscopeupload",
    loaderData: { batch: null, next: "aries" },
    validator: horoscopeUploadValidator,
    post: { startDate: "2031-01-01", endDate: "2031-01-02", language: "english", sign: "aries", prediction: "" },
    field: "Prediction",
    message: "Please write the prediction.",
    press: "Upload horoscope",
  },
  {
    form: "the horoscope upload's dates",
    Component: HoroscopeUpload,
    path: "/admin/horoscopeupload",
    loaderData: { batch: null, next: "aries" },
    validator: horoscopeUploadValidator,
    post: { startDate: "", endDate: "", language: "english", sign: "aries", prediction: "Good day." },
    field: "Start date",
    message: "Please select start and end date.",
  },
  {
    form: "the blog upload",
    Component: BlogUpload,
    path: "/admin/blogupload",
    loaderData: { today: TODAY, uploaded: null, kept: null },
    validator: blogUploadValidator,
    post: {
      language: "en",
      mainHeading: "",
      heading: "Saturn",
      article: "Dr. Meera Iyer",
      scheduleDate: TODAY,
      htmlContent: "<p>Text</p>",
    },
    extra: { skipped: [], kept: null },
    field: "Main heading",
    message: "Please enter the main heading.",
    press: "Upload Blog",
  },
  {
    form: "the blog upload without a language",
    Component: BlogUpload,
    path: "/admin/blogupload",
    loaderData: { today: TODAY, uploaded: null, kept: null },
    validator: blogUploadValidator,
    post: {
      language: "",
      mainHeading: "Saturn",
      heading: "Saturn",
      article: "Dr. Meera Iyer",
      scheduleDate: TODAY,
      htmlContent: "<p>Text</p>",
    },
    extra: { skipped: [], kept: null },
    field: "Language",
    message: adminWords.contentLanguage.required,
  },
  {
    form: "starting a year",
    Component: YearlyAdmin,
    path: "/admin/yearly",
    loaderData: { language: "en", years: [], suggestion: "2032" },
    validator: yearlyYearValidator,
    post: { language: "en", year: "20x1" },
    field: "Year",
    message: "Please enter a year from 2000 to 2999.",
    kept: "20x1",
    typed: [["Year", "20x1"]],
    press: "Start the year",
  },
  {
    form: "starting a year in a language the site has no edition in",
    Component: YearlyAdmin,
    path: "/admin/yearly",
    loaderData: { language: "en", years: [], suggestion: "2032" },
    validator: yearlyYearValidator,
    post: { language: "english", year: "2032" },
    field: "Language",
    message: adminWords.contentLanguage.required,
  },
  {
    form: "a sign's yearly text",
    Component: YearlySignEditor,
    path: "/admin/yearly/:year/:sign",
    url: "/admin/yearly/2031/leo",
    loaderData: {
      year: 2031,
      language: "en",
      sign: { name: "Leo", slug: "leo", yearlySlug: "leo" },
      published: false,
      demo: false,
      values: YEARLY_SIGN,
    },
    validator: yearlySignValidator,
    post: { ...YEARLY_SIGN, intent: "save", extra1Title: "Family" },
    field: "Extra section 1: text",
    message: "Give the section both a title and its text, or leave both empty.",
  },
];

/** The stub of the page's action: the form's own validator, and validationError's answer on a refusal. */
const actionFor =
  (page: Page, calls: FormData[]) =>
  async ({ request }: ActionFunctionArgs) => {
    const form = await request.formData();
    calls.push(form);
    const result = await page.validator.validate(form);
    if (!result.error) return null;
    const answer = validationError(page.formId ? { ...result.error, formId: page.formId } : result.error, result.submittedData);
    return page.extra ? json({ ...(await answer.json()), ...page.extra }, { status: answer.status }) : answer;
  };

function stubOf(page: Page, calls: FormData[] = []) {
  return createRemixStub([
    { id: "page", path: page.path, Component: page.Component, loader: () => json(page.loaderData), action: actionFor(page, calls) },
  ]);
}

/** The page as the server renders it after the refused post (without JavaScript, what the visitor gets back). */
async function answeredPage(page: Page) {
  const body = new FormData();
  for (const [name, value] of Object.entries(page.post)) body.append(name, value);
  const url = `http://localhost${page.url ?? page.path}`;
  const response = (await actionFor(
    page,
    [],
  )({ request: new Request(url, { method: "POST", body }), params: {}, context: {} })) as Response;
  expect(response.status).toBe(422);
  const Stub = stubOf(page);
  return render(
    <Stub
      initialEntries={[page.url ?? page.path]}
      hydrationData={{ loaderData: { page: page.loaderData }, actionData: { page: await response.json() } }}
    />,
  );
}

const scopeOf = (page: Page) => (page.scope ? document.querySelector(page.scope)! : document);

let unmount = () => {};
afterEach(() => unmount());

describe("each form shows its action's validationError beside the field, with what was typed", () => {
  it.each(PAGES.map((page) => [page.form, page] as const))("%s", async (_form, page) => {
    ({ unmount } = await answeredPage(page));
    const control = byLabel<HTMLInputElement>(page.field, scopeOf(page));
    if (page.formMessage) expect(document.querySelector('[role="alert"]')?.textContent).toBe(page.message);
    else {
      expect(descriptionOf(control)).toContain(page.message);
      expect(control.getAttribute("aria-invalid")).toBe("true");
    }
    if (page.kept !== undefined) expect(control.value).toBe(page.kept);
  });

  it("who-are-you says its one message above the two buttons", async () => {
    const page: Page = {
      form: "who-are-you",
      Component: WhoAreYou,
      path: "/who-are-you",
      loaderData: null,
      validator: roleChoiceValidator("en"),
      post: { role: "admin" },
      field: "",
      message: "An error occurred. Please try again.",
    };
    ({ unmount } = await answeredPage(page));
    expect(document.querySelector('[role="alert"]')?.textContent).toBe("An error occurred. Please try again.");
  });

  it("admin sign-in says 'Login failed.' as the form's message, announced, and never gives the password back", async () => {
    const page = PAGES.find((p) => p.form === "admin sign-in")!;
    ({ unmount } = await answeredPage(page));
    expect(document.querySelector('[role="alert"]')?.textContent).toBe("Login failed.");
    expect(byLabel("Password").value).toBe("");
  });
});

describe("with JavaScript the same validator stops the post and says the same words", () => {
  it.each(PAGES.filter((page) => page.press).map((page) => [page.form, page] as const))("%s", async (_form, page) => {
    const calls: FormData[] = [];
    const Stub = stubOf(page, calls);
    ({ unmount } = await render(
      <Stub initialEntries={[page.url ?? page.path]} hydrationData={{ loaderData: { page: page.loaderData } }} />,
    ));
    for (const [label, value] of page.typed ?? []) await type(byLabel(label), value);
    await click(button(page.press!));
    expect(calls).toHaveLength(0);
    const message = page.pressedMessage ?? page.message;
    if (page.formMessage) expect(document.querySelector('[role="alert"]')?.textContent).toBe(message);
    else expect(descriptionOf(byLabel(page.field, scopeOf(page)))).toContain(message);
    for (const [label, value] of page.typed ?? []) expect(byLabel<HTMLInputElement>(label).value).toBe(value);
  });
});
