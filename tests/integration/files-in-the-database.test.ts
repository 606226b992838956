import crypto from "node:crypto";

import sharp from "sharp";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";

import { BLOG_AUTHORS } from "~/domain/blog-upload";
import { acceptImage, type ReceivedImage, saveBlog } from "~/features/admin/blog-admin.server";
import { loader as blogMediaLoader } from "~/features/blogs/pages/media.blog.$name.server";
import { loader as avatarLoader } from "~/features/site/pages/media.avatars.$name.server";
import type { BlogUploadData } from "~/forms/blog-upload";
import { getDb } from "~/infra/db.server";
import { commitVisitorSession, getVisitorSession } from "~/infra/session.server";
import { SLICE_BYTES } from "~/infra/stored-files.server";
import { upsertAdmin } from "~/services/admin-accounts.server";
import { invalidateBlogCache } from "~/services/blogs.server";
import { deleteCustomerByMobile, findCustomerById, registerCustomer, updateCustomerProfile } from "~/services/customers.server";
import { acceptProfilePhoto, stagedProfilePhoto, stageProfilePhoto } from "~/services/profile-photos.server";

// Uploaded pictures live in the database beside the rows that name them: written, replaced
// and deleted in the same transaction, so a failure part-way leaves neither a row without
// its picture nor a picture without its row. And they are sent from there with an exact
// Content-Length, an ETag and 304s.

const MOBILE = "6000000501";
const PREFIX = "Stored files itest";
const DAY = "2042-05-10";
let adminId: number;

const sha256 = (bytes: Uint8Array) => `"${crypto.createHash("sha256").update(bytes).digest("base64url")}"`;

async function photoOf(r: number, g: number, b: number) {
  const raw = await sharp({ create: { width: 48, height: 48, channels: 3, background: { r, g, b } } })
    .jpeg()
    .toBuffer();
  return (await acceptProfilePhoto(raw))!;
}

async function received(name: string, bytes: Buffer): Promise<ReceivedImage> {
  const verdict = await acceptImage(name, bytes);
  if (!verdict.ok) throw new Error(verdict.reason);
  return verdict.image;
}

/** Smooth like a photo (noise scaled up), so its copies are real pictures. */
const photoLike = (width: number, height: number) =>
  sharp(crypto.randomBytes(20 * 20 * 3), { raw: { width: 20, height: 20, channels: 3 } })
    .resize(width, height)
    .jpeg({ quality: 90 })
    .toBuffer();

function blogData(fields: Partial<BlogUploadData> = {}): BlogUploadData {
  return {
    language: "en",
    heading: `${PREFIX} ${crypto.randomBytes(3).toString("hex")}`,
    mainHeading: `${PREFIX} main`,
    mainDescription: "Pictures in the database.",
    author: BLOG_AUTHORS[0],
    scheduleDate: DAY,
    startDate: null,
    endDate: null,
    htmlContent: '<p>Body</p><img src="content-1" alt="Chart">',
    keywords: ["files"],
    ...fields,
  };
}

async function tableCounts() {
  const db = await getDb();
  const count = async (table: "blogImageFiles" | "blogImageVariants" | "profilePhotos") =>
    Number(
      (
        await db
          .selectFrom(table)
          .select((eb) => eb.fn.countAll<number>().as("n"))
          .executeTakeFirstOrThrow()
      ).n,
    );
  return { files: await count("blogImageFiles"), variants: await count("blogImageVariants"), photos: await count("profilePhotos") };
}

async function clean() {
  const db = await getDb();
  await db.deleteFrom("blogs").where("heading", "like", `${PREFIX}%`).execute();
  await deleteCustomerByMobile(MOBILE);
  invalidateBlogCache();
}

beforeAll(async () => {
  ({ id: adminId } = await upsertAdmin("stored-files-itest@example.in", "a long test password"));
});
beforeEach(clean);
afterAll(clean);

