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
import { isSignedInVisitor } from "~/services/visitor-frame.server";

import { pageVariantOf } from "../../edge/page-variant";

// Whether the header shows a signed-in visitor, as the root loader and the page cache read it. On
// the embedded database a read is remembered for a few seconds, so each change below is read
// straight after.

const signedInBy = async (cookie: string | null) =>
  isSignedInVisitor(await getVisitorSession(new Request("http://localhost/", cookie ? { headers: { Cookie: cookie } } : {})));

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
  const cookie = (await commitVisitorSession(session))!.split(";")[0]!;
  const requestSession = () => getVisitorSession(new Request("http://localhost/", { headers: { Cookie: cookie } }));
  return { mobile, customer, cookie, requestSession };
}

describe("the header's signed-in state", () => {
  // Creating the in-memory database takes a while on a busy machine.
  beforeAll(() => getDb().then(() => undefined), 120_000);

  it("is signed in with a live customer session, and not without one", async () => {
    const { cookie } = await signedIn("asha");
    expect(await signedInBy(cookie)).toBe(true);
    expect(await signedInBy(cookie)).toBe(true);
    expect(await signedInBy(null)).toBe(false);
    expect(await signedInBy("__session=made-up")).toBe(false);
  });

  it("is signed out on the very next read after logout, logout everywhere, or account deletion", async () => {
    const one = await signedIn("Bina");
    expect(await signedInBy(one.cookie)).toBe(true);
    await destroyVisitorSession(await one.requestSession());
    expect(await signedInBy(one.cookie)).toBe(false);

    const two = await signedIn("Chanda");
    expect(await signedInBy(two.cookie)).toBe(true);
    await endAllVisitorSessions(await two.requestSession());
    expect(await signedInBy(two.cookie)).toBe(false);

    const three = await signedIn("Dhruv");
    expect(await signedInBy(three.cookie)).toBe(true);
    await deleteCustomerByMobile(three.mobile);
    expect(await signedInBy(three.cookie)).toBe(false);
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

  it("the profile finds the customer right after the header showed them signed in", async () => {
    const { cookie, customer } = await signedIn("Esha");
    expect(await signedInBy(cookie)).toBe(true);
    expect(await findCustomerById(customer.id)).toMatchObject({ id: customer.id, firstName: "Esha" });
  });

  it("picks the cached copy a request may get: a flash message is never served from the cache", async () => {
    const { cookie } = await signedIn("Farah");
    expect(await pageVariantOf(undefined)).toBe("anonymous");
    expect(await pageVariantOf("other=1")).toBe("anonymous");
    expect(await pageVariantOf(cookie)).toBe("signed-in");
    expect(await pageVariantOf(`${cookie}; other=1`)).toBe("signed-in");
    expect(await pageVariantOf("__session=made-up")).toBe("anonymous");
    expect(await pageVariantOf(`${cookie}; __flash=x`)).toBeNull();
    expect(await pageVariantOf("__flash=x")).toBeNull();

    // A live session that is not a signed-in customer's (an astrologer's application, a number
    // being verified) may change what a page shows: rendered for that visitor alone.
    const session = await getVisitorSession(new Request("http://localhost/"));
    session.set("phoneNumber", freshMobile());
    session.set("userType", "ASTROLOGER");
    session.set("astrologerId", 7);
    const astrologer = (await commitVisitorSession(session))!.split(";")[0]!;
    expect(await pageVariantOf(astrologer)).toBeNull();
  });
});
