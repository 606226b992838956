// @vitest-environment happy-dom
import { useSubmit } from "@remix-run/react";
import { createRemixStub } from "@remix-run/testing";
import { ValidatedForm, validationError } from "remix-validated-form";
import { afterEach, describe, expect, it } from "vitest";
import { z } from "zod";

import {
  CheckboxField,
  DateRangeField,
  ErrorSummary,
  FormMessage,
  RadioGroup,
  SelectField,
  SubmitButton,
  TextareaField,
  TextField,
} from "~/components/form-fields";
import { LocationSelects } from "~/components/LocationSelects";
import { OtpField } from "~/features/account/OtpInputs";
import { PhoneField } from "~/features/account/PhoneField";
import { SecondFactorCodeField } from "~/features/admin/SecondFactorCodeField";
import { zodValidator } from "~/forms/validation";
import { FORM_ERROR } from "~/forms/validation";

import { button, byLabel, click, descriptionOf, leave, render, settle, type } from "./dom";

// The shared fields inside a ValidatedForm: each draws its label, its wiring (id, aria-invalid,
// aria-describedby, aria-required) and the message beside it, from the form's answer or from the
// browser's own check.

const schema = z.object({
  name: z.string().trim().min(1, "Name is required."),
  pin: z.string().regex(/^\d{6}$/, "Please enter a valid 6-digit PIN code."),
  notes: z.string().min(1, "Please write a note."),
  city: z.string().min(1, "City is required."),
  gender: z.string({ required_error: "Please choose a gender." }),
  agree: z.literal("on", { errorMap: () => ({ message: "Please confirm." }) }),
});
const validator = zodValidator(schema);

const MESSAGES = {
  name: "Name is required.",
  notes: "Please write a note.",
  city: "City is required.",
  gender: "Please choose a gender.",
  agree: "Please confirm.",
  dates: "The end date cannot be before the start date.",
  mobile: "Please enter a valid 10-digit phone number.",
  otp: "Please enter all 4 digits of the OTP.",
  code: "Please enter the code.",
  [FORM_ERROR]: "Failed to save. Please try again.",
};

const LABELS = { name: "Name", notes: "Notes", city: "City", gender: "Gender", agree: "I agree", dates: "Dates" };

function EveryField() {
  return (
    <ValidatedForm validator={validator} method="post" noValidate>
      <ErrorSummary labels={LABELS} message="Please correct the fields marked below." />
      <TextField name="name" label="Name" hint="As on your ID." maxLength={100} required />
      <TextareaField name="notes" label="Notes" rows={3} required />
      <SelectField name="city" label="City" placeholder="Select a city" options={[{ value: "1", label: "Pune" }]} required />
      <RadioGroup
        name="gender"
        legend="Gender"
        options={[
          { value: "F", label: "Female" },
          { value: "M", label: "Male" },
        ]}
        required
      />
      <CheckboxField name="agree" label="I agree" />
      <DateRangeField
        name="dates"
        legend="Dates"
        start={{ name: "startDate", label: "Start date" }}
        end={{ name: "endDate", label: "End date" }}
        hint="Both days count."
      />
      <PhoneField label="Mobile Number" note="Only Indian (+91) numbers for now." />
      <OtpField />
      <SecondFactorCodeField recoveryAllowed />
      <SubmitButton pendingText="Saving...">Save</SubmitButton>
    </ValidatedForm>
  );
}

/** The page as the server renders it after a refused post: the action's answer is there. */
function answered(repopulateFields: Record<string, string>) {
  const Stub = createRemixStub([{ id: "form", path: "/", Component: EveryField, loader: () => null }]);
  return <Stub hydrationData={{ loaderData: { form: null }, actionData: { form: { fieldErrors: MESSAGES, repopulateFields } } }} />;
}

let unmount = () => {};
afterEach(() => unmount());

