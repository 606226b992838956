import { afterAll, beforeEach, describe, expect, it } from "vitest";

import { getDb } from "~/infra/db.server";
import { getPublishedBlog, invalidateBlogCache, listPublishedBlogs } from "~/services/blogs.server";

// Far-future days keep these rows apart from any demo content in the same database.
const TODAY = "2040-06-15";
const PREFIX = "itest-blog-";

async function addBlog(n: number, scheduleDate: string, extra: Partial<{ htmlContent: string; metaTags: string[] }> = {}) {
  const db = await getDb();
  return db
    .insertInto("blogs")
    .values({
      slug: `${PREFIX}${n}`,
      heading: `Heading ${n}`,
      mainHeading: `Main heading ${n}`,
      article: "Dr. Test",
      scheduleDate,
      htmlContent: extra.htmlContent ?? `<p>Body ${n}</p>`,
      metaTags: JSON.stringify(extra.metaTags ?? []),
    })
    .returning("id")
    .executeTakeFirstOrThrow();
}

async function clean() {
  const db = await getDb();
  await db.deleteFrom("blogs").where("slug", "like", `${PREFIX}%`).execute();
  await db.deleteFrom("blogs").where("scheduleDate", ">", "2039-01-01").execute();
  invalidateBlogCache();
}

beforeEach(clean);
afterAll(clean);

describe("blogs", () => {
  it("lists published blogs newest first, 16 a page, leaving out future ones", async () => {
    const db = await getDb();
    const before = (await listPublishedBlogs(TODAY)).total;
    for (let i = 1; i <= 18; i++) await addBlog(i, `2040-05-${String(i).padStart(2, "0")}`);
    await addBlog(99, "2040-06-16");
    invalidateBlogCache();
    const first = await listPublishedBlogs(TODAY);
    expect(first.total).toBe(before + 18);
    expect(first.items).toHaveLength(16);
    expect(first.items[0].slug).toBe(`${PREFIX}18`);
    expect(first.items.map((b) => b.slug)).not.toContain(`${PREFIX}99`);
    const second = await listPublishedBlogs(TODAY, 2);
    expect(second.items[0].slug).toBe(`${PREFIX}2`);
    expect(await db.selectFrom("blogs").select("id").where("slug", "=", `${PREFIX}99`).execute()).toHaveLength(1);
  });

  it("a future article is not found until its day", async () => {
    await addBlog(1, "2040-06-16");
    expect(await getPublishedBlog(`${PREFIX}1`, TODAY)).toBeNull();
    expect(await getPublishedBlog(`${PREFIX}1`, "2040-06-16")).not.toBeNull();
  });

  it("serves the article sanitised, with stored image URLs and allow-listed meta tags", async () => {
    const { id } = await addBlog(1, "2040-06-01", {
      htmlContent: `<p>Hi</p><script>alert(1)</script><img src="content-1" onerror="alert(1)">`,
      metaTags: ["<title>Custom title</title>", '<meta http-equiv="refresh" content="0">', '<meta name="description" content="D">'],
    });
    const db = await getDb();
    await db.insertInto("blogImages").values({ blogId: id, contentKey: "content-1", contentUrl: "/images/x.svg" }).execute();
    const article = await getPublishedBlog(`${PREFIX}1`, TODAY);
    expect(article?.html).toContain('src="/images/x.svg"');
    expect(article?.html).not.toMatch(/script|onerror/);
    expect(article?.meta).toEqual({ title: "Custom title", tags: [{ name: "description", content: "D" }] });
  });

  it("an upload shows at once after the cache is dropped", async () => {
    expect(await getPublishedBlog(`${PREFIX}7`, TODAY)).toBeNull();
    await addBlog(7, "2040-06-01");
    invalidateBlogCache();
    expect((await getPublishedBlog(`${PREFIX}7`, TODAY))?.mainHeading).toBe("Main heading 7");
  });
});
