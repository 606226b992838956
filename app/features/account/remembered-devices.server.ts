import type { Transaction } from "kysely";

import { getDb } from "~/infra/db.server";
import type { Database } from "~/infra/db-schema.server";
import { deviceHash } from "~/infra/device-cookie.server";

// The devices that proved a number with a code (otp_devices, keyed by the SHA-256 of their device
// cookie): the OTP caps count such a device apart from strangers (otp.server.ts, decision 078).

/**
 * Remembers that this device proved this number with a code, so the number's caps count it
 * apart from strangers from now on (sendOtp). Kept while used, for a year after the last use.
 */
export async function rememberDevice(input: { phone: string; deviceId: string; now?: Date }): Promise<void> {
  const now = input.now ?? new Date();
  const db = await getDb();
  await db
    .insertInto("otpDevices")
    .values({ phone: input.phone, deviceHash: deviceHash(input.deviceId), createdAt: now, lastUsedAt: now })
    .onConflict((oc) => oc.columns(["phone", "deviceHash"]).doUpdateSet({ lastUsedAt: now }))
    .execute();
}

/** Whether the device of this hash proved this number before, read in the caller's transaction. */
export async function isRememberedDevice(trx: Transaction<Database>, phone: string, hash: string): Promise<boolean> {
  return Boolean(
    await trx.selectFrom("otpDevices").select("phone").where("phone", "=", phone).where("deviceHash", "=", hash).executeTakeFirst(),
  );
}
