import fs from "node:fs";
import http from "node:http";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";

import sharp from "sharp";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";

import { BLOG_AUTHORS, TYPE_NEW } from "~/domain/blog-upload";
import { blogUploadReceiver, saveBlog } from "~/features/admin/blog-admin.server";
import { action, loader } from "~/features/admin/pages/blogupload";
import { loader as mediaLoader } from "~/features/blogs/pages/media.blog.$name.server";
import { blogUploadValidator } from "~/forms/blog-upload";
import { FORM_ERROR } from "~/forms/validation";
import { completeAdminSignIn } from "~/infra/admin-session.server";
import { listBlogImageFiles, readBlogImage } from "~/infra/blog-image-storage.server";
import { getDb } from "~/infra/db.server";
import { receiveUpload } from "~/infra/form-data.server";
import { adminWords } from "~/locales/en/admin";
import { upsertAdmin } from "~/services/admin-accounts.server";
import { getPublishedBlog, invalidateBlogCache, listPublishedBlogs } from "~/services/blogs.server";

import { bmp24, carriesGps, jpegWithGps } from "../support/images";
import { validate } from "../support/validate";

// Far-future days and a heading prefix keep these rows apart from any other test's.
const DAY = "2042-03-10";
const PREFIX = "Blog admin itest";
const PNG = Buffer.from("iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==", "base64");
const HOSTILE_SVG = `<?xml version="1.0"?>
<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" viewBox="0 0 10 10" onload="alert('load')">
  <script>alert('script')</script>
  <style>&lt;/style&gt;&lt;script&gt;alert('style')&lt;/script&gt;</style>
  <foreignObject width="10" height="10"><body xmlns="http://www.w3.org/1999/xhtml"><iframe src="https://evil.example/"></iframe></body></foreignObject>
  <a xlink:href="javascript:alert('link')"><rect width="4" height="4" fill="#b45309"/></a>
  <set attributeName="href" to="javascript:alert('set')"/>
  <use href="https://evil.example/sprite.svg#icon"/>
  <rect width="2" height="2" style="fill:url(https://evil.example/track.png)"/>
  <linearGradient id="glow"><stop offset="0" stop-color="#fff"/></linearGradient>
  <circle cx="5" cy="5" r="4" fill="url(#glow)" onclick="alert('click')"/>
</svg>`;

type Upload = { field: "mainImageFile" | "contentFiles"; name: string; bytes: Buffer | string };

/** The picture itself (decoded RGBA pixels), whatever its encoding: stored images are re-encoded. */
const pixelsOf = (bytes: Uint8Array) => sharp(bytes).ensureAlpha().raw().toBuffer();
let adminId: number;

function uploadRequest(fields: Record<string, string>, files: Upload[] = [], cookie?: string) {
  const form = new FormData();
  const all = {
    language: "en",
    mainHeading: `${PREFIX} main heading`,
    heading: `${PREFIX} Saturn Transit`,
    article: BLOG_AUTHORS[1],
    customAuthor: "",
    startDate: "",
    endDate: "",
    scheduleDate: DAY,
    mainDescription: "A short description.",
    htmlContent: "<p>Body</p>",
    metaTags: "saturn, career",
    ...fields,
  };
  for (const [name, value] of Object.entries(all)) form.append(name, value);
  for (const file of files)
    form.append(
      file.field,
      new File([typeof file.bytes === "string" ? file.bytes : Uint8Array.from(file.bytes)], file.name, {
        type: "application/octet-stream",
      }),
    );
  return new Request("http://localhost/admin/blogupload", { method: "POST", body: form, headers: cookie ? { Cookie: cookie } : {} });
}

/** What the route's action does after the admin check: read, validate, save. */
async function upload(fields: Record<string, string> = {}, files: Upload[] = []) {
  const post = await receiveUpload(uploadRequest(fields, files), blogUploadReceiver());
  const result = await validate(blogUploadValidator, post.form);
  if (!result.data) throw new Error(`invalid form: ${JSON.stringify(result.fieldErrors)}`);
  return { post, saved: await saveBlog(adminId, result.data, post) };
}

