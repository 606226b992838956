import fs from "node:fs/promises";
import path from "node:path";

import { type Kysely, sql } from "kysely";

import { BLOG_MEDIA_PREFIX } from "~/domain/blog-images";
import { BLOG_IMAGE_CONTENT_TYPES, type BlogImageType } from "~/domain/file-types";
import { CONTENT_TYPES, sniffFileType } from "~/domain/file-types";
import { prepareBlogImage, type PreparedBlogImage } from "~/infra/blog-image-variants.server";
import { env } from "~/infra/env.server";
import { logger } from "~/infra/logger.server";
import { contentDigest } from "~/infra/stored-files.server";

// Profile photos and blog pictures move from files under $DATA_DIR/uploads/public into the
// database, each owned by the row that names it (on delete cascade), and every blog picture
// gets its resized copies, made once here rather than on demand. The old
// files are removed only after the migration has committed (removeMovedFiles, called by
// migrateToLatest), so a failed run loses nothing. A file already gone is logged and skipped:
// a missing photo is cleared from its profile (the customer sees the default and may choose
// again); a missing blog picture keeps its address, which answers 404 as it did before.
// Files no row names (left by a save that failed before it could clean up) go too.

const AVATAR_PREFIX = "/media/avatars/";
const AVATAR_NAME = /^[a-f0-9]{32}\.(jpg|png|webp)$/;
const BLOG_NAME = /^[a-f0-9]{32}\.(jpg|png|gif|webp|bmp|tiff|svg)$/;
const BLOG_TYPE_BY_EXTENSION: Record<string, BlogImageType> = {
  jpg: "jpeg",
  png: "png",
  gif: "gif",
  webp: "webp",
  bmp: "bmp",
  tiff: "tiff",
  svg: "svg",
};

const moved: string[] = [];

function uploadsDir() {
  return path.join(env().dataDir, "uploads");
}

export async function up(db: Kysely<unknown>) {
  // What an earlier run in this process listed was rolled back with it.
  moved.length = 0;
  // Pictures do not compress: stored uncompressed (EXTERNAL), a slice of one reads only its pages.
  await sql`
    create table profile_photos (
      customer_id integer primary key references customers(id) on delete cascade,
      name text not null unique,
      content_type text not null,
      content bytea not null,
      byte_length integer not null,
      sha256 text not null,
      created_at timestamptz not null default now()
    );
    alter table profile_photos alter column content set storage external;
    create table blog_image_files (
      name text primary key,
      blog_id integer not null references blogs(id) on delete cascade,
      content_type text not null,
      content bytea not null,
      byte_length integer not null,
      sha256 text not null,
      width integer,
      height integer,
      created_at timestamptz not null default now()
    );
    alter table blog_image_files alter column content set storage external;
    create index blog_image_files_blog_idx on blog_image_files (blog_id);
    create table blog_image_variants (
      name text not null references blog_image_files(name) on delete cascade,
      kind text not null check (kind in ('width', 'share')),
      width integer not null,
      content_type text not null,
      content bytea not null,
      byte_length integer not null,
      sha256 text not null,
      primary key (name, kind, width)
    );
    alter table blog_image_variants alter column content set storage external;
  `.execute(db);

  const files = [...(await moveProfilePhotos(db)), ...(await moveBlogPictures(db))];
  moved.push(...files, ...(await unnamedFiles(new Set(files))));
}

async function moveProfilePhotos(db: Kysely<unknown>): Promise<string[]> {
  const dir = path.join(uploadsDir(), "public", "avatars");
  const customers = await sql<{ id: number; url: string }>`
    select id, photo_path as url from customers where photo_path like ${AVATAR_PREFIX + "%"} order by id
  `.execute(db);
  const files: string[] = [];
  let missing = 0;
  for (const customer of customers.rows) {
    const name = customer.url.slice(AVATAR_PREFIX.length);
    const file = AVATAR_NAME.test(name) ? path.join(dir, name) : null;
    const bytes = file ? await fs.readFile(file).catch(() => null) : null;
    const type = bytes ? sniffFileType(bytes) : null;
    if (!file || !bytes || (type !== "jpeg" && type !== "png" && type !== "webp")) {
      missing++;
      await sql`update customers set photo_path = null where id = ${customer.id}`.execute(db);
      continue;
    }
    await sql`
      insert into profile_photos (customer_id, name, content_type, content, byte_length, sha256)
      values (${customer.id}, ${name}, ${CONTENT_TYPES[type]}, ${bytes}, ${bytes.length}, ${contentDigest(bytes)})
    `.execute(db);
    files.push(file);
  }
  if (missing > 0)
    logger.warn("profile photo files missing when moving photos into the database; those profiles show the default photo", {
      dir,
      missing,
    });
  return files;
}

