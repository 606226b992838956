import fs from "node:fs";
import http from "node:http";
import zlib from "node:zlib";

import { expect, type Page, test } from "@playwright/test";
import { decode } from "turbo-stream";

import { adminCookie } from "../../support/admin-auth";
import { adminEnv, type RunningServer, startServer } from "../../support/server-process";

// A signed-in customer gets public pages from the page cache with their own header filled in
// (app/infra/personal-page.server.ts). Real server, real cookies, real browser: customers are
// made through the forms, and each answer is checked as sent (raw bytes, gzip or not).

let server: RunningServer;
test.describe.configure({ mode: "serial" });
test.beforeAll(async () => {
  test.setTimeout(120_000);
  server = await startServer({ env: adminEnv() });
});
test.afterAll(async () => {
  await server?.stop();
  if (server) fs.rmSync(server.dataDir, { recursive: true, force: true });
});

const PAGE = "/blogs";
const MALICIOUS = `</script><script>alert("x")</script>'&amp;Zoë😀`;

let counter = 0;
function nextMobile() {
  counter += 1;
  return `8${String(Date.now() % 1e7).padStart(7, "0")}${String(counter).padStart(2, "0")}`;
}

type Answer = { status: number; headers: http.IncomingHttpHeaders; html: string; cached: boolean };

/** A GET as sent (node:http: no automatic decompression); cached answers carry a Content-Length. */
function get(path: string, cookie?: string, encoding = "gzip"): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const headers: Record<string, string> = { "Accept-Encoding": encoding, Accept: "text/html" };
    if (cookie !== undefined) headers.Cookie = cookie;
    http
      .get(`${server.baseURL}${path}`, { headers }, (response) => {
        const chunks: Buffer[] = [];
        response.on("data", (chunk: Buffer) => chunks.push(chunk));
        response.on("end", () => {
          const body = Buffer.concat(chunks);
          if (response.headers["content-length"] !== undefined) expect(Number(response.headers["content-length"])).toBe(body.length);
          const html = (response.headers["content-encoding"] === "gzip" ? zlib.gunzipSync(body) : body).toString("utf8");
          resolve({
            status: response.statusCode ?? 0,
            headers: response.headers,
            html,
            cached: response.headers["content-length"] !== undefined,
          });
        });
      })
      .on("error", reject);
  });
}

/** Fills the page cache the only way it fills: anonymous visits, until one is answered from it. */
async function warm(path: string) {
  await expect.poll(async () => (await get(path)).cached, { timeout: 15_000 }).toBe(true);
}

/** A cached answer for this cookie, once the template of the page exists (it is made just after the anonymous page). */
async function cachedFor(path: string, cookie: string): Promise<Answer> {
  await warm(path);
  let answer: Answer | null = null;
  await expect
    .poll(
      async () => {
        answer = await get(path, cookie);
        return answer.cached;
      },
      { timeout: 15_000 },
    )
    .toBe(true);
  return answer!;
}

/** A customer registered and signed in through the forms; the cookie jar kept as a browser keeps it. */
async function signedInCustomer(fullName: string) {
  const jar = new Map<string, string>();
  const cookie = () => [...jar.values()].join("; ");
  const send = async (path: string, form?: Record<string, string>) => {
    const response = await fetch(server.baseURL + path, {
      method: form ? "POST" : "GET",
      headers: { Cookie: cookie(), Origin: server.baseURL },
      body: form ? new URLSearchParams(form) : undefined,
      redirect: "manual",
    });
    for (const line of response.headers.getSetCookie()) {
      const pair = line.split(";")[0]!;
      const name = pair.slice(0, pair.indexOf("="));
      if (pair.endsWith("=")) jar.delete(name);
      else jar.set(name, pair);
    }
    return response;
  };
  const mobile = nextMobile();
  await send("/signup", { dialCode: "+91", mobile });
  const sms = fs
    .readFileSync(`${server.dataDir}/outbox.jsonl`, "utf8")
    .trim()
    .split("\n")
    .map((line) => JSON.parse(line) as { to: string; text: string })
    .filter((m) => m.to === `+91${mobile}`)
    .at(-1)!;
  const code = /\b(\d{4})\b/.exec(sms.text)![1]!;
  expect((await send("/otp-verifications", { intent: "verify", d1: code[0]!, d2: code[1]!, d3: code[2]!, d4: code[3]! })).status).toBe(302);
  await send("/who-are-you", { role: "user" });
  const states = (await (await send("/api/states/101")).json()) as Array<{ state_id: number }>;
  const cities = (await (await send(`/api/cities/${states[0]!.state_id}?countryId=101`)).json()) as Array<{ city_id: number }>;
  const registered = await send("/user-registration", {
    fullName,
    gender: "F",
    countryId: "101",
    stateId: String(states[0]!.state_id),
    cityId: String(cities[0]!.city_id),
    pinCode: "560001",
    dob: "1990-01-01",
    timeOfBirth: "10:30",
    location: "Bengaluru",
    email: "personal@example.in",
  });
  expect(registered.headers.get("location")).toBe("/");
  const session = () => [...jar.values()].filter((pair) => pair.startsWith("__session=")).join("; ");
  return { cookie, session, send, mobile };
}

