import { describe, expect, it } from "vitest";
import { z } from "zod";

import { checkForm, formValues, lightSchema, postedText } from "~/domain/form-check";

const form = (entries: Array<[string, string | File]>) => {
  const data = new FormData();
  for (const [name, value] of entries) data.append(name, value);
  return data;
};

const schema = z
  .object({
    name: z.string().trim().min(1, "Name is required.").max(5, "Name is too long."),
    pin: z.string().regex(/^\d{6}$/, "Enter a 6-digit pin code."),
    again: z.string(),
    photo: z.unknown().optional(),
  })
  .superRefine((value, ctx) => {
    if (value.again !== value.pin) ctx.addIssue({ code: "custom", path: ["again"], message: "The pin codes differ." });
  });

describe("checkForm", () => {
  it("gives the schema's data, transformed, when every field passes", () => {
    const result = checkForm(
      schema,
      form([
        ["name", "  Asha "],
        ["pin", "411001"],
        ["again", "411001"],
      ]),
    );
    expect(result.fieldErrors).toBeUndefined();
    expect(result.data).toEqual({ name: "Asha", pin: "411001", again: "411001" });
  });

  it("gives each refused field its first message, and no message for a field that passed", () => {
    const result = checkForm(
      schema,
      form([
        ["name", "Ashwini Rao"],
        ["pin", "41"],
        ["again", "41"],
      ]),
    );
    expect(result.data).toBeUndefined();
    expect(result.fieldErrors).toEqual({ name: "Name is too long.", pin: "Enter a 6-digit pin code." });
  });

  it("names a missing field as the schema words it, and keeps a rule across fields on its own field", () => {
    expect(
      checkForm(
        schema,
        form([
          ["pin", "411001"],
          ["again", "411002"],
        ]),
      ).fieldErrors,
    ).toEqual({ name: "Required" });
    expect(
      checkForm(
        schema,
        form([
          ["name", "Asha"],
          ["pin", "411001"],
          ["again", "411002"],
        ]),
      ).fieldErrors,
    ).toEqual({
      again: "The pin codes differ.",
    });
  });

  it("reads each name's first value, and passes files through as they are", () => {
    const photo = new File([new Uint8Array([1, 2, 3])], "me.png", { type: "image/png" });
    const values = formValues(
      form([
        ["name", "first"],
        ["name", "second"],
        ["photo", photo],
      ]),
    );
    expect(values.name).toBe("first");
    expect(values.photo).toBeInstanceOf(File);
    expect((values.photo as File).size).toBe(3);
  });
});

describe("lightSchema", () => {
  const pin = lightSchema<{ pin: string }>((values) => {
    const typed = postedText(values.pin).trim();
    return /^\d{6}$/.test(typed) ? { data: { pin: typed } } : { fieldErrors: { pin: "Enter a 6-digit pin code." } };
  });

  it("checks a form like a zod schema: the data, or a message per field", () => {
    expect(checkForm(pin, form([["pin", " 411001 "]]))).toEqual({ data: { pin: "411001" } });
    expect(checkForm(pin, form([["pin", "41"]]))).toEqual({ fieldErrors: { pin: "Enter a 6-digit pin code." } });
    expect(checkForm(pin, form([["pin", new File(["411001"], "pin.txt")]]))).toEqual({ fieldErrors: { pin: "Enter a 6-digit pin code." } });
  });
});