async function moveBlogPictures(db: Kysely<unknown>): Promise<string[]> {
  const dir = path.join(uploadsDir(), "public", "blog");
  const named = await sql<{ blogId: number; url: string }>`
    select id as blog_id, main_image_url as url from blogs where main_image_url like ${BLOG_MEDIA_PREFIX + "%"}
    union all
    select blog_id, content_url as url from blog_images where content_url like ${BLOG_MEDIA_PREFIX + "%"}
    order by blog_id
  `.execute(db);
  const files: string[] = [];
  const stored = new Set<string>();
  let missing = 0;
  for (const { blogId, url } of named.rows) {
    const name = url.slice(BLOG_MEDIA_PREFIX.length);
    // A picture belongs to the first post that names it (an upload is only ever named once).
    if (stored.has(name)) continue;
    const file = BLOG_NAME.test(name) ? path.join(dir, name) : null;
    const bytes = file ? await fs.readFile(file).catch(() => null) : null;
    if (!file || !bytes) {
      missing++;
      continue;
    }
    const type = BLOG_TYPE_BY_EXTENSION[name.split(".").pop()!];
    const image: PreparedBlogImage = await prepareBlogImage(bytes, type, name).catch((error: unknown) => {
      // A stored file sharp cannot read keeps no copies; its copies answered 404 before too.
      logger.warn("a blog picture could not be resized when moving it into the database", { name, error });
      return { name, url, contentType: BLOG_IMAGE_CONTENT_TYPES[type], bytes, sha256: contentDigest(bytes), size: null, variants: [] };
    });
    await sql`
      insert into blog_image_files (name, blog_id, content_type, content, byte_length, sha256, width, height)
      values (${name}, ${blogId}, ${image.contentType}, ${bytes}, ${bytes.length}, ${image.sha256},
        ${image.size?.width ?? null}, ${image.size?.height ?? null})
    `.execute(db);
    for (const variant of image.variants) {
      await sql`
        insert into blog_image_variants (name, kind, width, content_type, content, byte_length, sha256)
        values (${name}, ${variant.kind}, ${variant.width}, ${variant.contentType}, ${variant.bytes}, ${variant.bytes.length}, ${variant.sha256})
      `.execute(db);
    }
    stored.add(name);
    files.push(file);
  }
  if (missing > 0)
    logger.warn("blog picture files missing when moving pictures into the database; their addresses answer 404 as before", {
      dir,
      missing,
    });
  return files;
}

/** Stored files that no row names: never reachable by any address, so nothing is lost with them. */
async function unnamedFiles(named: Set<string>): Promise<string[]> {
  const unnamed: string[] = [];
  for (const [folder, pattern] of [
    ["avatars", AVATAR_NAME],
    ["blog", BLOG_NAME],
  ] as const) {
    const dir = path.join(uploadsDir(), "public", folder);
    for (const name of await fs.readdir(dir).catch(() => [])) {
      const file = path.join(dir, name);
      if (pattern.test(name) && !named.has(file)) unnamed.push(file);
    }
  }
  if (unnamed.length > 0) logger.info("stored files no row names are removed with the moved ones", { count: unnamed.length });
  return unnamed;
}

/** Deletes the files this process moved into the database, once that has committed. */
export async function removeMovedFiles(): Promise<void> {
  for (const file of moved.splice(0)) await fs.rm(file, { force: true });
  // Only empty folders go: anything else someone put there stays.
  for (const dir of [["public", "avatars"], ["public", "blog"], ["public"], []]) {
    await fs.rmdir(path.join(uploadsDir(), ...dir)).catch(() => undefined);
  }
}