const escapeHtml = (s: string) =>
  s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;").replace(/'/g, "&#x27;");
const profileLabel = (name: string) => `aria-label="Your profile, ${escapeHtml(name)}"`;
const withoutNonces = (html: string) => html.replace(/nonce="[^"]*"/g, 'nonce=""');

/** The root loader's data as the browser will hydrate with it: the page's data stream, decoded. */
async function rootData(html: string): Promise<{ user: { name: string; initial: string } | null }> {
  const script = /window\.__remixContext\.streamController\.enqueue\(("(?:[^"\\]|\\.)*")\);/.exec(html)![1]!;
  const stream = new Blob([JSON.parse(script) as string]).stream();
  const decoded = await decode(stream);
  await decoded.done;
  return (decoded.value as { loaderData: { root: { user: { name: string; initial: string } | null } } }).loaderData.root;
}

test.describe("personal pages from the page cache", () => {
  test("a signed-in customer gets the cached page with their own name, private, the same as a full render", async () => {
    const asha = await signedInCustomer("Asha Rao");
    const answer = await cachedFor(PAGE, asha.session());
    expect(answer.status).toBe(200);
    expect(answer.headers["cache-control"]).toBe("private, no-store");
    expect(answer.headers["set-cookie"]).toBeUndefined();
    expect(answer.html).toContain(profileLabel("Asha"));
    expect(answer.html).not.toContain('href="/signup"');
    expect((await rootData(answer.html)).user).toEqual({ name: "Asha", initial: "A" });
    await expect.poll(() => server.output()).toContain('"cache":"personal"');

    // Byte for byte what React renders for her: another cookie beside the session means a full render.
    const rendered = await get(PAGE, `${asha.session()}; unrelated=1`);
    expect(rendered.cached).toBe(false);
    expect(withoutNonces(answer.html)).toBe(withoutNonces(rendered.html));
    // And the same without gzip.
    const plain = await get(PAGE, asha.session(), "identity");
    expect(plain.cached).toBe(true);
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(withoutNonces(plain.html)).toBe(withoutNonces(answer.html));
  });

  test("two customers asking at once never see each other's names", async () => {
    const [asha, bharat] = await Promise.all([signedInCustomer("Zenobia Two"), signedInCustomer("Yashwin Kumar")]);
    await cachedFor(PAGE, asha.session());
    const asks = Array.from({ length: 40 }, (_, i): [string, typeof asha] => (i % 2 === 0 ? ["Zenobia", asha] : ["Yashwin", bharat]));
    const answers = await Promise.all(asks.map(([, who], i) => get(PAGE, who.session(), i % 3 === 0 ? "identity" : "gzip")));
    for (const [i, answer] of answers.entries()) {
      const [name] = asks[i]!;
      const other = name === "Zenobia" ? "Yashwin" : "Zenobia";
      expect(answer.cached).toBe(true);
      expect(answer.html).toContain(profileLabel(name));
      expect(answer.html).not.toContain(other);
      expect((await rootData(answer.html)).user?.name).toBe(name);
    }
    // Anonymous visitors still get the shared page with the login link.
    const anonymous = await get(PAGE);
    expect(anonymous.html).toContain('href="/signup"');
    expect(anonymous.html).not.toMatch(/Zenobia|Yashwin/);
    expect(anonymous.headers["cache-control"]).toMatch(/public/);
  });

  test("logout, and the end of every session of the number, take effect on the very next request", async () => {
    const chitra = await signedInCustomer("Chitra Iyer");
    const copied = chitra.session();
    expect((await cachedFor(PAGE, copied)).html).toContain(profileLabel("Chitra"));
    await chitra.send("/logout", {});
    const after = await get(PAGE, copied);
    expect(after.cached).toBe(true);
    expect(after.headers["cache-control"]).toBe("private, no-store");
    expect(after.html).not.toContain("Chitra");
    expect(after.html).toContain('href="/signup"');
    expect((await rootData(after.html)).user).toBeNull();

    const deepa = await signedInCustomer("Deepa Nair");
    const other = deepa.session();
    expect((await cachedFor(PAGE, other)).html).toContain(profileLabel("Deepa"));
    await deepa.send("/logout", { scope: "all" });
    expect((await get(PAGE, other)).html).not.toContain("Deepa");
  });

  test("a flash message shows once, by a full render, and the page after it comes from the cache", async () => {
    const esha = await signedInCustomer("Esha Menon");
    await warm("/");
    // Registration left its welcome message in a flash cookie.
    expect(esha.cookie()).toContain("__flash=");
    const first = await esha.send("/");
    const firstHtml = await first.text();
    expect(first.headers.get("content-length")).toBeNull();
    expect(firstHtml).toMatch(/class="container flash flash-success"/);
    expect(firstHtml).toContain(profileLabel("Esha"));
    expect(esha.cookie()).not.toContain("__flash=");
    const second = await cachedFor("/", esha.cookie());
    expect(second.html).not.toMatch(/class="container flash/);
    expect(second.html).toContain(profileLabel("Esha"));
  });

  test("a name made to break out of the page is escaped in the HTML and in the hydration data", async () => {
    const mallory = await signedInCustomer(`${MALICIOUS} Smith`);
    for (const encoding of ["gzip", "identity"]) {
      const answer = await cachedFor(PAGE, mallory.session());
      const again = await get(PAGE, mallory.session(), encoding);
      for (const html of [answer.html, again.html]) {
        expect(html).not.toContain('<script>alert("x")');
        expect(html).toContain(profileLabel(MALICIOUS));
        // A string of the data stream (JSON) inside the script's JSON string: escaped twice.
        expect(html).toContain('\\u003c/script\\u003e\\u003cscript\\u003ealert(\\\\\\"x\\\\\\")\\u003c/script\\u003e\'\\u0026amp;Zoë😀');
        expect((await rootData(html)).user).toEqual({ name: MALICIOUS, initial: "<" });
      }
    }
  });

  test("a page whose loader reads the cookies is never filled in from the cache for a session visitor", async () => {
    const farah = await signedInCustomer("Farah Khan");
    await warm("/app-download");
    const answer = await get("/app-download", farah.session());
    expect(answer.cached).toBe(false);
    expect(answer.headers["cache-control"]).toBe("private, no-store");
    expect(answer.html).toContain(profileLabel("Farah"));
  });

  test("an admin's publishing reaches a signed-in customer's cached page at once", async () => {
    test.setTimeout(90_000);
    const hari = await signedInCustomer("Hari Prasad");
    const question = `Is this question new ${Date.now()}?`;
    const before = await cachedFor("/faq", hari.session());
    expect(before.html).not.toContain(question);
    const admin = await adminCookie(server.baseURL);
    const published = await fetch(`${server.baseURL}/admin/faqmanager`, {
      method: "POST",
      headers: { Cookie: admin, Origin: server.baseURL },
      body: new URLSearchParams({ intent: "add", question, answer: "Yes." }),
      redirect: "manual",
    });
    expect(published.status).toBe(302);
    const after = await get("/faq", hari.session());
    expect(after.html).toContain(question);
    expect(after.html).toContain(profileLabel("Hari"));
    // And the page comes from the cache again once an anonymous visit has filled it.
    expect((await cachedFor("/faq", hari.session())).html).toContain(question);
  });

  for (const javaScriptEnabled of [false, true]) {
    test(`in a browser with JavaScript ${javaScriptEnabled ? "on" : "off"}, the header shows the customer${javaScriptEnabled ? " before and after hydration" : ""}`, async ({
      browser,
    }) => {
      const gita = await signedInCustomer("Gita Das");
      await cachedFor(PAGE, gita.session());
      const context = await browser.newContext({ javaScriptEnabled });
      const [name, value] = gita.session().split("=") as [string, string];
      await context.addCookies([{ name, value, url: server.baseURL }]);
      const page = await context.newPage();
      const errors: string[] = [];
      page.on("pageerror", (error) => errors.push(error.message));
      page.on("console", (message) => {
        if (message.type() === "error") errors.push(message.text());
      });
      page.on("dialog", (dialog) => errors.push(`dialog: ${dialog.message()}`));
      try {
        const response = await page.goto(server.baseURL + PAGE);
        expect(response!.headers()["content-length"]).toBeDefined();
        const header = page.getByRole("banner");
        const shown = async () => {
          await expect(header.getByLabel("Account menu for Gita")).toBeVisible();
          await expect(header.locator('a[href="/signup"]')).toHaveCount(0);
        };
        await shown();
        if (javaScriptEnabled) {
          await hydrate(page);
          await shown();
          // A client-side navigation keeps the customer in the header (the root's data as hydrated).
          await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Call" }).click();
          await expect(page).toHaveURL(/\/call-with-astrologer$/);
          await shown();
        }
        expect(errors).toEqual([]);
      } finally {
        await context.close();
      }
    });
  }
});

/** Hydrates on intent, as a visitor does, by moving the pointer until the page says it has. */
async function hydrate(page: Page) {
  let step = 0;
  await expect
    .poll(
      async () => {
        step += 1;
        await page.mouse.move(3 + (step % 7), 3 + (step % 5));
        return page.evaluate(() => document.documentElement.dataset.hydrated === "true");
      },
      { timeout: 20_000 },
    )
    .toBe(true);
}
