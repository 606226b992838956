import sharp from "sharp";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";

import { BLOG_AUTHORS, MAX_CONTENT_IMAGES } from "~/domain/blog-upload";
import { saveBlog, stageBlogImages, stagedBlogImages } from "~/features/admin/blog-admin.server";
import { action, loader } from "~/features/admin/pages/blogupload";
import { FORM_ERROR } from "~/forms/validation";
import { completeAdminSignIn } from "~/infra/admin-session.server";
import { listBlogImageFiles, readBlogImage } from "~/infra/blog-image-storage.server";
import { getDb } from "~/infra/db.server";
import { adminWords } from "~/locales/en/admin";
import { upsertAdmin } from "~/services/admin-accounts.server";
import { invalidateBlogCache } from "~/services/blogs.server";
import { purgeExpiredRecords } from "~/services/retention.server";

// Images that passed while a field failed are kept for the administrator's next try.

const DAY = "2042-04-14";
const PREFIX = "Kept images itest";
const HOUR = 3600_000;
const pngOf = (r: number, g: number, b: number) =>
  sharp({ create: { width: 2, height: 2, channels: 3, background: { r, g, b } } })
    .png()
    .toBuffer();
const pixelsOf = (bytes: Uint8Array) => sharp(bytes).ensureAlpha().raw().toBuffer();

type Upload = { field: "mainImageFile" | "contentFiles"; name: string; bytes: Buffer | string };
let adminId: number;
let cookie: string;
let red: Buffer, green: Buffer, blue: Buffer, grey: Buffer;

function uploadRequest(fields: Record<string, string>, files: Upload[] = []) {
  const form = new FormData();
  const all = {
    language: "en",
    mainHeading: `${PREFIX} main heading`,
    heading: `${PREFIX} Jupiter`,
    article: BLOG_AUTHORS[0],
    customAuthor: "",
    startDate: "",
    endDate: "",
    scheduleDate: DAY,
    mainDescription: "",
    htmlContent: '<p>Body</p><img src="content-1" alt="one">',
    metaTags: "",
    ...fields,
  };
  for (const [name, value] of Object.entries(all)) form.append(name, value);
  for (const file of files)
    form.append(file.field, new File([typeof file.bytes === "string" ? file.bytes : Uint8Array.from(file.bytes)], file.name));
  return new Request("http://localhost/admin/blogupload", { method: "POST", body: form, headers: { Cookie: cookie } });
}
const args = (request: Request) => ({ request, params: {}, context: {} });
const post = async (fields: Record<string, string>, files: Upload[] = []) => (await action(args(uploadRequest(fields, files)))) as Response;
/** HTML the public page could not show: a field error the browser cannot judge. */
const EMPTY_HTML = { htmlContent: "<script>alert(1)</script>" };

async function savedBlog() {
  const db = await getDb();
  const blog = await db.selectFrom("blogs").selectAll().where("heading", "like", `${PREFIX}%`).executeTakeFirstOrThrow();
  const images = await db
    .selectFrom("blogImages")
    .select(["contentKey", "contentUrl"])
    .where("blogId", "=", blog.id)
    .orderBy("id")
    .execute();
  return { blog, images };
}
async function picture(url: string) {
  const image = await readBlogImage(url.replace("/media/blog/", ""));
  if (!image) throw new Error(`no stored file for ${url}`);
  return pixelsOf(image.bytes);
}
async function stagedRows() {
  const db = await getDb();
  return db
    .selectFrom("stagedBlogImages")
    .select(["role", "position", "originalName"])
    .where("adminId", "=", adminId)
    .orderBy("role")
    .orderBy("position")
    .execute();
}

async function clean() {
  const db = await getDb();
  await db.deleteFrom("blogs").where("heading", "like", `${PREFIX}%`).execute();
  await db.deleteFrom("stagedBlogImages").where("adminId", "=", adminId).execute();
  invalidateBlogCache();
}

beforeAll(async () => {
  ({ id: adminId } = await upsertAdmin("blog-kept-itest@example.in", "a long test password"));
  cookie = (await completeAdminSignIn(new Request("http://localhost/"), adminId)).split(";")[0];
  [red, green, blue, grey] = await Promise.all([pngOf(200, 0, 0), pngOf(0, 200, 0), pngOf(0, 0, 200), pngOf(90, 90, 90)]);
});
beforeEach(clean);
afterAll(clean);

