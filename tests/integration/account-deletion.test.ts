import fs from "node:fs";
import path from "node:path";

import { describe, expect, it } from "vitest";

import { confirmDeletion, type DeletionState, requestDeletionCode, resendDeletionCode } from "~/features/account/account-deletion.server";
import { env } from "~/infra/env.server";
import { en } from "~/locales/en";
import { findCustomerByMobile, registerCustomer } from "~/services/customers.server";

const deletionMessages = en.account.deletion;

// The deletion steps as a service, on the test database and its outbox: the route only keeps
// the state in the session and turns each outcome into its answer.

let counter = 0;
function freshPhone() {
  counter += 1;
  return `96${String(Date.now() % 1e6).padStart(6, "0")}${String(counter).padStart(2, "0")}`;
}

function lastCodeSentTo(phone: string): string {
  const lines = fs
    .readFileSync(path.join(env().dataDir, "outbox.jsonl"), "utf8")
    .trim()
    .split("\n")
    .map((line) => JSON.parse(line));
  return lines
    .filter((l) => l.channel === "sms" && l.to === `+91${phone}`)
    .at(-1)
    .text.match(/\b\d{4}\b/)[0];
}

const wrong = (code: string) => String((Number(code) + 1) % 10_000).padStart(4, "0");

describe("deleting an account, step by step", () => {
  it("refuses a bad number or a missing confirmation with the fields as typed, before any code is sent", async () => {
    expect(await requestDeletionCode({ typed: "12345", confirm: true, ip: null, state: {} })).toEqual({
      kind: "refused",
      error: deletionMessages.invalidMobile,
      status: 400,
      values: { mobile: "12345", confirm: true },
    });
    const phone = freshPhone();
    expect(await requestDeletionCode({ typed: `+91 ${phone}`, confirm: false, ip: null, state: {} })).toEqual({
      kind: "refused",
      error: deletionMessages.confirm,
      status: 400,
      values: { mobile: phone, confirm: false },
    });
  });

  it("sends a code, holds it against a second press, and deletes the account with the right code only", async () => {
    const phone = freshPhone();
    await registerCustomer({ mobile: phone, firstName: "Meera" });
    const sent = await requestDeletionCode({ typed: phone, confirm: true, ip: "203.0.113.9", state: {} });
    expect(sent).toMatchObject({ kind: "code-sent", notice: deletionMessages.sent, state: { phone } });
    if (sent.kind !== "code-sent") throw new Error("no code sent");
    const state: DeletionState = sent.state;
    // A second press for the same number, from the same browser: the code already sent stands.
    expect(await requestDeletionCode({ typed: phone, confirm: true, ip: "203.0.113.9", state })).toEqual({ kind: "code-held" });
    // Too soon for another code.
    expect(await resendDeletionCode({ ip: "203.0.113.9", state })).toMatchObject({ kind: "refused", status: 429 });

    const code = lastCodeSentTo(phone);
    expect(await confirmDeletion({ code: wrong(code), state })).toEqual({
      kind: "refused",
      error: deletionMessages.invalidOtp,
      status: 400,
    });
    expect(await findCustomerByMobile(phone)).not.toBeNull();
    expect(await confirmDeletion({ code, state })).toEqual({ kind: "deleted" });
    expect(await findCustomerByMobile(phone)).toBeNull();
  });

  it("answers a number without an account exactly as one with an account", async () => {
    const phone = freshPhone();
    const sent = await requestDeletionCode({ typed: phone, confirm: true, ip: null, state: {} });
    if (sent.kind !== "code-sent") throw new Error("no code sent");
    expect(await confirmDeletion({ code: lastCodeSentTo(phone), state: sent.state })).toEqual({ kind: "deleted" });
  });

  it("asks for the code and the number before checking anything", async () => {
    expect(await confirmDeletion({ code: null, state: { phone: freshPhone(), challengeId: "1" } })).toMatchObject({
      error: deletionMessages.invalidOtpOrMissing,
      status: 400,
    });
    expect(await resendDeletionCode({ ip: null, state: {} })).toMatchObject({ error: deletionMessages.resendFailed, status: 400 });
  });
});
