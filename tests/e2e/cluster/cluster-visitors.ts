import { expect } from "@playwright/test";

import { type ClusterVisitor, clusterVisitor, otpSentBy, smsSentBy } from "../../support/cluster";
import type { RunningServer } from "../../support/server-process";
import { freshMobile } from "../fixtures";

// Signing in across instances, as plain posts: sign-up, the OTP from the outbox of the instance
// that sent it, and registration, each step on whichever instance the test names.

export const digits = (code: string) => ({ intent: "verify", d1: code[0], d2: code[1], d3: code[2], d4: code[3] });

export function expectRedirect(response: Response, location: string) {
  expect(response.status, `a redirect to ${location}`).toBe(302);
  expect(response.headers.get("location")).toBe(location);
}

/**
 * Sends a sign-in code through `sender` and verifies it through `verifier`; the SMS is in the
 * sender's outbox and in no other instance's (`others`).
 */
export async function verifiedOn(
  visitor: ClusterVisitor,
  mobile: string,
  sender: RunningServer,
  verifier: RunningServer,
  others: RunningServer[] = [],
) {
  const count = (instance: RunningServer) => smsSentBy(instance, mobile).length;
  const before = { sender: count(sender), others: others.map(count) };
  expectRedirect(await visitor.post(sender, "/signup", { dialCode: "+91", mobile }), "/otp-verifications");
  expect(count(sender)).toBe(before.sender + 1);
  expect(others.map(count)).toEqual(before.others);
  expectRedirect(await visitor.post(verifier, "/otp-verifications", digits(otpSentBy(sender, mobile))), "/who-are-you");
}

/**
 * A new customer, signed in, whose steps alternate between instances `a` and `b`: the code sent
 * by `a` is verified on `b`, the role chosen on `a`, the registration made on `b`.
 */
export async function signedInCustomer(fullName: string, a: RunningServer, b: RunningServer) {
  const visitor = clusterVisitor();
  const mobile = freshMobile();
  await verifiedOn(visitor, mobile, a, b, a === b ? [] : [b]);
  expectRedirect(await visitor.post(a, "/who-are-you", { role: "user" }), "/user-registration");
  const states = (await (await visitor.get(b, "/api/states/101")).json()) as Array<{ state_id: number }>;
  const cities = (await (await visitor.get(a, `/api/cities/${states[0].state_id}?countryId=101`)).json()) as Array<{ city_id: number }>;
  const registered = await visitor.post(b, "/user-registration", {
    fullName,
    gender: "F",
    countryId: "101",
    stateId: String(states[0].state_id),
    cityId: String(cities[0].city_id),
    pinCode: "560001",
    dob: "1990-01-01",
    timeOfBirth: "10:30",
    location: "Bengaluru",
    consent: "on",
    email: "cluster@example.in",
  });
  expectRedirect(registered, "/");
  return { visitor, mobile };
}