describe("blog images kept after a field error", () => {
  it("keeps the images that passed, names them with their keys, and the next post uses them without choosing again", async () => {
    const files = await listBlogImageFiles();
    const refused = await post(EMPTY_HTML, [
      { field: "mainImageFile", name: "main.png", bytes: red },
      { field: "contentFiles", name: "first.png", bytes: green },
      { field: "contentFiles", name: "notes.png", bytes: "not a picture" },
    ]);
    expect(refused.status).toBe(422);
    const body = await refused.json();
    expect(body.fieldErrors).toEqual({
      htmlContent: adminWords.blogUpload.htmlNothingLeft,
      [FORM_ERROR]: adminWords.blogUpload.imagesKept,
    });
    expect(body.kept).toMatchObject({ main: "main.png", content: ["first.png"] });
    expect(body.skipped).toEqual([{ fileName: "notes.png", reason: adminWords.blogUpload.skipReasons.notImage }]);
    // Kept in the database, not as public files.
    expect(await listBlogImageFiles()).toEqual(files);
    // A fresh visit shows them too: the next post would use them.
    const page = (await loader(args(new Request("http://localhost/admin/blogupload", { headers: { Cookie: cookie } })))) as Response;
    expect((await page.json()).kept).toMatchObject({ main: "main.png", content: ["first.png"] });

    const saved = await post({});
    expect(saved.status).toBe(302);
    const { blog, images } = await savedBlog();
    expect(await picture(blog.mainImageUrl!)).toEqual(await pixelsOf(red));
    expect(images.map((i) => i.contentKey)).toEqual(["content-1"]);
    expect(await picture(images[0].contentUrl)).toEqual(await pixelsOf(green));
    // Taken by the save, in its transaction.
    expect(await stagedRows()).toEqual([]);
  });

  it("numbers newly chosen content images after the kept ones, and a new main image replaces the kept one", async () => {
    await post(EMPTY_HTML, [
      { field: "mainImageFile", name: "main.png", bytes: red },
      { field: "contentFiles", name: "first.png", bytes: green },
      { field: "contentFiles", name: "second.png", bytes: blue },
    ]);
    const again = await (await post(EMPTY_HTML, [{ field: "contentFiles", name: "third.png", bytes: grey }])).json();
    expect(again.kept).toMatchObject({ main: "main.png", content: ["first.png", "second.png", "third.png"] });

    expect(
      (
        await post({}, [
          { field: "mainImageFile", name: "new-main.png", bytes: grey },
          { field: "contentFiles", name: "fourth.png", bytes: red },
        ])
      ).status,
    ).toBe(302);
    const { blog, images } = await savedBlog();
    expect(await picture(blog.mainImageUrl!)).toEqual(await pixelsOf(grey));
    expect(images.map((i) => i.contentKey)).toEqual(["content-1", "content-2", "content-3", "content-4"]);
    const pictures = await Promise.all(images.map((i) => picture(i.contentUrl)));
    expect(pictures).toEqual(await Promise.all([green, blue, grey, red].map(pixelsOf)));
  });

  it("a post with nothing new leaves the kept images as they were", async () => {
    const first = await (await post(EMPTY_HTML, [{ field: "contentFiles", name: "first.png", bytes: green }])).json();
    const second = await (await post(EMPTY_HTML)).json();
    expect(second.kept).toEqual(first.kept);
    expect(second.fieldErrors[FORM_ERROR]).toBe(adminWords.blogUpload.imagesKept);
  });

  it("'Discard the kept images' drops them: with a field error only the new ones are kept, and a save uses none", async () => {
    await post(EMPTY_HTML, [
      { field: "mainImageFile", name: "main.png", bytes: red },
      { field: "contentFiles", name: "first.png", bytes: green },
    ]);
    const replaced = await (
      await post({ ...EMPTY_HTML, discardKept: "yes" }, [{ field: "contentFiles", name: "other.png", bytes: blue }])
    ).json();
    expect(replaced.kept).toMatchObject({ main: null, content: ["other.png"] });
    expect(await stagedRows()).toEqual([{ role: "content", position: 0, originalName: "other.png" }]);

    const none = await (await post({ ...EMPTY_HTML, discardKept: "yes" })).json();
    expect(none.kept).toBeNull();
    expect(none.fieldErrors[FORM_ERROR]).toBeUndefined();
    expect(await stagedRows()).toEqual([]);

    await post(EMPTY_HTML, [{ field: "contentFiles", name: "first.png", bytes: green }]);
    expect((await post({ htmlContent: "<p>Body</p>", discardKept: "yes" })).status).toBe(302);
    const { blog, images } = await savedBlog();
    expect(blog.mainImageUrl).toBeNull();
    expect(images).toEqual([]);
    expect(await stagedRows()).toEqual([]);
  });

  it("keeps them when the save fails (one transaction), and holds at most the content image limit", async () => {
    await post(EMPTY_HTML, [{ field: "contentFiles", name: "first.png", bytes: green }]);
    // A day the database refuses stands in for any failure inside the save.
    const kept = (await stagedBlogImages(adminId))!;
    const data = {
      language: "en" as const,
      mainHeading: `${PREFIX} failing`,
      heading: `${PREFIX} failing`,
      author: BLOG_AUTHORS[0],
      startDate: null,
      endDate: null,
      scheduleDate: "2042-13-45",
      mainDescription: null,
      htmlContent: "<p>Body</p>",
      keywords: [],
    };
    await expect(saveBlog(adminId, data, kept)).rejects.toThrow();
    expect((await stagedRows()).map((r) => r.originalName)).toEqual(["first.png"]);

    const many = Array.from({ length: 30 }, (_, i) => ({ field: "contentFiles" as const, name: `n${i}.png`, bytes: blue }));
    const body = await (await post(EMPTY_HTML, many)).json();
    expect(body.kept.content).toHaveLength(30);
    expect(body.kept.content[0]).toBe("first.png");
    expect(body.skipped).toEqual([{ fileName: "n29.png", reason: adminWords.blogUpload.skipReasons.tooMany(MAX_CONTENT_IMAGES) }]);
  });

  it("the retention purge drops kept images after an hour, and leaves fresh ones", async () => {
    const now = new Date("2042-04-14T10:00:00Z");
    const image = { fileName: "old.png", type: "png" as const, bytes: new Uint8Array(red) };
    await stageBlogImages(adminId, { mainImage: image, contentImages: [image] }, new Date(now.getTime() - 2 * HOUR));
    expect(await stagedBlogImages(adminId, now)).toBeNull();
    const counts = await purgeExpiredRecords(now);
    expect(counts.stagedBlogImages).toBeGreaterThanOrEqual(2);
    expect(await stagedRows()).toEqual([]);

    await stageBlogImages(
      adminId,
      { mainImage: null, contentImages: [{ ...image, fileName: "fresh.png" }] },
      new Date(now.getTime() - HOUR / 2),
    );
    await purgeExpiredRecords(now);
    expect((await stagedBlogImages(adminId, now))?.kept.content).toEqual(["fresh.png"]);
  });
});
