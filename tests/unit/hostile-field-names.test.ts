import fs from "node:fs";
import path from "node:path";

import { describe, expect, it } from "vitest";
import { z } from "zod";

import { isHostileFieldName } from "~/domain/text-safety";
import { zodValidator } from "~/forms/validation";
import { readForm, readMultipartForm } from "~/infra/form-data.server";
import { en } from "~/locales/en";
import { hi } from "~/locales/hi";

// A field named for a prototype is refused where forms are read, before remix-validated-form
// turns the form into an object (which throws on such a name, a 500 with a stack before).

const HOSTILE = [
  "__proto__",
  "constructor",
  "prototype",
  "a.__proto__",
  "a[__proto__]",
  "__proto__.polluted",
  "__proto__[polluted]",
  "constructor.prototype",
  "constructor[prototype]",
  "x[constructor][prototype]",
  "a[0].__proto__",
  "[prototype]",
];
const HARMLESS = ["email", "a[0].b", "proto", "__proto", "constructorName", "prototypes", "my.constructor_", "x[protos]", "intent"];

const urlencoded = (fields: Array<[string, string]>, at = "/signup") =>
  new Request(`http://localhost${at}`, {
    method: "POST",
    body: new URLSearchParams(fields).toString(),
    headers: { "Content-Type": "application/x-www-form-urlencoded" },
  });
const multipart = (fields: Array<[string, string]>, at = "/document", file?: string) =>
  new Request(`http://localhost${at}`, {
    method: "POST",
    body:
      fields
        .map(
          ([name, value]) =>
            `--b\r\nContent-Disposition: form-data; name="${name}"${name === file ? '; filename="x.pdf"\r\nContent-Type: application/pdf' : ""}\r\n\r\n${value}\r\n`,
        )
        .join("") + "--b--\r\n",
    headers: { "Content-Type": "multipart/form-data; boundary=b" },
  });

async function refusal(read: Promise<FormData>): Promise<{ status: number; message: string; cache: string | null } | "read"> {
  try {
    await read;
    return "read";
  } catch (thrown) {
    if (!(thrown instanceof Response)) throw thrown;
    const { message } = (await thrown.json()) as { message: string };
    return { status: thrown.status, message, cache: thrown.headers.get("Cache-Control") };
  }
}

describe("field names that reach a prototype", () => {
  it("are known in every path form, and no ordinary name is taken for one", () => {
    for (const name of HOSTILE) expect(isHostileFieldName(name), name).toBe(true);
    for (const name of HARMLESS) expect(isHostileFieldName(name), name).toBe(false);
  });

  it("make remix-validated-form throw when it reads the form, so they must never reach a validator", async () => {
    const validator = zodValidator(z.object({ email: z.string() }));
    for (const name of HOSTILE) {
      const form = new FormData();
      form.append("email", "a@b.in");
      form.append(name, "x");
      await expect(validator.validate(form), name).rejects.toThrow(/forbidden key/);
    }
  });

  it("are answered 422 with the error page's words in the page's language, urlencoded or multipart", async () => {
    const english = { status: 422, message: en.common.errors.hostileFieldName.text, cache: "no-store" };
    const hindi = { status: 422, message: hi.common.errors.hostileFieldName.text, cache: "no-store" };
    for (const name of HOSTILE) {
      const fields: Array<[string, string]> = [
        ["mobile", "9876543210"],
        [name, "x"],
      ];
      expect(await refusal(readForm(urlencoded(fields))), name).toEqual(english);
      expect(await refusal(readForm(urlencoded(fields, "/hi/signup"))), name).toEqual(hindi);
      expect(await refusal(readForm(multipart(fields))), name).toEqual(english);
      expect(await refusal(readMultipartForm(multipart(fields), async () => "kept")), name).toEqual(english);
      expect(await refusal(readMultipartForm(urlencoded(fields, "/hi/document"), async () => "kept")), name).toEqual(hindi);
    }
    expect(await refusal(readForm(urlencoded(HARMLESS.map((name) => [name, "x"]))))).toBe("read");
  });

  it("never hand an upload's bytes to the handler, nor any part after them", async () => {
    for (const name of ["__proto__", "file[constructor]"]) {
      const seen: string[] = [];
      const request = multipart(
        [
          ["before", "1"],
          [name, "%PDF-1.4"],
          ["after", "2"],
        ],
        "/document",
        name,
      );
      const answer = await refusal(
        readMultipartForm(request, async ({ name: part }) => {
          seen.push(part);
          return "kept";
        }),
      );
      expect(answer, name).toMatchObject({ status: 422 });
      expect(seen, name).not.toContain(name);
      expect(seen, name).not.toContain("after");
    }
  });

  it("are refused for every route, because no route reads a post but through the form reader", () => {
    const routes = path.resolve(__dirname, "../../app/routes");
    const readers = fs
      .readdirSync(routes, { recursive: true, encoding: "utf8" })
      .filter((file) => /\.tsx?$/.test(file))
      .filter((file) => /request\.formData\(|parseMultipartFormData|\.formData\(\)/.test(fs.readFileSync(path.join(routes, file), "utf8")));
    expect(readers).toEqual([]);
  });
});
