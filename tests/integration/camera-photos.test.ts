import sharp from "sharp";
import { afterEach, describe, expect, it } from "vitest";

import { PHOTO_LONG_SIDE } from "~/domain/camera-photos";
import { MAX_DOCUMENT_BYTES } from "~/domain/onboarding";
import { readCappedPart } from "~/infra/form-data.server";
import { logger } from "~/infra/logger.server";
import { scrubImage } from "~/infra/upload-scrubbing.server";
import { deleteCustomerByMobile, registerCustomer } from "~/services/customers.server";
import {
  acceptProfilePhoto,
  clearStagedProfilePhoto,
  STAGED_PHOTO_TTL_MS,
  stagedProfilePhoto,
  stagedProfilePhotoName,
  stageProfilePhoto,
} from "~/services/profile-photos.server";

import { cameraPhoto, carriesGps } from "../support/images";

const CUSTOMER = "6000000311";

afterEach(async () => {
  await deleteCustomerByMobile(CUSTOMER);
});

async function* chunks(...parts: Buffer[]) {
  for (const part of parts) yield new Uint8Array(part);
}

describe("camera photos on the server", () => {
  it("a 4000×3000 phone photo of several MB is shrunk below 500KB, upright-sized and without its GPS", async () => {
    const photo = await cameraPhoto();
    expect(photo.length).toBeGreaterThan(3 * 1024 * 1024);
    const started = performance.now();
    const scrubbed = await scrubImage(photo, "jpeg", MAX_DOCUMENT_BYTES - 1, { maxSide: PHOTO_LONG_SIDE });
    // A figure for the README, not an assertion: timings depend on the machine.
    logger.info("camera photo shrunk", {
      bytesIn: photo.length,
      bytesOut: scrubbed?.bytes.length,
      ms: Math.round(performance.now() - started),
    });
    expect(scrubbed).not.toBeNull();
    expect(scrubbed!.bytes.length).toBeLessThan(MAX_DOCUMENT_BYTES);
    expect({ width: scrubbed!.width, height: scrubbed!.height }).toEqual({ width: 2000, height: 1500 });
    expect(await sharp(scrubbed!.bytes).metadata()).toMatchObject({ format: "jpeg", width: 2000, height: 1500 });
    expect(await carriesGps(scrubbed!.bytes)).toBe(false);
  }, 60_000);

  it("a profile photo is stored at most 1200 px on its long side", async () => {
    const accepted = await acceptProfilePhoto(await cameraPhoto({ width: 3000, height: 4000 }));
    expect(await sharp(accepted!.bytes).metadata()).toMatchObject({ format: "jpeg", width: 900, height: 1200 });
  }, 60_000);

  it("an upload part is kept while under its cap and dropped, though read to the end, past it", async () => {
    const a = Buffer.alloc(600, 1);
    expect(await readCappedPart(chunks(a, a), 1201)).toEqual({ size: 1200, limit: 1201, bytes: Buffer.concat([a, a]) });
    expect(await readCappedPart(chunks(a, a), 1200)).toEqual({ size: 1200, limit: 1200, bytes: null });
    // The cap chosen by the first bytes: a JPEG may be larger than anything else.
    const byHead = (head: Uint8Array) => (head[0] === 0xff ? 10_000 : 1000);
    const jpeg = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff]), Buffer.alloc(1997)]);
    expect((await readCappedPart(chunks(jpeg.subarray(0, 4), jpeg.subarray(4)), byHead)).bytes?.length).toBe(2000);
    expect((await readCappedPart(chunks(Buffer.alloc(2000, 0x25)), byHead)).bytes).toBeNull();
  });
});

describe("a profile photo kept while the form is put right", () => {
  it("is kept for its customer, replaced by the next, saved once and gone after an hour", async () => {
    const customer = await registerCustomer({ mobile: CUSTOMER, firstName: "Asha", lastName: null });
    const first = { bytes: Buffer.from("first"), type: "jpeg" as const };
    const second = { bytes: Buffer.from("second"), type: "png" as const };
    const now = new Date();
    expect(await stagedProfilePhoto(customer.id, now)).toBeNull();
    // The name the form shows is read (and, on the embedded database, remembered) after every change.
    expect(await stagedProfilePhotoName(customer.id)).toBeNull();
    await stageProfilePhoto(customer.id, first, "me.jpg", now);
    expect(await stagedProfilePhotoName(customer.id)).toBe("me.jpg");
    await stageProfilePhoto(customer.id, second, "me-again.png", now);
    expect(await stagedProfilePhotoName(customer.id)).toBe("me-again.png");
    expect(await stagedProfilePhoto(customer.id, now)).toEqual({ ...second, originalName: "me-again.png" });
    expect(await stagedProfilePhoto(customer.id, new Date(now.getTime() + STAGED_PHOTO_TTL_MS + 1))).toBeNull();
    await clearStagedProfilePhoto(customer.id);
    expect(await stagedProfilePhoto(customer.id, now)).toBeNull();
    expect(await stagedProfilePhotoName(customer.id)).toBeNull();
  });

  it("goes with the account", async () => {
    const customer = await registerCustomer({ mobile: CUSTOMER, firstName: "Asha", lastName: null });
    await stageProfilePhoto(customer.id, { bytes: Buffer.from("x"), type: "jpeg" }, "me.jpg");
    expect(await stagedProfilePhotoName(customer.id)).toBe("me.jpg");
    await deleteCustomerByMobile(CUSTOMER);
    expect(await stagedProfilePhoto(customer.id)).toBeNull();
    expect(await stagedProfilePhotoName(customer.id)).toBeNull();
  });
});