describe("the shared fields, with the action's answer", () => {
  const typed = {
    name: "Asha",
    notes: "Call after six.",
    city: "1",
    gender: "F",
    agree: "on",
    startDate: "2031-01-05",
    endDate: "2031-01-01",
  };

  it("each text field has its label, its hint and message beside it, and what was typed", async () => {
    ({ unmount } = await render(answered({ ...typed, mobile: "98765" })));
    const name = byLabel("Name");
    expect(name.id).toBe("name");
    expect(name.value).toBe("Asha");
    expect(name.getAttribute("aria-invalid")).toBe("true");
    expect(name.getAttribute("aria-required")).toBe("true");
    expect(name.hasAttribute("required")).toBe(false);
    expect(name.maxLength).toBe(100);
    expect(descriptionOf(name)).toEqual(["As on your ID.", MESSAGES.name]);
    expect(document.getElementById("name-error")?.className).toBe("field-error");

    const notes = byLabel<HTMLTextAreaElement>("Notes");
    expect(notes.value).toBe("Call after six.");
    expect(descriptionOf(notes)).toEqual([MESSAGES.notes]);

    const city = byLabel<HTMLSelectElement>("City");
    expect(city.value).toBe("1");
    expect(descriptionOf(city)).toEqual([MESSAGES.city]);
  });

  it("a radio group and a checkbox say their message on the group and the box", async () => {
    ({ unmount } = await render(answered(typed)));
    const group = document.querySelector<HTMLFieldSetElement>('fieldset[role="radiogroup"]')!;
    expect(group.id).toBe("gender");
    expect(group.getAttribute("aria-invalid")).toBe("true");
    expect(descriptionOf(group)).toEqual([MESSAGES.gender]);
    expect(group.querySelector("legend")?.textContent).toBe("Gender (required)");
    expect(byLabel("Female").checked).toBe(true);
    expect(byLabel("Male").checked).toBe(false);

    const agree = byLabel("I agree");
    expect(agree.checked).toBe(true);
    expect(agree.getAttribute("aria-invalid")).toBe("true");
    expect(descriptionOf(agree)).toEqual([MESSAGES.agree]);
  });

  it("a date range gives both its dates the hint and the one message", async () => {
    ({ unmount } = await render(answered(typed)));
    for (const [label, value] of [
      ["Start date", "2031-01-05"],
      ["End date", "2031-01-01"],
    ]) {
      const input = byLabel(label);
      expect(input.value).toBe(value);
      expect(input.getAttribute("aria-invalid")).toBe("true");
      expect(descriptionOf(input)).toEqual(["Both days count.", MESSAGES.dates]);
    }
  });

  it("the mobile number, the OTP boxes and the second-factor code announce their messages", async () => {
    ({ unmount } = await render(answered({ mobile: "98765" })));
    const mobile = byLabel("Mobile Number");
    expect(mobile.value).toBe("98765");
    expect(descriptionOf(mobile)).toEqual(["Only Indian (+91) numbers for now.", MESSAGES.mobile]);
    expect(document.getElementById("mobile-error")?.getAttribute("role")).toBe("alert");

    for (const digit of [1, 2, 3, 4]) {
      const box = byLabel(`OTP digit ${digit}`);
      expect(box.getAttribute("aria-invalid")).toBe("true");
      expect(descriptionOf(box)).toEqual([MESSAGES.otp]);
    }
    expect(document.getElementById("otp-error")?.getAttribute("role")).toBe("alert");

    const code = byLabel("Authentication code");
    expect(descriptionOf(code)).toEqual(["The 6-digit code from your authenticator app, or one of your recovery codes.", MESSAGES.code]);
  });

  it("the summary is announced, says the form's own message and links to each field in the form's order", async () => {
    ({ unmount } = await render(answered(typed)));
    const summary = document.querySelector(".error-summary")!;
    expect(summary.getAttribute("role")).toBe("alert");
    const titles = Array.from(summary.querySelectorAll(".error-summary-title"), (p) => p.textContent);
    expect(titles).toEqual([MESSAGES[FORM_ERROR], "Please correct the fields marked below."]);
    const links = Array.from(summary.querySelectorAll("a"), (a) => [a.getAttribute("href"), a.textContent]);
    expect(links).toEqual([
      ["#name", "Name"],
      ["#notes", "Notes"],
      ["#city", "City"],
      ["#gender", "Gender"],
      ["#agree", "I agree"],
      ["#dates", "Dates"],
      // Fields the summary has no label for are named by their message.
      ["#mobile", MESSAGES.mobile],
      ["#otp", MESSAGES.otp],
      ["#code", MESSAGES.code],
    ]);
    for (const [href] of links.slice(0, 6)) expect(document.querySelector(href!)).not.toBeNull();
  });
});