async function storedBlog(slug: string) {
  const db = await getDb();
  const blog = await db.selectFrom("blogs").selectAll().where("slug", "=", slug).executeTakeFirstOrThrow();
  const images = await db
    .selectFrom("blogImages")
    .select(["contentKey", "contentUrl"])
    .where("blogId", "=", blog.id)
    .orderBy("id")
    .execute();
  return { blog, images };
}

async function storedBytes(url: string) {
  const image = await readBlogImage(url.replace("/media/blog/", ""));
  if (!image) throw new Error(`no stored file for ${url}`);
  return image;
}

async function clean() {
  const db = await getDb();
  await db.deleteFrom("blogs").where("heading", "like", `${PREFIX}%`).execute();
  // A form with errors keeps the images that passed; the next test starts without them.
  if (adminId) await db.deleteFrom("stagedBlogImages").where("adminId", "=", adminId).execute();
  invalidateBlogCache();
}

beforeAll(async () => {
  ({ id: adminId } = await upsertAdmin("blog-admin-itest@example.in", "a long test password"));
});
beforeEach(clean);
afterAll(clean);

describe("blog upload", () => {
  it("saves a post with a unique slug, sanitised HTML, keyed images and meta tags, listed from its schedule date", async () => {
    const html = `<p>Read on.</p><script>alert(1)</script><img src="content-1" alt="Rings" onerror="alert(1)">
      <a href="javascript:alert(1)">x</a><img src="content-2" alt="Second">`;
    const first = await upload({ htmlContent: html }, [
      { field: "mainImageFile", name: "main.png", bytes: PNG },
      { field: "contentFiles", name: "one.png", bytes: PNG },
      { field: "contentFiles", name: "two.jpg", bytes: PNG },
    ]);
    const second = await upload();
    expect(first.saved).toEqual({ slug: "blog-admin-itest-saturn-transit", contentKeys: ["content-1", "content-2"] });
    expect(second.saved.slug).toBe("blog-admin-itest-saturn-transit-2");

    const { blog, images } = await storedBlog(first.saved.slug);
    expect(blog.htmlContent).toContain("<p>Read on.</p>");
    expect(blog.htmlContent).not.toMatch(/<script|onerror|javascript:/i);
    expect(blog.article).toBe(BLOG_AUTHORS[1]);
    expect(blog.metaTags).toEqual([
      `<title>${PREFIX} Saturn Transit</title>`,
      '<meta name="description" content="A short description.">',
      '<meta name="keywords" content="saturn, career">',
    ]);
    expect(images.map((i) => i.contentKey)).toEqual(["content-1", "content-2"]);
    for (const url of [blog.mainImageUrl!, ...images.map((i) => i.contentUrl)]) {
      expect(url).toMatch(/^\/media\/blog\/[a-f0-9]{32}\.png$/);
      expect(await pixelsOf((await storedBytes(url)).bytes)).toEqual(await pixelsOf(PNG));
    }

    const slugsOn = async (today: string) => (await listPublishedBlogs(today, 1, 100)).items.map((b) => b.slug);
    expect(await slugsOn("2042-03-09")).not.toContain(first.saved.slug);
    expect(await slugsOn(DAY)).toEqual(expect.arrayContaining([first.saved.slug, second.saved.slug]));
    const article = await getPublishedBlog(first.saved.slug, DAY);
    expect(article?.html).toContain(`src="${images[0].contentUrl}"`);
    expect(article?.html).toContain(`src="${images[1].contentUrl}"`);
    expect(article?.meta.title).toBe(`${PREFIX} Saturn Transit`);

    const db = await getDb();
    const audits = await db
      .selectFrom("auditLog")
      .selectAll()
      .where("action", "=", "blog.upload")
      .where("targetId", "=", first.saved.slug)
      .execute();
    expect(audits).toHaveLength(1);
    expect(audits[0]).toMatchObject({ adminId, targetType: "blog" });
  });

  it("drops the public cache, so a post dated today shows at once", async () => {
    const before = await listPublishedBlogs(DAY);
    const { saved } = await upload();
    expect(before.items.map((b) => b.slug)).not.toContain(saved.slug);
    expect((await listPublishedBlogs(DAY)).items.map((b) => b.slug)).toContain(saved.slug);
  });

  it("lists a post written in Hindi on the Hindi edition only, and its article says so", async () => {
    const hindi = await upload({ language: "hi", heading: `${PREFIX} शनि गोचर`, mainHeading: `${PREFIX} शनि का गोचर` });
    const english = await upload();
    const slugsIn = async (language: "en" | "hi") => (await listPublishedBlogs(DAY, 1, 100, language)).items.map((b) => b.slug);
    expect(await slugsIn("hi")).toContain(hindi.saved.slug);
    expect(await slugsIn("hi")).not.toContain(english.saved.slug);
    expect(await slugsIn("en")).toContain(english.saved.slug);
    expect(await slugsIn("en")).not.toContain(hindi.saved.slug);
    expect((await storedBlog(hindi.saved.slug)).blog.language).toBe("hi");
    expect((await getPublishedBlog(hindi.saved.slug, DAY))?.language).toBe("hi");
  });

  it("uses the typed author for Type New", async () => {
    const { saved } = await upload({ article: TYPE_NEW, customAuthor: "Guest Jyotishi" });
    expect((await storedBlog(saved.slug)).blog.article).toBe("Guest Jyotishi");
  });

  it("draws an SVG into a PNG: nothing of its markup is kept and nothing outside it is loaded", async () => {
    // A picture at the file's own address and a server of ours: librsvg must load neither.
    const red = path.join(os.tmpdir(), `blog-admin-red-${process.pid}.png`);
    fs.writeFileSync(
      red,
      await sharp({ create: { width: 10, height: 10, channels: 3, background: "#ff0000" } })
        .png()
        .toBuffer(),
    );
    const asked: string[] = [];
    const listener = http.createServer((req, res) => (asked.push(req.url ?? ""), res.end()));
    await new Promise<void>((resolve) => listener.listen(0, "127.0.0.1", resolve));
    const port = (listener.address() as AddressInfo).port;
    const svg = HOSTILE_SVG.replace(
      "</svg>",
      `<image href="file://${red}" x="0" y="0" width="10" height="10"/>
  <image href="http://127.0.0.1:${port}/fetched.png" x="0" y="0" width="10" height="10"/>
  <rect width="1" height="1" style="fill:u\\72l(http://127.0.0.1:${port}/escaped.png)"/>
</svg>`,
    );
    try {
      const { saved } = await upload({}, [{ field: "contentFiles", name: "drawing.svg", bytes: svg }]);
      const { images } = await storedBlog(saved.slug);
      expect(images).toHaveLength(1);
      expect(images[0].contentUrl).toMatch(/\.png$/);
      const stored = await storedBytes(images[0].contentUrl);
      const text = Buffer.from(stored.bytes).toString("latin1");
      expect(text).not.toMatch(/<svg|script|alert|evil\.example|127\.0\.0\.1/i);

      // The drawing itself: the 10-unit view box drawn 1200 pixels wide, the circle in its middle.
      const { data, info } = await sharp(stored.bytes).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
      expect([info.width, info.height]).toEqual([1200, 1200]);
      const at = (x: number, y: number) => [...data.subarray((y * info.width + x) * 4, (y * info.width + x) * 4 + 4)];
      expect(at(600, 600)).toEqual([255, 255, 255, 255]); // the gradient's white fills the circle
      expect(at(420, 100)).toEqual([0xb4, 0x53, 0x09, 255]); // the link's brown square, kept as pixels
      expect(at(30, 1150)).not.toEqual([255, 0, 0, 255]); // the file on disk was not drawn
      expect(asked).toEqual([]);

      const response = await mediaLoader({
        params: { name: images[0].contentUrl.split("/").pop()! },
        request: new Request("http://localhost/"),
        context: {},
      });
      expect(response.headers.get("Content-Type")).toBe("image/png");
      expect(response.headers.get("X-Content-Type-Options")).toBe("nosniff");
    } finally {
      listener.close();
      fs.rmSync(red, { force: true });
    }
  });

  it("skips a text file named .png and files over 5 MB, naming them, and keys the rest in order", async () => {
    const { post, saved } = await upload({}, [
      { field: "mainImageFile", name: "huge.png", bytes: Buffer.alloc(5 * 1024 * 1024 + 1) },
      { field: "contentFiles", name: "notes.png", bytes: "These are my notes, not a picture." },
      { field: "contentFiles", name: "real.png", bytes: PNG },
    ]);
    expect(post.skipped).toEqual([
      { fileName: "huge.png", reason: adminWords.blogUpload.skipReasons.tooLarge },
      { fileName: "notes.png", reason: adminWords.blogUpload.skipReasons.notImage },
    ]);
    const { blog, images } = await storedBlog(saved.slug);
    expect(blog.mainImageUrl).toBeNull();
    expect(images.map((i) => i.contentKey)).toEqual(["content-1"]);
    expect(await pixelsOf((await storedBytes(images[0].contentUrl)).bytes)).toEqual(await pixelsOf(PNG));
  });

  it("stores raster images re-encoded: no EXIF or GPS, nothing appended, BMP and TIFF as PNG", async () => {
    const hidden = Buffer.from("<?php system($_GET['c']); ?>");
    const photo = await jpegWithGps();
    const rgb = Buffer.from([255, 0, 0, 0, 255, 0, 0, 0, 255, 255, 255, 255, 10, 20, 30, 200, 100, 50]);
    const tiff = await sharp(rgb, { raw: { width: 3, height: 2, channels: 3 } })
      .tiff({ compression: "lzw" })
      .toBuffer();
    const { post, saved } = await upload({}, [
      { field: "mainImageFile", name: "photo.jpg", bytes: Buffer.concat([photo, hidden]) },
      { field: "contentFiles", name: "chart.bmp", bytes: bmp24(3, 2, rgb) },
      { field: "contentFiles", name: "scan.tiff", bytes: tiff },
      { field: "contentFiles", name: "broken.jpg", bytes: Buffer.concat([photo.subarray(0, 200), Buffer.alloc(300, 0x41)]) },
    ]);
    expect(post.skipped).toEqual([{ fileName: "broken.jpg", reason: adminWords.blogUpload.skipReasons.notImage }]);
    const { blog, images } = await storedBlog(saved.slug);
    const main = Buffer.from((await storedBytes(blog.mainImageUrl!)).bytes);
    expect(blog.mainImageUrl).toMatch(/\.jpg$/);
    expect((await sharp(main).metadata()).exif).toBeUndefined();
    expect(await carriesGps(main)).toBe(false);
    expect(main.includes(hidden)).toBe(false);
    expect(images.map((i) => i.contentUrl)).toEqual([expect.stringMatching(/\.png$/), expect.stringMatching(/\.png$/)]);
    for (const image of images) {
      const stored = await storedBytes(image.contentUrl);
      expect(stored.contentType).toBe("image/png");
      expect(await sharp(stored.bytes).raw().toBuffer()).toEqual(rgb);
    }
  });

  it("removes the images it stored when the post cannot be saved", async () => {
    const before = await listBlogImageFiles();
    const post = await receiveUpload(uploadRequest({}, [{ field: "contentFiles", name: "a.png", bytes: PNG }]), blogUploadReceiver());
    const data = (await validate(blogUploadValidator, post.form)).data!;
    // A day the database refuses stands in for any failure after the files were written.
    await expect(saveBlog(adminId, { ...data, scheduleDate: "2042-13-45" }, post)).rejects.toThrow();
    expect(await listBlogImageFiles()).toEqual(before);
  });
});

