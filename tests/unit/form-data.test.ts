import { describe, expect, it } from "vitest";

import { MAX_PARTS, readForm, readMultipartForm, readTextPart } from "~/infra/form-data.server";
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

describe("files of a multipart post", () => {
  const file = (name: string, filename: string, bytes: string) =>
    `--b\r\nContent-Disposition: form-data; name="${name}"; filename="${filename}"\r\nContent-Type: image/jpeg\r\n\r\n${bytes}\r\n`;
  /** Each part as the handler met it: its name, its file name, its bytes. */
  async function parts(body: string | Buffer) {
    const seen: Array<{ name: string; filename?: string; text: string }> = [];
    const form = await readMultipartForm(post(body as string, "multipart/form-data; boundary=b"), async ({ name, filename, data }) => {
      const text = await keep({ data });
      seen.push({ name, filename, text });
      return text;
    });
    return { seen, form };
  }

  it("keeps a file name with a semicolon, an equals sign, quotes the browser escaped, or Devanagari", async () => {
    const names = ["IMG;2026=11.jpg", "a=b;c=d.pdf", "%22quoted%22.png"];
    const body = Buffer.concat([
      ...names.map((n, i) => Buffer.from(file(`f${i}`, n, `bytes ${i}`))),
      Buffer.from(file("hindi", "आधार कार्ड.jpg", "front"), "utf8"),
      Buffer.from("--b--\r\n"),
    ]);
    const { seen } = await parts(body);
    expect(seen.map((p) => p.filename)).toEqual([...names, "आधार कार्ड.jpg"]);
    expect(seen.map((p) => p.text)).toEqual(["bytes 0", "bytes 1", "bytes 2", "front"]);
  });

  it("gives the handler the name alone, without the folders a browser may prefix", async () => {
    const { seen } = await parts(file("f", "C:\\fakepath\\photo.jpg", "x") + file("g", "../../etc/passwd", "y") + "--b--\r\n");
    expect(seen.map((p) => p.filename)).toEqual(["photo.jpg", "passwd"]);
  });

  it("meets the parts one at a time, in the order sent, and keeps that order in the form", async () => {
    let running = 0;
    let most = 0;
    const body = file("photo", "1.jpg", "one") + part("name", "Asha") + file("photo", "2.jpg", "two") + "--b--\r\n";
    const form = await readMultipartForm(post(body, "multipart/form-data; boundary=b"), async ({ data }) => {
      most = Math.max(most, ++running);
      const text = await keep({ data });
      await new Promise((resolve) => setTimeout(resolve, 5));
      running--;
      return text;
    });
    expect(most).toBe(1);
    expect([...form.entries()]).toEqual([
      ["photo", "one"],
      ["name", "Asha"],
      ["photo", "two"],
    ]);
  });

  it("answers 400 for more parts than any form has", async () => {
    const many = (n: number) => Array.from({ length: n }, (_, i) => part(`f${i}`, "x")).join("") + "--b--\r\n";
    expect((await outcome(readMultipartForm(post(many(MAX_PARTS), "multipart/form-data; boundary=b"), keep))).form?.get("f0")).toBe("x");
    expect(await outcome(readMultipartForm(post(many(MAX_PARTS + 1), "multipart/form-data; boundary=b"), keep))).toMatchObject({
      status: 400,
    });
  });

  it("answers 400 for a body cut off inside a file, and every handler returns", async () => {
    const cut = file("photo", "1.jpg", "x".repeat(100_000)).slice(0, 50_000);
    expect(await outcome(readMultipartForm(post(cut, "multipart/form-data; boundary=b"), keep))).toMatchObject({ status: 400 });
  });

  it("reads the rest of the body past a handler that failed without reading its part, and reports the failure", async () => {
    const body = file("photo", "1.jpg", "x".repeat(200_000)) + part("name", "Asha") + "--b--\r\n";
    const result = await outcome(
      readMultipartForm(post(body, "multipart/form-data; boundary=b"), async ({ filename }) => {
        if (filename) throw new Error("store failed");
        return "kept";
      }),
    );
    expect((result as { error: Error }).error.message).toBe("store failed");
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