describe("the location selects", () => {
  it("country, state and city each have their label, the chosen place, and their message beside them", async () => {
    const lists = {
      countries: [{ id: 101, country_name: "India" }],
      states: [{ state_id: 4008, state_name: "Maharashtra" }],
      cities: [{ city_id: 131517, city_name: "Pune" }],
      countryId: "101",
      stateId: "4008",
      cityId: "",
    };
    const Place = () => (
      <ValidatedForm validator={validator} method="post" noValidate>
        <LocationSelects locations={lists} />
      </ValidatedForm>
    );
    const Stub = createRemixStub([{ id: "form", path: "/", Component: Place }]);
    const answer = { fieldErrors: { cityId: "City is required." }, repopulateFields: { countryId: "101", stateId: "4008", cityId: "" } };
    ({ unmount } = await render(<Stub hydrationData={{ actionData: { form: answer } }} />));
    expect(byLabel<HTMLSelectElement>("Country").value).toBe("101");
    expect(byLabel<HTMLSelectElement>("State").value).toBe("4008");
    const city = byLabel<HTMLSelectElement>("City");
    expect(city.value).toBe("");
    expect(city.getAttribute("aria-required")).toBe("true");
    expect(descriptionOf(city)).toEqual(["City is required."]);
    expect(byLabel<HTMLSelectElement>("State").getAttribute("aria-invalid")).toBeNull();
  });
});

describe("a small form's message", () => {
  it("FormMessage says the form's own message, announced", async () => {
    const Small = () => (
      <ValidatedForm validator={validator} method="post" noValidate>
        <FormMessage />
        <TextField name="name" label="Name" />
      </ValidatedForm>
    );
    const Stub = createRemixStub([{ id: "form", path: "/", Component: Small }]);
    ({ unmount } = await render(<Stub hydrationData={{ actionData: { form: { fieldErrors: { [FORM_ERROR]: "Login failed." } } } }} />));
    const message = document.querySelector('[role="alert"]')!;
    expect(message.textContent).toBe("Login failed.");
    expect(byLabel("Name").getAttribute("aria-invalid")).toBeNull();
  });
});

