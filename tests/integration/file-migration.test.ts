import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";

import { Migrator, sql } from "kysely";
import sharp from "sharp";
import { afterAll, describe, expect, it } from "vitest";

import { type DB, openDatabase } from "~/infra/db.server";
import { env } from "~/infra/env.server";
import { migrateToLatest } from "~/infra/migrate.server";
import * as initialSchema from "~/infra/migrations/001-initial-schema.server";
import * as serverSessions from "~/infra/migrations/002-server-sessions.server";
import * as encryptedDocuments from "~/infra/migrations/003-encrypted-documents.server";
import * as otpSends from "~/infra/migrations/004-otp-sends.server";
import * as stagedProfilePhotos from "~/infra/migrations/005-staged-profile-photos.server";
import * as stagedBlogImages from "~/infra/migrations/006-staged-blog-images.server";
import * as filesInTheDatabase from "~/infra/migrations/007-files-in-the-database.server";

// A database from before uploads moved into it: profile photos and blog pictures as files
// under $DATA_DIR/uploads/public move into their tables, blog pictures get their copies, and
// the files are removed once that has committed. A file already gone does not stop the start.
// A throwaway database of its own (a schema of its own on PostgreSQL), migrated only up to
// that point first.

const opened: Array<{ db: DB; schema?: string }> = [];
afterAll(async () => {
  for (const { db, schema } of opened) {
    if (schema) await sql`drop schema if exists ${sql.id(schema)} cascade`.execute(db);
    await db.destroy();
  }
});

const BEFORE_007 = {
  "001-initial-schema": initialSchema,
  "002-server-sessions": serverSessions,
  "003-encrypted-documents": encryptedDocuments,
  "004-otp-sends": otpSends,
  "005-staged-profile-photos": stagedProfilePhotos,
  "006-staged-blog-images": stagedBlogImages,
};

/** A throwaway database (a schema of its own on PostgreSQL), migrated up to 006. */
async function databaseBefore007(): Promise<{ db: DB; schema?: string }> {
  const schema = process.env.DATABASE_URL ? `file_migration_${process.pid}_${crypto.randomBytes(4).toString("hex")}` : undefined;
  const db = await openDatabase(schema ? { url: process.env.DATABASE_URL, schema } : { pgliteDir: "memory://" });
  opened.push({ db, schema });
  if (schema) await sql`create schema ${sql.id(schema)}`.execute(db);
  const before = new Migrator({
    db,
    ...(schema ? { migrationTableSchema: schema } : {}),
    provider: { getMigrations: async () => BEFORE_007 },
  });
  expect((await before.migrateToLatest()).error).toBeUndefined();
  return { db, schema };
}

const digest = (bytes: Uint8Array) => crypto.createHash("sha256").update(bytes).digest("base64url");
const storedName = (ext: string) => `${crypto.randomBytes(16).toString("hex")}.${ext}`;

