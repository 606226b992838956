import { describe, expect, it } from "vitest";

import { jsonWithCookies, redirectWithCookies, redirectWithFlash } from "~/infra/responses.server";
import { commitVisitorSession, cookieName, getVisitorSession, readFlash } from "~/infra/session.server";
import { en } from "~/locales/en";
import { requireAstrologerApplicant, requireCustomer, requireVerifiedPhone } from "~/pages/visitor-guards.server";
import { deleteCustomerByMobile, registerCustomer } from "~/services/customers.server";

const profileMessages = en.account.profile;

// The named guards and the response helpers, on real sessions in the test database: each guard
// lets in who may be there and has one answer, a thrown redirect, for anyone else.

let counter = 0;
function freshPhone() {
  counter += 1;
  return `97${String(Date.now() % 1e6).padStart(6, "0")}${String(counter).padStart(2, "0")}`;
}

/** A request carrying a session with this data (none at all for empty data: such a session is never saved). */
async function requestWithSession(data: Record<string, unknown>): Promise<Request> {
  const session = await getVisitorSession(new Request("http://localhost/"));
  for (const [key, value] of Object.entries(data)) session.set(key as never, value as never);
  const cookie = (await commitVisitorSession(session))?.split(";")[0];
  return new Request("http://localhost/", { headers: cookie ? { Cookie: cookie } : {} });
}

async function thrown(promise: Promise<unknown>): Promise<Response> {
  try {
    await promise;
  } catch (answer) {
    if (answer instanceof Response) return answer;
    throw answer;
  }
  throw new Error("the guard let the visitor in");
}

async function flashOf(response: Response) {
  const cookie = response.headers.getSetCookie().find((c) => c.startsWith(`${cookieName("flash")}=`));
  expect(cookie).toBeDefined();
  return (await readFlash(new Request("http://localhost/", { headers: { Cookie: cookie!.split(";")[0] } }))).flash;
}

describe("response helpers", () => {
  it("set each cookie given, in order, after the flash's own cookie is added last, and skip the empty ones", async () => {
    const answer = await redirectWithFlash("/next", { kind: "success", text: "Saved." }, ["first=1; Path=/", null, undefined]);
    expect(answer.status).toBe(302);
    expect(answer.headers.get("Location")).toBe("/next");
    const cookies = answer.headers.getSetCookie();
    expect(cookies).toHaveLength(2);
    expect(cookies[0]).toBe("first=1; Path=/");
    expect(await flashOf(answer)).toEqual({ kind: "success", text: "Saved." });
  });

  it("keep the headers and status given beside the cookies", async () => {
    const data = jsonWithCookies({ ok: true }, ["a=1", ""], { status: 422, headers: { "Cache-Control": "private, no-store" } });
    expect(data.status).toBe(422);
    expect(data.headers.get("Cache-Control")).toBe("private, no-store");
    expect(data.headers.getSetCookie()).toEqual(["a=1"]);
    expect(await data.json()).toEqual({ ok: true });
    const moved = redirectWithCookies("/there", []);
    expect(moved.headers.getSetCookie()).toEqual([]);
    expect(moved.headers.get("Location")).toBe("/there");
  });
});

describe("named guards", () => {
  const verified = (phone: string) => ({ phoneNumber: phone, isOtpVerified: true, otpVerifiedAt: Date.now() });

  it("requireVerifiedPhone: a number proven by an OTP gets in; anyone else goes to /login", async () => {
    const phone = freshPhone();
    await expect(requireVerifiedPhone(await requestWithSession(verified(phone)))).resolves.toMatchObject({ phone });
    for (const data of [
      {},
      { phoneNumber: phone, isOtpVerified: false },
      { ...verified(phone), otpVerifiedAt: Date.now() - 16 * 60_000 },
    ]) {
      const answer = await thrown(requireVerifiedPhone(await requestWithSession(data)));
      expect(answer.headers.get("Location")).toBe("/login");
    }
  });

  it("requireAstrologerApplicant: the same proof, and the way back is the astrologers' /signup", async () => {
    const phone = freshPhone();
    await expect(requireAstrologerApplicant(await requestWithSession(verified(phone)))).resolves.toMatchObject({ phone });
    const answer = await thrown(requireAstrologerApplicant(new Request("http://localhost/")));
    expect(answer.headers.get("Location")).toBe("/signup");
  });

  it("requireCustomer: the logged-in customer of this number; anyone else goes home with the spec's message", async () => {
    const phone = freshPhone();
    const customer = await registerCustomer({ mobile: phone, firstName: "Asha" });
    try {
      const loggedIn = { phoneNumber: phone, isLoggedIn: true, customerId: customer.id };
      const { customer: found } = await requireCustomer(await requestWithSession(loggedIn));
      expect(found.id).toBe(customer.id);
      // Not logged in; logged in as another number's customer: neither sees a profile.
      for (const data of [{ phoneNumber: phone }, { ...loggedIn, phoneNumber: freshPhone() }]) {
        const answer = await thrown(requireCustomer(await requestWithSession(data)));
        expect(answer.headers.get("Location")).toBe("/");
        expect(await flashOf(answer)).toEqual({ kind: "error", text: profileMessages.noUser });
      }
    } finally {
      await deleteCustomerByMobile(phone);
    }
  });
});
