import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { sendOtp } from "~/features/account/otp.server";
import { rememberDevice } from "~/features/account/remembered-devices.server";
import { loader } from "~/features/admin/pages/_index";
import { completeAdminSignIn } from "~/infra/admin-session.server";
import { getDb } from "~/infra/db.server";
import { takeSingleton } from "~/infra/singleton.server";

// The dashboard shows the SMS sent per hour by audience, and warns as a budget nears its end.

const EMAIL = "dashboard-sms@example.in";
let cookie: string;

beforeAll(async () => {
  const db = await getDb();
  await db.deleteFrom("admins").where("email", "=", EMAIL).execute();
  const { id } = await db.insertInto("admins").values({ email: EMAIL, passwordHash: "unused" }).returning("id").executeTakeFirstOrThrow();
  cookie = (await completeAdminSignIn(new Request("http://localhost/"), id)).split(";")[0];
  await db.deleteFrom("otpSendCounts").execute();
  await db.deleteFrom("otpChallenges").execute();
  process.env.SMS_BUDGET_PER_HOUR = "5";
  process.env.SMS_BUDGET_BURST_MINUTES = "60";
  takeSingleton("env");
});

afterAll(async () => {
  delete process.env.SMS_BUDGET_PER_HOUR;
  delete process.env.SMS_BUDGET_BURST_MINUTES;
  takeSingleton("env");
  const db = await getDb();
  await db.deleteFrom("admins").where("email", "=", EMAIL).execute();
  await db.deleteFrom("otpSendCounts").execute();
  await db.deleteFrom("otpChallenges").execute();
});

const dashboard = async () => {
  const response = (await loader({
    request: new Request("http://localhost/admin", { headers: { Cookie: cookie } }),
    params: {},
    context: {},
  })) as Response;
  return response.json();
};

describe("the admin dashboard's SMS sends", () => {
  it("counts this hour's sends to new numbers and warns at four of five", async () => {
    for (let i = 0; i < 3; i++)
      expect(await sendOtp({ phone: `97000007${10 + i}`, purpose: "login", ip: null })).toMatchObject({ ok: true });
    let data = await dashboard();
    expect(data.smsWarnings).toEqual([]);
    expect(data.smsBudgets).toContainEqual(expect.objectContaining({ audience: "unknown", hour: { sent: 3, budget: 5 } }));
    expect(data.smsHours).toHaveLength(24);
    expect(data.smsHours[0]).toMatchObject({ known: 0, unknown: 3 });

    expect(await sendOtp({ phone: "9700000719", purpose: "login", ip: null })).toMatchObject({ ok: true });
    data = await dashboard();
    expect(data.smsWarnings).toEqual([expect.stringMatching(/^SMS to new numbers: 4 of 5 sent in the last hour\. Near the budget/)]);

    // Strangers spend at most nine tenths of a budget: the fifth is refused, saying when to try again.
    expect(await sendOtp({ phone: "9700000718", purpose: "login", ip: null })).toMatchObject({ ok: false, reason: "busy" });
    // A browser that signed in with a number before spends the last tenth; past it, its code is
    // withheld, answered as sent.
    await rememberDevice({ phone: "9700000717", deviceId: "d".repeat(43) });
    expect(await sendOtp({ phone: "9700000717", purpose: "login", ip: null, deviceId: "d".repeat(43) })).toMatchObject({ ok: true });
    expect(await sendOtp({ phone: "9700000717", purpose: "deletion", ip: null, deviceId: "d".repeat(43) })).toMatchObject({ ok: true });
    data = await dashboard();
    expect(data.smsWithheld).toEqual({ hour: 1, day: 1 });
    expect(data.smsHours[0]).toMatchObject({ known: 0, unknown: 5, withheld: 1 });
    expect(data.smsWarnings[0]).toMatch(/^1 OTP codes withheld in the last hour/);
  });
});
