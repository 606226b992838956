import fs from "node:fs";
import http from "node:http";
import zlib from "node:zlib";

import { expect, test } from "@playwright/test";

import { adminCookie } from "../../support/admin-auth";
import { adminEnv, type RunningServer, startServer } from "../../support/server-process";

// Reading pages come from memory in two copies, anonymous and signed-in (edge/page-cache.ts,
// decision 063): a signed-in customer's page names nobody, so every signed-in visitor gets the
// same bytes. Real server, real cookies, real browser: customers are made through the forms, and
// each answer is checked as sent (raw bytes, compressed or not).

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

let counter = 0;
function nextMobile() {
  counter += 1;
  return `8${String(Date.now() % 1e7).padStart(7, "0")}${String(counter).padStart(2, "0")}`;
}

type Answer = { status: number; headers: http.IncomingHttpHeaders; html: string };

/** A GET as sent (node:http: no automatic decompression). */
function get(path: string, cookie?: string, encoding = "br"): Promise<Answer> {
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
          const encoded = response.headers["content-encoding"];
          const html = (encoded === "gzip" ? zlib.gunzipSync(body) : encoded === "br" ? zlib.brotliDecompressSync(body) : body).toString(
            "utf8",
          );
          resolve({ status: response.statusCode ?? 0, headers: response.headers, html });
        });
      })
      .on("error", reject);
  });
}

/** How many answers for this path (the log names no query) the server has logged as coming from memory. */
function hits(address: string): number {
  const path = address.split("?")[0];
  return server
    .output()
    .split("\n")
    .filter((line) => line.includes(`"path":"${path}"`) && line.includes('"cache":"hit"')).length;
}

/** The answer to this request, asked until it comes from memory (the first visits render and keep it). */
async function cached(path: string, cookie?: string): Promise<Answer> {
  let answer: Answer | null = null;
  await expect
    .poll(
      async () => {
        const before = hits(path);
        answer = await get(path, cookie);
        // The server logs each answer just after sending it; the log reaches the test a moment later.
        return expect
          .poll(() => hits(path), { timeout: 1_000 })
          .toBeGreaterThan(before)
          .then(
            () => true,
            () => false,
          );
      },
      { timeout: 20_000 },
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
    consent: "on",
    email: "personal@example.in",
  });
  expect(registered.headers.get("location")).toBe("/");
  const session = () => [...jar.values()].filter((pair) => pair.startsWith("__session=")).join("; ");
  return { cookie, session, send, mobile };
}

