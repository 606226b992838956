import http from "node:http";
import zlib from "node:zlib";

import { expect, test } from "@playwright/test";

const baseURL = () => process.env.E2E_BASE_URL!;

test.describe("HTTP behaviour of the production server", () => {
  test("/healthz answers 200 while the process runs", async ({ request }) => {
    const response = await request.get(`${baseURL()}/healthz`);
    expect(response.status()).toBe(200);
    expect(response.headers()["cache-control"]).toBe("no-store");
    expect(await response.text()).toBe("ok");
  });

  test("/readyz answers 200 after a database round trip once the server is prepared", async ({ request }) => {
    const response = await request.get(`${baseURL()}/readyz`);
    expect(response.status()).toBe(200);
    expect(response.headers()["cache-control"]).toBe("no-store");
    // It says where festival years are computed: on a worker thread, never in a request on this one.
    expect(await response.text()).toMatch(
      /^ready\nsky pool: \d+ worker threads? \(festival years, muhurat years, Hindu months, city days\), \d+ may wait; festival years: \d+ kept\npage pool: \d+ threads?, \d+ running \(charts, milans, kept and shared charts\)\n$/,
    );
  });

  test("a day typed as any text into the sign picker's address is redirected encoded, then answered 404", async ({ request }) => {
    const response = await request.get(`${baseURL()}/daily-horoscope/choose?day=%C4%81&sign=leo`, { maxRedirects: 0 });
    expect(response.status()).toBe(302);
    expect(response.headers()["location"]).toBe("/daily-horoscope/%C4%81/leo");
    expect((await request.get(`${baseURL()}${response.headers()["location"]}`)).status()).toBe(404);
  });

  test("a post from another site is refused with 403", async ({ request }) => {
    const response = await request.post(`${baseURL()}/logout`, {
      headers: { Origin: "https://evil.example" },
      form: { x: "1" },
      maxRedirects: 0,
    });
    expect(response.status()).toBe(403);
  });

  test("a post from the site itself is accepted", async ({ request }) => {
    const response = await request.post(`${baseURL()}/logout`, {
      headers: { Origin: baseURL() },
      form: { x: "1" },
      maxRedirects: 0,
    });
    expect(response.status()).toBe(302);
  });

  test("a form post over 64 KB is refused with 413", async ({ request }) => {
    const response = await request.post(`${baseURL()}/logout`, {
      headers: { Origin: baseURL() },
      form: { big: "x".repeat(70 * 1024) },
      maxRedirects: 0,
    });
    expect(response.status()).toBe(413);
  });

  test("every HTML response carries a CSP with a fresh nonce that the page's scripts carry", async ({ request }) => {
    const nonces: string[] = [];
    for (let i = 0; i < 2; i++) {
      // A form page: reading pages carry no script at all.
      const response = await request.get(`${baseURL()}/signup`);
      const csp = response.headers()["content-security-policy"];
      expect(csp).toContain("object-src 'none'");
      expect(csp).toContain("base-uri 'self'");
      expect(csp).toContain("frame-ancestors 'none'");
      const nonce = /'nonce-([^']+)'/.exec(csp)?.[1];
      expect(nonce).toBeTruthy();
      nonces.push(nonce!);
      const html = await response.text();
      const scripts = [...html.matchAll(/<script\b[^>]*>/g)].map((m) => m[0]);
      expect(scripts.length).toBeGreaterThan(0);
      for (const tag of scripts) expect(tag).toContain(`nonce="${nonce}"`);
      expect(response.headers()["x-content-type-options"]).toBe("nosniff");
      expect(response.headers()["referrer-policy"]).toBeTruthy();
    }
    expect(nonces[0]).not.toBe(nonces[1]);
  });

  test("hashed build assets are cached for a year, other static files for an hour", async ({ request }) => {
    const html = await (await request.get(`${baseURL()}/signup`)).text();
    const asset = /\/build\/[^"]+\.(?:js|css)/.exec(html)?.[0];
    expect(asset).toBeTruthy();
    const built = await request.get(`${baseURL()}${asset}`);
    expect(built.headers()["cache-control"]).toBe("public, max-age=31536000, immutable");
    // A script or stylesheet carries what it needs and none of a document's headers.
    expect(built.headers()["x-content-type-options"]).toBe("nosniff");
    expect(built.headers()["content-security-policy"]).toBeUndefined();
    expect(built.headers()["x-frame-options"]).toBeUndefined();
    const favicon = await request.get(`${baseURL()}/favicon.svg`);
    expect(favicon.headers()["cache-control"]).toBe("public, max-age=3600");
  });

  test("responses are compressed for clients that accept it", async ({ request }) => {
    const response = await request.get(`${baseURL()}/`, { headers: { "Accept-Encoding": "gzip" } });
    expect(response.headers()["content-encoding"]).toBe("gzip");
  });

  test("a page answered from the page cache is whole, brotli, gzipped or not, each answer with its own policy nonce", async () => {
    // Raw bytes (node:http, no automatic decompression), so framing and gzip are checked as sent.
    const get = (encoding: string) =>
      new Promise<{ headers: http.IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
        http
          .get(`${baseURL()}/blogs`, { headers: { "Accept-Encoding": encoding } }, (response) => {
            const chunks: Buffer[] = [];
            response.on("data", (chunk: Buffer) => chunks.push(chunk));
            response.on("end", () => resolve({ headers: response.headers, body: Buffer.concat(chunks) }));
          })
          .on("error", reject);
      });
    // The first answer renders the page and stores it (just after it is sent); cached answers
    // are the ones with a Content-Length (rendered ones stream). Other tests may publish, which
    // empties the cache, so ask until three answers in a row come from it.
    let answers: Array<{ headers: http.IncomingHttpHeaders; body: Buffer }> = [];
    await expect
      .poll(async () => {
        answers = [await get("gzip"), await get("br"), await get("identity")];
        return answers.every((a) => a.headers["content-length"] !== undefined);
      })
      .toBe(true);
    const texts = answers.map(({ headers, body }) => {
      expect(Number(headers["content-length"])).toBe(body.length);
      const encoding = headers["content-encoding"];
      return (encoding === "gzip" ? zlib.gunzipSync(body) : encoding === "br" ? zlib.brotliDecompressSync(body) : body).toString("utf8");
    });
    expect(answers.map((a) => a.headers["content-encoding"])).toEqual(["gzip", "br", undefined]);
    // React's streaming render may end with an empty Suspense marker after </html>.
    for (const text of texts) expect(text).toMatch(/<\/html>(<!--\$--><!--\/\$-->)?$/);
    expect(texts[1]).toBe(texts[0]);
    expect(texts[2]).toBe(texts[0]);
    // A reading page runs no script: nothing in it needs the nonce, and the policy's is new each time.
    expect(texts[0]).not.toMatch(/nonce=/);
    const policyNonces = answers.map(({ headers }) => /'nonce-([^']+)'/.exec(String(headers["content-security-policy"]))?.[1]);
    expect(new Set(policyNonces).size).toBe(3);
  });
});