describe("moving photos and blog pictures into the database", () => {
  it("stores every named file with its digest and copies, removes the files, and skips the ones already gone", async () => {
    const { db, schema } = await databaseBefore007();

    const uploads = path.join(env().dataDir, "uploads");
    const avatars = path.join(uploads, "public", "avatars");
    const blog = path.join(uploads, "public", "blog");
    fs.mkdirSync(avatars, { recursive: true });
    fs.mkdirSync(blog, { recursive: true });
    const photo = await sharp({ create: { width: 32, height: 32, channels: 3, background: "#884422" } })
      .jpeg()
      .toBuffer();
    const main = await sharp(crypto.randomBytes(30 * 20 * 3), { raw: { width: 30, height: 20, channels: 3 } })
      .resize(1500, 1000)
      .jpeg()
      .toBuffer();
    const chart = await sharp({ create: { width: 400, height: 200, channels: 3, background: "#224488" } })
      .png()
      .toBuffer();
    const names = {
      photo: storedName("jpg"),
      lostPhoto: storedName("png"),
      main: storedName("jpg"),
      chart: storedName("png"),
      lostPicture: storedName("webp"),
      unnamed: storedName("png"),
    };
    fs.writeFileSync(path.join(avatars, names.photo), photo);
    fs.writeFileSync(path.join(blog, names.main), main);
    fs.writeFileSync(path.join(blog, names.chart), chart);
    // Left by a save that failed before it cleaned up: no row names it.
    fs.writeFileSync(path.join(blog, names.unnamed), chart);

    const customers = await sql<{ id: number; mobile: string }>`
      insert into customers (mobile, first_name, photo_path) values
        ('7000077701', 'With Photo', ${"/media/avatars/" + names.photo}),
        ('7000077702', 'Lost Photo', ${"/media/avatars/" + names.lostPhoto}),
        ('7000077703', 'Demo Photo', '/images/default-profile.svg')
      returning id, mobile
    `.execute(db);
    const customerId = (mobile: string) => customers.rows.find((c) => c.mobile === mobile)!.id;
    const blogs = await sql<{ id: number }>`
      insert into blogs (slug, heading, main_heading, main_image_url, article, schedule_date, html_content, meta_tags) values
        ('old-post', 'Old post', 'Old post', ${"/media/blog/" + names.main}, 'Author', '2026-01-01', '<img src="content-1">', '[]'),
        ('demo-post', 'Demo post', 'Demo post', '/images/blogs/1.svg', 'Author', '2026-01-01', '<p>x</p>', '[]')
      returning id
    `.execute(db);
    const postId = blogs.rows[0].id;
    await sql`
      insert into blog_images (blog_id, content_key, content_url) values
        (${postId}, 'content-1', ${"/media/blog/" + names.chart}),
        (${postId}, 'content-2', ${"/media/blog/" + names.lostPicture})
    `.execute(db);

    await migrateToLatest(db, schema);

    const photos = await db.selectFrom("profilePhotos").selectAll().execute();
    expect(photos.map((p) => [p.customerId, p.name, p.contentType, p.byteLength, p.sha256])).toEqual([
      [customerId("7000077701"), names.photo, "image/jpeg", photo.length, digest(photo)],
    ]);
    expect(Buffer.from(photos[0].content).equals(photo)).toBe(true);
    // The customer whose photo was already gone sees the default and may choose again.
    const paths = await db.selectFrom("customers").select(["mobile", "photoPath"]).orderBy("mobile").execute();
    expect(paths.map((c) => c.photoPath)).toEqual([`/media/avatars/${names.photo}`, null, "/images/default-profile.svg"]);

    const pictures = await db.selectFrom("blogImageFiles").selectAll().orderBy("width", "desc").execute();
    expect(pictures.map((p) => [p.name, p.blogId, p.contentType, p.width, p.height, p.sha256])).toEqual([
      [names.main, postId, "image/jpeg", 1500, 1000, digest(main)],
      [names.chart, postId, "image/png", 400, 200, digest(chart)],
    ]);
    expect(Buffer.from(pictures[1].content).equals(chart)).toBe(true);
    const copies = await db
      .selectFrom("blogImageVariants")
      .select(["name", "kind", "width"])
      .orderBy("name")
      .orderBy("kind", "desc")
      .orderBy("width")
      .execute();
    const copiesOf = (name: string) => copies.filter((c) => c.name === name).map((c) => `${c.kind}:${c.width}`);
    expect(copiesOf(names.main)).toEqual(["width:320", "width:480", "width:640", "width:960", "width:1280", "width:1600", "share:1200"]);
    expect(copiesOf(names.chart)).toEqual(["width:320", "width:480", "share:1200"]);
    // The lost picture keeps its address (it answered 404 before and still does).
    const contentUrls = await db.selectFrom("blogImages").select("contentUrl").where("blogId", "=", postId).orderBy("contentKey").execute();
    expect(contentUrls.map((c) => c.contentUrl)).toEqual([`/media/blog/${names.chart}`, `/media/blog/${names.lostPicture}`]);

    // The files went after the commit, the unnamed one too, and with them the empty folders.
    expect(fs.existsSync(uploads)).toBe(false);
  }, 60_000);

  it("a run that fails later keeps every file, and the next run moves them", async () => {
    const { db, schema } = await databaseBefore007();
    const avatars = path.join(env().dataDir, "uploads", "public", "avatars");
    fs.mkdirSync(avatars, { recursive: true });
    const name = storedName("png");
    const photo = await sharp({ create: { width: 8, height: 8, channels: 3, background: "#123456" } })
      .png()
      .toBuffer();
    fs.writeFileSync(path.join(avatars, name), photo);
    await sql`insert into customers (mobile, first_name, photo_path) values ('7000077711', 'Kept', ${"/media/avatars/" + name})`.execute(
      db,
    );

    // A later migration in the same run fails: the whole run rolls back, 007 with it.
    const failing = new Migrator({
      db,
      ...(schema ? { migrationTableSchema: schema } : {}),
      provider: {
        getMigrations: async () => ({
          ...BEFORE_007,
          "007-files-in-the-database": filesInTheDatabase,
          "008-fails": { up: async () => Promise.reject(new Error("a later migration fails")) },
        }),
      },
    });
    expect((await failing.migrateToLatest()).error).toBeDefined();
    expect(fs.readFileSync(path.join(avatars, name)).equals(photo)).toBe(true);
    const tables = await sql<{
      n: number;
    }>`select count(*)::int as n from information_schema.tables where table_name = 'profile_photos' and table_schema = current_schema()`.execute(
      db,
    );
    expect(tables.rows[0].n).toBe(0);

    await migrateToLatest(db, schema);
    const stored = await db.selectFrom("profilePhotos").select(["name", "content"]).execute();
    expect(stored.map((row) => row.name)).toEqual([name]);
    expect(Buffer.from(stored[0].content).equals(photo)).toBe(true);
    expect(fs.existsSync(path.join(avatars, name))).toBe(false);
  }, 60_000);
});
