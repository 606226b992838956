import { type APIRequestContext, expect, request as playwrightRequest, test } from "@playwright/test";

import { GRIEVANCE_LIMIT } from "../../../app/domain/grievance";
import { en } from "../../../app/locales/en";
import { freshMobile, lastOtpFor, readOutbox, visitorAddress } from "../fixtures";

const messages = en.grievance.messages;

// The grievance form's defences, as raw HTTP: posts from another site, a flood from one address,
// the form used as a relay to someone else's inbox or phone, and the administrators' grievance
// pages asked for without an admin session.

const baseURL = () => process.env.E2E_BASE_URL!;

async function client(options: { origin?: string; address?: string; cookie?: string } = {}): Promise<APIRequestContext> {
  return playwrightRequest.newContext({
    baseURL: baseURL(),
    extraHTTPHeaders: {
      Origin: options.origin ?? baseURL(),
      "X-Forwarded-For": options.address ?? visitorAddress(),
      ...(options.cookie ? { Cookie: options.cookie } : {}),
    },
    maxRedirects: 0,
  });
}

const grievance = (email: string) => ({
  name: "Asha Rao",
  email,
  mobile: "",
  category: "payment",
  description: "I was charged twice for one chat.",
});

const uniqueEmail = (label: string) => `${label}.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.in`;

test.describe("the grievance form's defences", () => {
  test("a grievance posted from another site is refused and records nothing", async () => {
    const forged = uniqueEmail("forged");
    const crossSite = await client({ origin: "https://evil.example" });
    expect((await crossSite.post("/grievance", { form: grievance(forged) })).status()).toBe(403);

    // A post from the site itself, after it, goes through; once its acknowledgement is out, the
    // forged one would have been too.
    const real = uniqueEmail("real");
    const sameSite = await client();
    const answer = await sameSite.post("/grievance", { form: grievance(real) });
    expect(answer.status()).toBe(302);
    expect(answer.headers()["location"]).toBe("/grievance/thank-you");
    await expect.poll(() => readOutbox().some((m) => m.to === real)).toBe(true);
    expect(readOutbox().some((m) => m.to === forged)).toBe(false);
  });

  test(`the ${GRIEVANCE_LIMIT.perAddress + 1}th grievance from one address within the hour is refused with 429 and the form kept; other addresses go on`, async () => {
    const address = visitorAddress();
    const visitor = await client({ address });
    for (let i = 0; i < GRIEVANCE_LIMIT.perAddress; i++) {
      expect((await visitor.post("/grievance", { form: grievance(uniqueEmail(`flood${i}`)) })).status()).toBe(302);
    }
    const refused = uniqueEmail("refused");
    const answer = await visitor.post("/grievance", { form: grievance(refused) });
    expect(answer.status()).toBe(429);
    const html = await answer.text();
    expect(html).toContain(messages.tooMany);
    expect(html).toContain(`value="${refused}"`);
    expect(html).toContain("I was charged twice for one chat.");

    const other = await client({ address: visitorAddress() });
    expect((await other.post("/grievance", { form: grievance(uniqueEmail("other")) })).status()).toBe(302);
  });

  test("the form relays nothing: a typed e-mail address gets only our link, a typed number no SMS, and only a same-site post of the link's page confirms", async () => {
    const victim = uniqueEmail("victim");
    const number = freshMobile();
    const visitor = await client();
    const spam = { ...grievance(victim), name: "Cheap Pills", mobile: number, description: "Cheap pills at https://evil.example/buy" };
    expect((await visitor.post("/grievance", { form: spam })).status()).toBe(302);
    await expect.poll(() => readOutbox().filter((m) => m.to === victim).length).toBe(1);
    const [mail] = readOutbox().filter((m) => m.to === victim);
    for (const typed of ["evil.example", "Cheap"]) expect(mail.text + mail.subject).not.toContain(typed);
    const path = new URL(/https?:\/\/\S+\/grievance\/confirm\/\S+/.exec(mail.text)![0]).pathname;

    // Opening the link, as a mail scanner does, confirms nothing; nor does a post from another site.
    for (let i = 0; i < 2; i++) {
      const page = await visitor.get(path);
      expect(page.status()).toBe(200);
      expect(page.headers()["cache-control"]).toBe("private, no-store");
    }
    expect((await (await client({ origin: "https://evil.example" })).post(path, { form: {} })).status()).toBe(403);
    // The owner's post confirms it, this once (a second post is answered on the page, no redirect).
    const confirmed = await visitor.post(path, { form: {} });
    expect(confirmed.status()).toBe(302);
    expect(confirmed.headers()["location"]).toBe(path);
    expect((await visitor.post(path, { form: {} })).status()).toBe(200);
    await expect.poll(() => readOutbox().filter((m) => m.to === victim).length).toBe(2);
    expect(readOutbox().filter((m) => m.to === `+91${number}`)).toEqual([]);
  });

  test("a post the form refuses answers 422 with the message, and counts nothing toward the limit", async () => {
    const visitor = await client();
    for (let i = 0; i < GRIEVANCE_LIMIT.perAddress + 1; i++) {
      const answer = await visitor.post("/grievance", { form: { ...grievance(""), description: "No way to reply." } });
      expect(answer.status()).toBe(422);
      expect(await answer.text()).toContain(messages.contactRequired);
    }
    expect((await visitor.post("/grievance", { form: grievance(uniqueEmail("after")) })).status()).toBe(302);
  });
});

test.describe("the administrators' grievance pages need an admin session", () => {
  async function customerCookie(): Promise<string> {
    const ctx = await client();
    const mobile = freshMobile();
    await ctx.post("/signup", { form: { dialCode: "+91", mobile } });
    await expect.poll(() => readOutbox().some((m) => m.to === `+91${mobile}`)).toBe(true);
    const code = lastOtpFor(mobile);
    await ctx.post("/otp-verifications", { form: { intent: "verify", d1: code[0], d2: code[1], d3: code[2], d4: code[3] } });
    const cookie = (await ctx.storageState()).cookies.find((c) => c.name === "__session")!;
    return `${cookie.name}=${cookie.value}`;
  }

  test("the list and a grievance redirect to the admin login, and a change is refused, also with a customer session", async () => {
    for (const cookie of [undefined, await customerCookie()]) {
      const ctx = await client({ cookie });
      for (const path of ["/admin/grievances", "/admin/grievances?page=2", "/admin/grievances/1"]) {
        const response = await ctx.get(path);
        expect(response.status(), path).toBe(302);
        expect(response.headers()["location"], path).toMatch(/^\/admin\/login\?next=/);
      }
      const change = await ctx.post("/admin/grievances/1", { form: { status: "resolved", reply: "Closed." } });
      expect(change.status()).toBe(403);
    }
  });
});
