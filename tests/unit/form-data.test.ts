import { describe, expect, it } from "vitest";

import { readForm, readMultipartForm, readTextPart } from "~/infra/form-data.server";
import { serialiseError } from "~/infra/logger.server";

const post = (body: string, contentType: string) =>
  new Request("http://localhost/x", { method: "POST", body, headers: { "Content-Type": contentType } });
const part = (name: string, value: string) => `--b\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`;
const keep = async ({ data }: { data: AsyncIterable<Uint8Array> }) => {
  const chunks: Uint8Array[] = [];
  for await (const chunk of data) chunks.push(chunk);
  return Buffer.concat(chunks).toString("utf8");
};

/** What readForm or readMultipartForm threw: the status of the Response, or the error itself. */
async function outcome(read: Promise<FormData>) {
  try {
    return { form: await read };
  } catch (thrown) {
    return thrown instanceof Response
      ? { status: thrown.status, message: ((await thrown.json()) as { message: string }).message }
      : { error: thrown };
  }
}

describe("reading a posted form", () => {
  it("reads a good form, urlencoded or multipart", async () => {
    expect((await readForm(post("a=1&b=%E0%A4%95", "application/x-www-form-urlencoded"))).get("b")).toBe("क");
    expect((await readForm(post(part("a", "1") + "--b--\r\n", "multipart/form-data; boundary=b"))).get("a")).toBe("1");
    const form = await readMultipartForm(post(part("a", "1") + "--b--\r\n", "multipart/form-data; boundary=b"), keep);
    expect(form.get("a")).toBe("1");
  });

  it("answers 400 with the error page's words for a body it cannot read", async () => {
    const broken = [
      post(part("a", "1") + "--b--\r\n", "multipart/form-data; boundary=c"),
      post(part("a", "1").slice(0, 30), "multipart/form-data; boundary=b"),
      post(part("a", "1"), "multipart/form-data; boundary=b"),
      post("--b\r\nContent-Disposition: form-data\r\n\r\nx\r\n--b--\r\n", "multipart/form-data; boundary=b"),
      post("a=1", "text/plain"),
      post('{"a":1}', "application/json"),
    ];
    for (const request of broken) {
      expect(await outcome(readForm(request.clone()))).toEqual({
        status: 400,
        message: "We could not read the form you sent. Please go back and try again.",
      });
      const multipart = await outcome(readMultipartForm(request, keep));
      // Remix's part-by-part parser finds no part under another boundary: an empty form, which
      // the route's own checks then answer.
      if ("form" in multipart) expect([...multipart.form!.keys()]).toEqual([]);
      else expect(multipart).toMatchObject({ status: 400 });
    }
  });

  it("keeps a failure of its own part handler an error, not the client's 400", async () => {
    const failing = async () => {
      throw new Error("disk full");
    };
    const result = await outcome(readMultipartForm(post(part("a", "1") + "--b--\r\n", "multipart/form-data; boundary=b"), failing));
    expect((result as { error: Error }).error.message).toBe("disk full");
  });
});

describe("a text field of a multipart post", () => {
  async function* chunks(...parts: Uint8Array[]) {
    for (const part of parts) yield part;
  }

  it("is its UTF-8 text, however the bytes were cut, and nothing past its limit", async () => {
    const bytes = Buffer.from("नमस्ते, Chennai 🪔", "utf8");
    // Cut inside a Devanagari letter and inside the emoji.
    expect(await readTextPart(chunks(bytes.subarray(0, 4), bytes.subarray(4, 21), bytes.subarray(21)), 100)).toBe("नमस्ते, Chennai 🪔");
    expect(await readTextPart(chunks(), 10)).toBe("");
    expect(await readTextPart(chunks(Buffer.from("0123456789")), 10)).toBe("0123456789");
    expect(await readTextPart(chunks(Buffer.from("01234"), Buffer.from("56789A")), 10)).toBeUndefined();
  });

  it("is what the form holds when a post is read part by part", async () => {
    const body = part("name", "Priya Sharma") + part("city", "தமிழ்") + "--b--\r\n";
    const form = await readMultipartForm(post(body, "multipart/form-data; boundary=b"), ({ data }) => readTextPart(data, 1000));
    expect([form.get("name"), form.get("city")]).toEqual(["Priya Sharma", "தமிழ்"]);
  });
});

describe("the log", () => {
  it("keeps an error's stack, the driver's fields and its cause", () => {
    const cause = new Error("socket closed");
    const error = Object.assign(new Error("integer out of range", { cause }), { code: "22003" });
    const line = JSON.parse(JSON.stringify({ error: serialiseError(error) })) as { error: Record<string, unknown> };
    expect(line.error).toMatchObject({ name: "Error", message: "integer out of range", code: "22003" });
    expect(String(line.error.stack)).toContain("form-data.test.ts");
    expect(line.error.cause).toMatchObject({ message: "socket closed" });
  });
});