describe("profile photos in the database", () => {
  it("a new photo replaces the old one's bytes in the save that names it, and takes the kept photo with it", async () => {
    const customer = await registerCustomer({ mobile: MOBILE, firstName: "Asha", lastName: null });
    const first = await updateCustomerProfile(customer.id, { pinCode: "411001" }, await photoOf(200, 0, 0));
    await stageProfilePhoto(customer.id, await photoOf(0, 0, 200), "kept.jpg");
    const second = await updateCustomerProfile(customer.id, { pinCode: "411002" }, await photoOf(0, 200, 0));

    const db = await getDb();
    const rows = await db.selectFrom("profilePhotos").select(["name", "content"]).where("customerId", "=", customer.id).execute();
    expect(rows.map((r) => `/media/avatars/${r.name}`)).toEqual([second.photoPath]);
    expect(second.photoPath).not.toBe(first.photoPath);
    const { dominant } = await sharp(Buffer.from(rows[0].content)).stats();
    expect(dominant.g).toBeGreaterThan(dominant.r);
    expect(await stagedProfilePhoto(customer.id)).toBeNull();
  });

  it("a save that fails after the photo was written leaves the old photo, the old profile and the kept photo as they were", async () => {
    const customer = await registerCustomer({ mobile: MOBILE, firstName: "Asha", lastName: null });
    const before = await updateCustomerProfile(customer.id, { pinCode: "411001" }, await photoOf(200, 0, 0));
    await stageProfilePhoto(customer.id, await photoOf(0, 0, 200), "kept.jpg");
    const counts = await tableCounts();
    // A day the database refuses, written after the photo: the whole save must roll back.
    await expect(updateCustomerProfile(customer.id, { pinCode: "411002", dob: "2042-13-45" }, await photoOf(0, 200, 0))).rejects.toThrow();

    expect(await findCustomerById(customer.id)).toMatchObject({ pinCode: "411001", photoPath: before.photoPath });
    const db = await getDb();
    const names = await db.selectFrom("profilePhotos").select("name").where("customerId", "=", customer.id).execute();
    expect(names.map((r) => `/media/avatars/${r.name}`)).toEqual([before.photoPath]);
    expect(await tableCounts()).toEqual(counts);
    expect((await stagedProfilePhoto(customer.id))?.originalName).toBe("kept.jpg");
  });

  it("are sent to their owner with Content-Length and an ETag, and a 304 when the owner has them", async () => {
    const customer = await registerCustomer({ mobile: MOBILE, firstName: "Asha", lastName: null });
    const photo = await photoOf(10, 120, 200);
    const url = (await updateCustomerProfile(customer.id, {}, photo)).photoPath!;
    const session = await getVisitorSession(new Request("http://localhost/"));
    session.set("phoneNumber", MOBILE);
    session.set("isLoggedIn", true);
    session.set("customerId", customer.id);
    const cookie = (await commitVisitorSession(session))!.split(";")[0];
    const get = (headers: Record<string, string> = {}) =>
      avatarLoader({
        request: new Request(`http://localhost${url}`, { headers: { Cookie: cookie, ...headers } }),
        params: { name: url.split("/").pop() },
        context: {},
      });

    const answer = await get();
    expect(answer.status).toBe(200);
    expect(answer.headers.get("Content-Type")).toBe("image/jpeg");
    expect(answer.headers.get("Content-Length")).toBe(String(photo.bytes.length));
    expect(answer.headers.get("ETag")).toBe(sha256(photo.bytes));
    expect(answer.headers.get("Cache-Control")).toBe("private, no-store");
    expect(Buffer.from(await answer.arrayBuffer()).equals(photo.bytes)).toBe(true);

    const again = await get({ "If-None-Match": answer.headers.get("ETag")! });
    expect(again.status).toBe(304);
    expect(again.body).toBeNull();
    expect(again.headers.get("Cache-Control")).toBe("private, no-store");
  });
});

