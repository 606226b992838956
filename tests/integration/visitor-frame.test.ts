import { beforeAll, describe, expect, it } from "vitest";

import { getDb } from "~/infra/db.server";
import { commitVisitorSession, destroyVisitorSession, endAllVisitorSessions, getVisitorSession } from "~/infra/session.server";
import {
  deleteCustomerByMobile,
  findCustomerById,
  findCustomerByMobile,
  registerCustomer,
  updateCustomerProfile,
} from "~/services/customers.server";
import { cachedPageFrame, visitorFrame } from "~/services/visitor-frame.server";

// The header's per-visitor part, as the root loader and the page cache read it. On the embedded
// database a read is remembered for a few seconds, so each change below is read straight after.

let counter = 0;
function freshMobile() {
  counter += 1;
  return `97${String(Date.now() % 1e6).padStart(6, "0")}${String(counter).padStart(2, "0")}`;
}

async function signedIn(firstName: string) {
  const mobile = freshMobile();
  const customer = await registerCustomer({ mobile, firstName, lastName: null, gender: "", email: "" });
  const session = await getVisitorSession(new Request("http://localhost/"));
  session.set("phoneNumber", mobile);
  session.set("isLoggedIn", true);
  session.set("customerId", customer.id);
  const cookie = (await commitVisitorSession(session)).split(";")[0]!;
  const requestSession = () => getVisitorSession(new Request("http://localhost/", { headers: { Cookie: cookie } }));
  return { mobile, customer, cookie, requestSession };
}

describe("the header's per-visitor part", () => {
  // Creating the in-memory database takes a while on a busy machine.
  beforeAll(() => getDb().then(() => undefined), 120_000);

  it("shows the signed-in customer's name and letter, and nobody without a session", async () => {
    const { cookie } = await signedIn("asha");
    expect(await visitorFrame(cookie)).toEqual({ user: { name: "asha", initial: "A" } });
    expect(await visitorFrame(cookie)).toEqual({ user: { name: "asha", initial: "A" } });
    expect(await visitorFrame(null)).toEqual({ user: null });
    expect(await visitorFrame("__session=made-up")).toEqual({ user: null });
  });

  it("is nobody on the very next read after logout, logout everywhere, or account deletion", async () => {
    const one = await signedIn("Bina");
    expect((await visitorFrame(one.cookie)).user?.name).toBe("Bina");
    await destroyVisitorSession(await one.requestSession());
    expect(await visitorFrame(one.cookie)).toEqual({ user: null });

    const two = await signedIn("Chanda");
    expect((await visitorFrame(two.cookie)).user?.name).toBe("Chanda");
    await endAllVisitorSessions(await two.requestSession());
    expect(await visitorFrame(two.cookie)).toEqual({ user: null });

    const three = await signedIn("Dhruv");
    expect((await visitorFrame(three.cookie)).user?.name).toBe("Dhruv");
    await deleteCustomerByMobile(three.mobile);
    expect(await visitorFrame(three.cookie)).toEqual({ user: null });
  });

  it("shows a new name on the very next read after the profile is saved", async () => {
    const { cookie, customer } = await signedIn("Esha");
    expect((await visitorFrame(cookie)).user?.name).toBe("Esha");
    await updateCustomerProfile(customer.id, { firstName: "Eshani" });
    expect((await visitorFrame(cookie)).user).toEqual({ name: "Eshani", initial: "E" });
  });

  it("a customer's row and session, read again at once, show every change made meanwhile", async () => {
    const unknown = freshMobile();
    expect(await findCustomerByMobile(unknown)).toBeNull();
    await registerCustomer({ mobile: unknown, firstName: "Hema", lastName: null, gender: "", email: "" });
    expect((await findCustomerByMobile(unknown))?.firstName).toBe("Hema");

    const { customer, mobile, requestSession } = await signedIn("Gita");
    expect((await findCustomerByMobile(mobile))?.id).toBe(customer.id);
    expect((await findCustomerById(customer.id))?.firstName).toBe("Gita");
    expect((await requestSession()).get("customerId")).toBe(customer.id);
    await updateCustomerProfile(customer.id, { firstName: "Gitanjali", pinCode: "110001" });
    expect(await findCustomerById(customer.id)).toMatchObject({ firstName: "Gitanjali", pinCode: "110001" });
    const session = await requestSession();
    session.set("userType", "CUSTOMER");
    await commitVisitorSession(session);
    expect((await requestSession()).get("userType")).toBe("CUSTOMER");
    await deleteCustomerByMobile(mobile);
    expect(await findCustomerById(customer.id)).toBeNull();
    expect(await findCustomerByMobile(mobile)).toBeNull();
    expect((await requestSession()).get("customerId")).toBeUndefined();
  });

  it("keeps a cached page from any request with a cookie besides the session", async () => {
    const { cookie } = await signedIn("Farah");
    expect((await cachedPageFrame(cookie))?.user?.name).toBe("Farah");
    expect(await cachedPageFrame(`${cookie}; __flash=x`)).toBeNull();
    expect(await cachedPageFrame(`__admin=x; ${cookie}`)).toBeNull();
    expect(await cachedPageFrame(`${cookie}; other=1`)).toBeNull();
  });
});
