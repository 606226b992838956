import { withZod } from "@remix-validated-form/with-zod";
import { describe, expect, it } from "vitest";
import { z } from "zod";

import { zodValidator } from "~/forms/validation";

// Our validator stands in for @remix-validated-form/with-zod (decision 090): for the same schema
// and values it must give the same data, the same message for every field and the same answer to
// a single field's check.

const schema = z
  .object({
    name: z.string().min(1, "Name is required."),
    pin: z.string().regex(/^\d{6}$/, "PIN must be 6 digits."),
    contact: z.union([z.string().email("Not an email."), z.string().regex(/^\d{10}$/, "Not a mobile.")]),
    address: z.object({ city: z.string().min(1, "City is required."), lines: z.array(z.string().max(5, "Too long.")) }),
    "2024": z.string().optional(),
  })
  .refine((values) => values.name !== values.pin, { message: "Name and PIN differ.", path: ["form"] });

const samples: Array<Record<string, unknown>> = [
  { name: "Asha", pin: "411001", contact: "9876543210", address: { city: "Pune", lines: ["a", "b"] } },
  { name: "", pin: "41", contact: "nobody", address: { city: "", lines: ["fine", "much too long"] } },
  { pin: "411001", contact: "a@b.in", address: { lines: [] } },
  { name: "411001", pin: "411001", contact: "a@b.in", address: { city: "Pune", lines: [] }, 2024: 5 },
  {},
];

const fields = ["name", "pin", "contact", "address.city", "address.lines[1]", "address.lines[0]", "form", "2024", "nothing"];

describe("zodValidator", () => {
  const ours = zodValidator(schema);
  const theirs = withZod(schema);

  it.each(samples.map((values, i) => [i, values]))("agrees with with-zod on sample %i", async (_, values) => {
    expect(await ours.validate(values)).toEqual(await theirs.validate(values));
    for (const field of fields) {
      expect(await ours.validateField!(values, field), field).toEqual(await theirs.validateField!(values, field));
    }
  });

  it("names each failing field with its first message", async () => {
    const result = await ours.validate(samples[1]);
    expect(result.error?.fieldErrors).toMatchObject({
      name: "Name is required.",
      pin: "PIN must be 6 digits.",
      contact: "Not an email.",
      "address.city": "City is required.",
      "address.lines[1]": "Too long.",
    });
    expect((await ours.validate(samples[0])).data).toMatchObject({ name: "Asha", address: { lines: ["a", "b"] } });
  });
});