describe("blog pictures in the database", () => {
  it("a publish stores each picture with the copies its srcset names and its link-preview JPEG", async () => {
    const wide = await received("wide.jpg", await photoLike(1800, 1200));
    const chart = await received(
      "chart.png",
      await sharp(await photoLike(900, 450))
        .png()
        .toBuffer(),
    );
    const logo = await received(
      "logo.svg",
      Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="40" height="20"><rect width="40" height="20"/></svg>'),
    );
    const { slug } = await saveBlog(adminId, blogData(), { mainImage: wide, contentImages: [chart, logo] });

    const db = await getDb();
    const blog = await db.selectFrom("blogs").select(["id", "mainImageUrl"]).where("slug", "=", slug).executeTakeFirstOrThrow();
    const files = await db
      .selectFrom("blogImageFiles")
      .select(["name", "width", "height", "contentType"])
      .where("blogId", "=", blog.id)
      .execute();
    const byUrl = Object.fromEntries(files.map((f) => [`/media/blog/${f.name}`, f]));
    const contentUrls = (await db.selectFrom("blogImages").select("contentUrl").where("blogId", "=", blog.id).orderBy("id").execute()).map(
      (r) => r.contentUrl,
    );
    expect(Object.keys(byUrl).sort()).toEqual([blog.mainImageUrl!, ...contentUrls].sort());
    expect(byUrl[blog.mainImageUrl!]).toMatchObject({ width: 1800, height: 1200, contentType: "image/jpeg" });

    const variantsOf = async (url: string) =>
      db
        .selectFrom("blogImageVariants")
        .select(["kind", "width", "content"])
        .where("name", "=", url.replace("/media/blog/", ""))
        .orderBy("kind", "desc")
        .orderBy("width")
        .execute();
    const main = await variantsOf(blog.mainImageUrl!);
    expect(main.map((v) => `${v.kind}:${v.width}`)).toEqual([
      "width:320",
      "width:480",
      "width:640",
      "width:960",
      "width:1280",
      "width:1600",
      "share:1200",
    ]);
    for (const variant of main) {
      const meta = await sharp(Buffer.from(variant.content)).metadata();
      expect([meta.format, meta.width, meta.height]).toEqual(
        variant.kind === "share" ? ["jpeg", 1200, 630] : ["webp", variant.width, Math.round((variant.width * 2) / 3)],
      );
    }
    // 900 pixels wide: the widths below it, and 960 at its own width (never enlarged).
    const chartCopies = await variantsOf(contentUrls[0]);
    expect(chartCopies.map((v) => `${v.kind}:${v.width}`)).toEqual(["width:320", "width:480", "width:640", "width:960", "share:1200"]);
    expect((await sharp(Buffer.from(chartCopies[3].content)).metadata()).width).toBe(900);
    // An SVG is drawn into a PNG 1200 pixels wide, with copies like any picture.
    expect(contentUrls[1]).toMatch(/\.png$/);
    expect(byUrl[contentUrls[1]]).toMatchObject({ width: 1200, height: 600, contentType: "image/png" });
    const logoCopies = await variantsOf(contentUrls[1]);
    expect(logoCopies.map((v) => `${v.kind}:${v.width}`)).toEqual([
      "width:320",
      "width:480",
      "width:640",
      "width:960",
      "width:1280",
      "share:1200",
    ]);
  });

  it("a publish that fails after its pictures were written leaves no post, no picture and no copy", async () => {
    const counts = await tableCounts();
    const main = await received("main.jpg", await photoLike(640, 480));
    // A day the database refuses stands in for any failure inside the transaction.
    await expect(saveBlog(adminId, blogData({ scheduleDate: "2042-13-45" }), { mainImage: main, contentImages: [main] })).rejects.toThrow();
    expect(await tableCounts()).toEqual(counts);
    const db = await getDb();
    expect(await db.selectFrom("blogs").select("id").where("heading", "like", `${PREFIX}%`).execute()).toEqual([]);
  });

  it("deleting a post deletes its pictures and their copies with it", async () => {
    const counts = await tableCounts();
    const main = await received("main.jpg", await photoLike(640, 480));
    const { slug } = await saveBlog(adminId, blogData(), { mainImage: main, contentImages: [main] });
    expect((await tableCounts()).files).toBe(counts.files + 2);
    const db = await getDb();
    await db.deleteFrom("blogs").where("slug", "=", slug).execute();
    expect(await tableCounts()).toEqual(counts);
  });

  it("are sent in slices with Content-Length and an ETag, and a 304 when the client has them", async () => {
    // Noise does not compress: a PNG of several slices.
    const noise = await sharp(crypto.randomBytes(600 * 400 * 3), { raw: { width: 600, height: 400, channels: 3 } })
      .png()
      .toBuffer();
    const image = await received("noise.png", noise);
    expect(image.bytes.length).toBeGreaterThan(2 * SLICE_BYTES);
    const { slug } = await saveBlog(adminId, blogData({ htmlContent: "<p>Noise</p>" }), { mainImage: image, contentImages: [] });
    const db = await getDb();
    const url = (await db.selectFrom("blogs").select("mainImageUrl").where("slug", "=", slug).executeTakeFirstOrThrow()).mainImageUrl!;
    const name = url.split("/").pop()!;
    const get = async (query = "", headers: Record<string, string> = {}) =>
      (await blogMediaLoader({ request: new Request(`http://localhost${url}${query}`, { headers }), params: { name }, context: {} }).catch(
        (r: Response) => r,
      )) as Response;

    const answer = await get();
    expect(answer.status).toBe(200);
    expect(answer.headers.get("Content-Length")).toBe(String(image.bytes.length));
    expect(answer.headers.get("ETag")).toBe(sha256(image.bytes));
    expect(answer.headers.get("Cache-Control")).toBe("public, max-age=31536000, immutable");
    expect(answer.headers.get("Content-Security-Policy")).toContain("sandbox");
    expect(Buffer.from(await answer.arrayBuffer()).equals(Buffer.from(image.bytes))).toBe(true);

    for (const ifNoneMatch of [answer.headers.get("ETag")!, `"other", W/${answer.headers.get("ETag")}`, "*"]) {
      const again = await get("", { "If-None-Match": ifNoneMatch });
      expect(again.status, ifNoneMatch).toBe(304);
      expect(again.headers.get("ETag")).toBe(answer.headers.get("ETag"));
      expect(again.headers.get("Content-Security-Policy")).toContain("sandbox");
    }
    expect((await get("", { "If-None-Match": '"something else"' })).status).toBe(200);

    // A copy has an ETag of its own; a width above the picture's answers it at its own width.
    const copy = await get("?w=1600");
    expect(copy.status).toBe(200);
    const bytes = Buffer.from(await copy.arrayBuffer());
    expect(copy.headers.get("Content-Length")).toBe(String(bytes.length));
    expect(copy.headers.get("ETag")).toBe(sha256(bytes));
    expect((await sharp(bytes).metadata()).width).toBe(600);
    expect((await get("?w=1600", { "If-None-Match": copy.headers.get("ETag")! })).status).toBe(304);
    expect((await get("?w=500")).status).toBe(404);
  });
});