test.describe("reading pages from memory, anonymous and signed-in", () => {
  test("every signed-in customer gets the same page, private, naming nobody, with the avatar menu", async () => {
    const [asha, bharat] = await Promise.all([signedInCustomer("Zenobia Rao"), signedInCustomer("Yashwin Kumar")]);
    await cached(PAGE);
    const one = await cached(PAGE, asha.session());
    const other = await cached(PAGE, bharat.session());
    for (const answer of [one, other]) {
      expect(answer.status).toBe(200);
      expect(answer.headers["cache-control"]).toBe("private, no-store");
      expect(answer.headers["set-cookie"]).toBeUndefined();
      expect(answer.html).toContain('aria-label="Account menu"');
      expect(answer.html).toContain('src="/profile/photo"');
      expect(answer.html).not.toContain('href="/signup"');
      expect(answer.html).not.toMatch(/Zenobia|Yashwin/);
    }
    expect(other.html).toBe(one.html);

    // Anonymous visitors get the anonymous copy, public for shared caches.
    const anonymous = await cached(PAGE);
    expect(anonymous.html).toContain('href="/signup"');
    expect(anonymous.html).not.toContain('src="/profile/photo"');
    expect(anonymous.headers["cache-control"]).toMatch(/^public, /);
    // It says how old it is, so a cache after ours spends no more of its s-maxage than is left.
    expect(Number(anonymous.headers["age"])).toBeGreaterThanOrEqual(0);
    await new Promise((resolve) => setTimeout(resolve, 2_100));
    expect(Number((await cached(PAGE)).headers["age"])).toBeGreaterThanOrEqual(2);
    // From memory, each answer carries its own policy and framing rule, once.
    for (const answer of [one, anonymous]) {
      expect(answer.headers["x-frame-options"]).toBe("DENY");
      expect(answer.headers["content-security-policy"]).toMatch(/^default-src /);
      expect(answer.headers["content-security-policy"]).not.toContain(",");
    }
    // The same page in every encoding.
    for (const encoding of ["gzip", "identity"]) {
      const answer = await get(PAGE, asha.session(), encoding);
      expect(answer.headers["content-encoding"]).toBe(encoding === "gzip" ? "gzip" : undefined);
      expect(answer.html).toBe(one.html);
    }
  });

  test("a client that takes gzip and not brotli gets gzip, as the page is kept and from memory", async () => {
    // The gzip copy is made when such a client first asks: here the first visit renders the page.
    const first = await get("/about", undefined, "gzip");
    expect(first.status).toBe(200);
    expect(first.headers["content-encoding"]).toBe("gzip");
    const fromMemory = await cached("/about");
    const again = await get("/about", undefined, "gzip");
    expect(again.headers["content-encoding"]).toBe("gzip");
    expect(again.html).toBe(fromMemory.html);
    expect(again.html).toContain("</html>");
  });

  test("a client that refuses brotli or gzip with q=0, or writes the header in capitals, gets what it takes", async () => {
    // The first visit renders and keeps the page; the others come from memory.
    for (const path of ["/hi/blogs", "/hi/blogs"]) {
      const refused = await get(path, undefined, "br;q=0, gzip;q=0");
      expect(refused.status).toBe(200);
      expect(refused.headers["content-encoding"]).toBeUndefined();
      expect(refused.html).toContain("</html>");
      expect((await get(path, undefined, "br;q=0, gzip")).headers["content-encoding"]).toBe("gzip");
      expect((await get(path, undefined, "GZIP")).headers["content-encoding"]).toBe("gzip");
      expect((await get(path, undefined, "gzip;q=0, BR")).headers["content-encoding"]).toBe("br");
    }
    expect((await cached("/hi/blogs")).headers["content-encoding"]).toBe("br");
    expect((await get("/hi/blogs", undefined, "br;q=0, gzip;q=0")).headers["content-encoding"]).toBeUndefined();
    // The build's compressed scripts too.
    const script = /"(\/build\/[^"]+\.js)"/.exec((await get("/signup")).html)?.[1];
    expect(script).toBeTruthy();
    const asset = await new Promise<http.IncomingMessage>((resolve, reject) => {
      http.get(`${server.baseURL}${script}`, { headers: { "Accept-Encoding": "BR;q=0, gzip;q=0" } }, resolve).on("error", reject);
    });
    asset.resume();
    expect(asset.statusCode).toBe(200);
    expect(asset.headers["content-encoding"]).toBeUndefined();
  });

  test("a parameter the page does not read, on the visit that fills the cache, reaches nobody's links", async () => {
    // The first visits to these addresses render the pages that are kept for everybody.
    const first = await get("/hi/faq?evil=leak-7x&utm=%3Cscript%3E");
    expect(first.status).toBe(200);
    expect(first.html).toMatch(/class="language-switch" href="\/faq"/);
    expect(first.html).not.toMatch(/leak-7x|%3Cscript/);
    const kept = await cached("/hi/faq");
    expect(kept.html).toMatch(/class="language-switch" href="\/faq"/);
    expect(kept.html).not.toContain("leak-7x");
    // A parameter the page reads stays in its link.
    const list = await get("/blogs?evil=leak-7x&page=2");
    expect(list.status).toBe(200);
    expect(list.html).toMatch(/class="language-switch" href="\/hi\/blogs\?page=2"/);
    expect(list.html).not.toContain("leak-7x");
    expect((await cached("/blogs?page=2")).html).not.toContain("leak-7x");
  });

  test("the avatar's photo is the visitor's own, and nobody else's", async () => {
    const chitra = await signedInCustomer("Chitra Photo");
    const own = await fetch(`${server.baseURL}/profile/photo`, { headers: { Cookie: chitra.session() }, redirect: "manual" });
    // No photo of her own yet: the neutral figure.
    expect(own.status).toBe(302);
    expect(own.headers.get("location")).toBe("/images/default-profile.svg");
    expect(own.headers.get("cache-control")).toBe("private, no-cache");
    const nobody = await fetch(`${server.baseURL}/profile/photo`, { redirect: "manual" });
    expect(nobody.headers.get("location")).toBe("/images/default-profile.svg");
  });

  test("logout, and the end of every session of the number, take effect on the very next request", async () => {
    const chitra = await signedInCustomer("Chitra Iyer");
    const copied = chitra.session();
    expect((await cached(PAGE, copied)).html).toContain('aria-label="Account menu"');
    await chitra.send("/logout", {});
    const after = await get(PAGE, copied);
    expect(after.html).not.toContain('aria-label="Account menu"');
    expect(after.html).toContain('href="/signup"');

    const deepa = await signedInCustomer("Deepa Nair");
    const other = deepa.session();
    expect((await cached(PAGE, other)).html).toContain('aria-label="Account menu"');
    await deepa.send("/logout", { scope: "all" });
    expect((await get(PAGE, other)).html).toContain('href="/signup"');
  });

  test("a flash message shows once, on a page rendered for that visitor alone, and the page after it comes from memory", async () => {
    const esha = await signedInCustomer("Esha Menon");
    await cached("/");
    // Registration left its welcome message in a flash cookie.
    expect(esha.cookie()).toContain("__flash=");
    const before = hits("/");
    const first = await esha.send("/");
    const firstHtml = await first.text();
    expect(firstHtml).toMatch(/class="container flash flash-success"/);
    expect(first.headers.get("cache-control")).toBe("private, no-store");
    expect(hits("/")).toBe(before);
    expect(esha.cookie()).not.toContain("__flash=");
    const second = await cached("/", esha.cookie());
    expect(second.html).not.toMatch(/class="container flash/);
    expect(second.html).toContain('aria-label="Account menu"');
    // Nobody else ever gets the message.
    expect((await cached("/")).html).not.toMatch(/class="container flash/);
  });

  test("an admin's publishing reaches both copies at once", async () => {
    test.setTimeout(90_000);
    const hari = await signedInCustomer("Hari Prasad");
    const question = `Is this question new ${Date.now()}?`;
    await cached("/faq");
    expect((await cached("/faq", hari.session())).html).not.toContain(question);
    const admin = await adminCookie(server.baseURL);
    const published = await fetch(`${server.baseURL}/admin/faqmanager`, {
      method: "POST",
      headers: { Cookie: admin, Origin: server.baseURL },
      body: new URLSearchParams({ intent: "add", language: "en", question, answer: "Yes." }),
      redirect: "manual",
    });
    expect(published.status).toBe(302);
    expect((await get("/faq", hari.session())).html).toContain(question);
    expect((await get("/faq")).html).toContain(question);
    expect((await cached("/faq", hari.session())).html).toContain(question);
  });

  test("made-up query strings are answered from the page's one copy, so they cannot fill the cache", async () => {
    const strip = (html: string) => html.replace(/nonce="[^"]*"/g, "");
    const page = strip((await cached("/faq")).html);
    const before = hits("/faq");
    for (let i = 0; i < 200; i += 1) {
      const answer = await get(`/faq?utm_source=flood${i}&x=${i}`);
      expect(answer.status).toBe(200);
      expect(strip(answer.html)).toBe(page);
    }
    // Every one of them came from memory: none was rendered and kept as a copy of its own.
    await expect.poll(() => hits("/faq") - before).toBe(200);
  });

  test("a render for an address with a parameter the page does not read is that request's alone: no copy is made of it", async () => {
    const page = "/refund-policy";
    expect((await get(`${page}?ref=${"A".repeat(2_000)}`)).status).toBe(200);
    expect((await get(`${page}?ref=b`)).status).toBe(200);
    // Neither was kept: the plain address is rendered afresh once, and kept from then on.
    const plain = await get(page);
    expect(plain.html).not.toContain("AAAA");
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(hits(page)).toBe(0);
    expect((await cached(page)).html).not.toContain("AAAA");
  });

  test("an address the edge refuses is refused even while its page's copy is in memory", async () => {
    await cached("/faq");
    expect((await get("/faq?_data=root")).status).toBe(400);
    expect((await get("/faq?q=%00")).status).toBe(400);
  });

  test("a made-up month, which shows the current month, is rendered each time and never kept", async () => {
    for (let i = 0; i < 3; i += 1) {
      const answer = await get("/festival/flood-month");
      expect(answer.status).toBe(200);
      expect(answer.headers["cache-control"]).toBe("no-store");
    }
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(hits("/festival/flood-month")).toBe(0);
  });

  test("a parameter the page reads still has a copy of its own, whatever else the address carries", async () => {
    const first = await cached("/blogs");
    const second = await cached("/blogs?page=2");
    expect(second.html).not.toBe(first.html);
    const before = hits("/blogs");
    const again = await get("/blogs?ref=mail&page=2&page=3");
    await expect.poll(() => hits("/blogs") - before).toBe(1);
    const strip = (html: string) => html.replace(/nonce="[^"]*"/g, "");
    expect(strip(again.html)).toBe(strip(second.html));
  });

  for (const javaScriptEnabled of [false, true]) {
    test(`in a browser with JavaScript ${javaScriptEnabled ? "on" : "off"}, a reading page shows the avatar menu and runs no script`, async ({
      browser,
    }) => {
      const gita = await signedInCustomer("Gita Das");
      await cached(PAGE);
      await cached(PAGE, gita.session());
      const context = await browser.newContext({ javaScriptEnabled });
      const [name, value] = gita.session().split("=") as [string, string];
      await context.addCookies([{ name, value, url: server.baseURL }]);
      const page = await context.newPage();
      const scripts: string[] = [];
      page.on("request", (request) => {
        if (request.resourceType() === "script") scripts.push(request.url());
      });
      try {
        await page.goto(server.baseURL + PAGE);
        const header = page.getByRole("banner");
        await expect(header.getByLabel("Account menu")).toBeVisible();
        await expect(header.locator('a[href="/signup"]')).toHaveCount(0);
        await expect
          .poll(() =>
            header
              .locator("img.avatar")
              .first()
              .evaluate((img) => (img as HTMLImageElement).naturalWidth),
          )
          .toBeGreaterThan(0);
        expect(scripts).toEqual([]);
      } finally {
        await context.close();
      }
    });
  }
});

test("a server started with PAGE_CACHE_MB=0 renders every reading page afresh", async () => {
  test.setTimeout(120_000);
  const uncaching = await startServer({ env: { PAGE_CACHE_MB: "0" } });
  try {
    const logged = () =>
      uncaching
        .output()
        .split("\n")
        .filter((line) => line.includes(`"path":"${PAGE}"`));
    for (let i = 0; i < 3; i++) {
      const response = await fetch(uncaching.baseURL + PAGE);
      expect(response.status).toBe(200);
      expect(await response.text()).toContain("</html>");
    }
    await expect.poll(() => logged().length).toBe(3);
    expect(logged().filter((line) => line.includes('"cache":"hit"'))).toEqual([]);
    // The same three requests to the server with the default cache: the later ones come from memory.
    const before = hits(PAGE);
    for (let i = 0; i < 3; i++) await get(PAGE);
    await expect.poll(() => hits(PAGE) - before).toBeGreaterThan(0);
  } finally {
    await uncaching.stop();
    fs.rmSync(uncaching.dataDir, { recursive: true, force: true });
  }
});
