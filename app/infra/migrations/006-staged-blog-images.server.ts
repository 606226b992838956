import { type Kysely, sql } from "kysely";

// The blog images that passed while a field of the upload form failed wait here, so the
// administrator fixes the field without choosing them again. One set per administrator,
// replaced by each new set, taken by the next save, and dropped after an hour by the
// retention purge (services/retention).
export async function up(db: Kysely<unknown>) {
  await sql`
    create table staged_blog_images (
      id serial primary key,
      admin_id integer not null references admins(id) on delete cascade,
      role text not null check (role in ('main', 'content')),
      position integer not null,
      original_name text not null,
      image_type text not null,
      content bytea not null,
      created_at timestamptz not null default now(),
      unique (admin_id, role, position)
    );
    create index staged_blog_images_created_idx on staged_blog_images (created_at);
  `.execute(db);
}