describe("the blog upload page", () => {
  let cookie: string;
  beforeAll(async () => {
    cookie = (await completeAdminSignIn(new Request("http://localhost/"), adminId)).split(";")[0];
  });
  const args = (request: Request) => ({ request, params: {}, context: {} });

  it("refuses a post without an admin session", async () => {
    const response = await action(args(uploadRequest({}))).catch((thrown: unknown) => thrown);
    expect(response).toBeInstanceOf(Response);
    expect((response as Response).status).toBe(403);
  });

  it("answers a form with errors with each message and the typed values, and stores no file (the image is kept in the database)", async () => {
    const before = await listBlogImageFiles();
    const response = (await action(
      args(uploadRequest({ mainHeading: "", scheduleDate: "" }, [{ field: "contentFiles", name: "a.png", bytes: PNG }], cookie)),
    )) as Response;
    expect(response.status).toBe(422);
    const body = await response.json();
    expect(body.fieldErrors).toEqual({
      mainHeading: adminWords.blogUpload.mainHeadingRequired,
      scheduleDate: adminWords.blogUpload.scheduleDateRequired,
      [FORM_ERROR]: adminWords.blogUpload.imagesKept,
    });
    expect(body.repopulateFields).toMatchObject({ heading: `${PREFIX} Saturn Transit`, metaTags: "saturn, career" });
    expect(body.kept).toMatchObject({ main: null, content: ["a.png"] });
    expect(await listBlogImageFiles()).toEqual(before);
  });

  it("refuses a post without a language, or in a language the site has no edition in", async () => {
    for (const language of ["", "fr", "english"]) {
      const response = (await action(args(uploadRequest({ language }, [], cookie)))) as Response;
      expect(response.status).toBe(422);
      expect((await response.json()).fieldErrors).toEqual({ language: adminWords.contentLanguage.required });
    }
  });

  it("refuses HTML that has nothing left to show once sanitised", async () => {
    const response = (await action(args(uploadRequest({ htmlContent: "<script>alert(1)</script>" }, [], cookie)))) as Response;
    expect(response.status).toBe(422);
    expect((await response.json()).fieldErrors).toEqual({ htmlContent: adminWords.blogUpload.htmlNothingLeft });
  });

  it("redirects to the form after a save, which then shows the address, the keys and the skipped files once", async () => {
    const response = (await action(
      args(
        uploadRequest(
          {},
          [
            { field: "contentFiles", name: "one.png", bytes: PNG },
            { field: "contentFiles", name: "notes.png", bytes: "text" },
          ],
          cookie,
        ),
      ),
    )) as Response;
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe("/admin/blogupload");
    const setCookies = response.headers.getSetCookie();
    expect(setCookies.some((c) => c.startsWith("__flash="))).toBe(true);
    const receipt = setCookies.find((c) => c.startsWith("__blog_upload="))!.split(";")[0];

    const page = (await loader(
      args(new Request("http://localhost/admin/blogupload", { headers: { Cookie: `${cookie}; ${receipt}` } })),
    )) as Response;
    expect(page.headers.get("Cache-Control")).toBe("private, no-store");
    expect(page.headers.getSetCookie().some((c) => c.startsWith("__blog_upload=;"))).toBe(true);
    const { uploaded } = await page.json();
    expect(uploaded).toMatchObject({
      slug: "blog-admin-itest-saturn-transit",
      language: "en",
      scheduleDate: DAY,
      images: [{ key: "content-1", url: expect.stringMatching(/^\/media\/blog\//) }],
      skipped: [{ fileName: "notes.png", reason: adminWords.blogUpload.skipReasons.notImage }],
    });
  });
});