describe("the browser's check", () => {
  function Small() {
    return (
      <ValidatedForm validator={zodValidator(schema.pick({ name: true, pin: true }))} method="post" noValidate>
        <TextField name="name" label="Name" />
        <TextField name="pin" label="PIN" />
        <SubmitButton pendingText="Saving...">Save</SubmitButton>
      </ValidatedForm>
    );
  }

  async function page() {
    const posts: FormData[] = [];
    const Stub = createRemixStub([
      {
        id: "form",
        path: "/",
        Component: Small,
        action: async ({ request }) => {
          const form = await request.formData();
          posts.push(form);
          return validationError({ fieldErrors: { pin: "That PIN code is not served." } }, Object.fromEntries(form));
        },
      },
    ]);
    ({ unmount } = await render(<Stub />));
    return posts;
  }

  it("a field only passed through says nothing; one left after a change is checked", async () => {
    await page();
    const name = byLabel("Name");
    const pin = byLabel("PIN");
    name.focus();
    await leave(name);
    expect(document.querySelectorAll(".field-error")).toHaveLength(0);
    await type(pin, "41");
    expect(document.querySelectorAll(".field-error")).toHaveLength(0);
    await leave(pin);
    expect(descriptionOf(pin)).toEqual(["Please enter a valid 6-digit PIN code."]);
    // Checking the PIN gives the name, only passed through, no message.
    expect(name.getAttribute("aria-invalid")).toBeNull();
  });

  it("once a message shows, the field is checked as it is typed: the message stays while it is wrong and goes when it is put right", async () => {
    await page();
    const pin = byLabel("PIN");
    await type(pin, "41");
    await leave(pin);
    expect(descriptionOf(pin)).toEqual(["Please enter a valid 6-digit PIN code."]);
    await type(pin, "4110");
    expect(descriptionOf(pin)).toEqual(["Please enter a valid 6-digit PIN code."]);
    await type(pin, "411001");
    expect(pin.getAttribute("aria-invalid")).toBeNull();
    expect(pin.getAttribute("aria-describedby")).toBeNull();
  });

  it("nothing is posted while a field is wrong, and the first field to fix has the focus", async () => {
    const posts = await page();
    await type(byLabel("PIN"), "41");
    await click(button("Save"));
    expect(posts).toHaveLength(0);
    expect(descriptionOf(byLabel("Name"))).toEqual(["Name is required."]);
    expect(descriptionOf(byLabel("PIN"))).toEqual(["Please enter a valid 6-digit PIN code."]);
    expect(document.activeElement).toBe(byLabel("Name"));
  });

  it("a post that passes reaches the action, whose message stands beside its field with the typed values kept", async () => {
    const posts = await page();
    await type(byLabel("Name"), "Asha");
    await type(byLabel("PIN"), "411001");
    await click(button("Save"));
    await settle();
    expect(posts).toHaveLength(1);
    expect(posts[0].get("pin")).toBe("411001");
    expect(descriptionOf(byLabel("PIN"))).toEqual(["That PIN code is not served."]);
    expect(byLabel("PIN").value).toBe("411001");
    expect(byLabel("Name").value).toBe("Asha");
  });
});

describe("the submit button", () => {
  /** A page whose action waits until the test lets it answer. */
  function slowPage(Page: () => JSX.Element) {
    let answer = () => {};
    const answered = new Promise<void>((resolve) => (answer = resolve));
    const Stub = createRemixStub([
      {
        id: "form",
        path: "/",
        Component: Page,
        action: async () => {
          await answered;
          return validationError({ fieldErrors: { name: "That name is taken." } }, { name: "Asha" });
        },
      },
    ]);
    return { Stub, answer };
  }

  it("reads 'Saving...' and is disabled while the form's post is on its way, then is itself again", async () => {
    const Small = () => (
      <ValidatedForm validator={zodValidator(schema.pick({ name: true }))} method="post" noValidate>
        <TextField name="name" label="Name" />
        <SubmitButton pendingText="Saving...">Save</SubmitButton>
      </ValidatedForm>
    );
    const { Stub, answer } = slowPage(Small);
    ({ unmount } = await render(<Stub />));
    await type(byLabel("Name"), "Asha");
    await click(button("Save"));
    expect(button("Saving...").disabled).toBe(true);
    answer();
    await settle();
    expect(button("Save").disabled).toBe(false);
    expect(descriptionOf(byLabel("Name"))).toEqual(["That name is taken."]);
  });

  it("reads 'Uploading...' too when the form sends its post itself (an upload that shrinks its photos first)", async () => {
    function Upload() {
      const submit = useSubmit();
      return (
        <ValidatedForm
          validator={zodValidator(schema.pick({ name: true }))}
          method="post"
          noValidate
          onSubmit={(_data, event) => {
            event.preventDefault();
            submit(new FormData(event.currentTarget), { method: "post", encType: "multipart/form-data" });
          }}
        >
          <TextField name="name" label="Name" />
          <SubmitButton pendingText="Uploading...">Upload</SubmitButton>
        </ValidatedForm>
      );
    }
    const { Stub, answer } = slowPage(Upload);
    ({ unmount } = await render(<Stub />));
    await type(byLabel("Name"), "Asha");
    await click(button("Upload"));
    expect(button("Uploading...").disabled).toBe(true);
    answer();
    await settle();
    expect(button("Upload").disabled).toBe(false);
  });
});
