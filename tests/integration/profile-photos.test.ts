import sharp from "sharp";
import { afterEach, describe, expect, it } from "vitest";

import { loader } from "~/features/site/pages/media.avatars.$name.server";
import { storedFileBytes } from "~/infra/stored-files.server";
import { deleteCustomerByMobile, registerCustomer, updateCustomerProfile } from "~/services/customers.server";
import { acceptProfilePhoto, openOwnProfilePhoto } from "~/services/profile-photos.server";

import { carriesGps, jpegWithGps } from "../support/images";

const OWNER = "6000000301";
const OTHER = "6000000302";

afterEach(async () => {
  await deleteCustomerByMobile(OWNER);
  await deleteCustomerByMobile(OTHER);
});

describe("profile photos", () => {
  it("are stored re-encoded, without EXIF, GPS or anything appended", async () => {
    const hidden = Buffer.from("PK\u0003\u0004 a zip archive riding along");
    const photo = await jpegWithGps({ width: 64, height: 64 });
    const accepted = await acceptProfilePhoto(Buffer.concat([photo, hidden]));
    expect(accepted?.type).toBe("jpeg");
    const meta = await sharp(accepted!.bytes).metadata();
    expect(meta).toMatchObject({ format: "jpeg", width: 64, height: 64 });
    expect(meta.exif).toBeUndefined();
    expect(await carriesGps(accepted!.bytes)).toBe(false);
    expect(accepted!.bytes.includes(hidden)).toBe(false);

    const webp = await sharp(photo)
      .webp()
      .withExif({ IFD0: { Artist: "someone" } })
      .toBuffer();
    const acceptedWebp = await acceptProfilePhoto(webp);
    expect(acceptedWebp?.type).toBe("webp");
    expect((await sharp(acceptedWebp!.bytes).metadata()).exif).toBeUndefined();
  });

  it("a file that only starts like a JPEG, or is a GIF, is refused", async () => {
    const photo = await jpegWithGps();
    expect(await acceptProfilePhoto(Buffer.concat([photo.subarray(0, 100), Buffer.alloc(500, 0x20)]))).toBeNull();
    const gif = await sharp(photo).gif().toBuffer();
    expect(await acceptProfilePhoto(gif)).toBeNull();
  });

  it("are read for their owner only", async () => {
    const accepted = (await acceptProfilePhoto(await jpegWithGps()))!;
    const owner = await registerCustomer({ mobile: OWNER, firstName: "Asha", lastName: null });
    const url = (await updateCustomerProfile(owner.id, {}, accepted)).photoPath!;
    const name = url.split("/").pop()!;
    const other = await registerCustomer({ mobile: OTHER, firstName: "Ravi", lastName: null });

    const mine = await openOwnProfilePhoto(owner.id, name);
    expect(mine?.contentType).toBe("image/jpeg");
    expect((await storedFileBytes(mine!)).equals(accepted.bytes)).toBe(true);
    expect(await openOwnProfilePhoto(other.id, name)).toBeNull();
    expect(await openOwnProfilePhoto(owner.id, name.replace(/^./, name[0] === "a" ? "b" : "a"))).toBeNull();

    // Without a session the address is as unknown as any other, and nothing may cache it.
    const answer = await loader({ request: new Request(`http://localhost${url}`), params: { name }, context: {} }).catch(
      (r: Response) => r,
    );
    expect(answer.status).toBe(404);
    expect(answer.headers.get("Cache-Control")).toBe("private, no-store");
  });
});
