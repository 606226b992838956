import { type Kysely, sql } from "kysely";

// The whole spec's data in one schema, so later features mostly add queries.
export async function up(db: Kysely<unknown>) {
  await sql`
    create table customers (
      id serial primary key,
      mobile text not null unique,
      first_name text not null,
      last_name text,
      gender text not null default 'M',
      dob date,
      time_of_birth text,
      birth_place text,
      email text not null default 'NA',
      socialmedia text,
      country text,
      country_id integer,
      birth_state text,
      birth_state_id integer,
      birth_city text,
      birth_city_id integer,
      pin_code text,
      latitude text,
      longitude text,
      photo_path text,
      status integer not null default 1,
      status_descp text,
      balance_amount integer not null default 0,
      allow_free_chat boolean not null default true,
      last_call_time timestamptz,
      last_astrologer_id integer,
      reg_date timestamptz not null default now(),
      last_update timestamptz not null default now()
    );

    create table astrologers (
      id serial primary key,
      mobile text not null unique,
      first_name text not null,
      last_name text,
      nick_name text,
      email text not null default 'NA',
      gender text not null default 'M',
      age integer not null default 18,
      address text,
      country text,
      country_id integer,
      state text,
      state_id integer,
      city text,
      city_id integer,
      pin_code text,
      language text not null default 'ENGLISH',
      specialization text not null default 'ASTROLOGY',
      experience integer not null default 0,
      status integer not null default 3,
      status_descp text,
      rejection_reason text,
      can_reapply boolean not null default false,
      deactivated_at timestamptz,
      rating real not null default 10,
      appt_charges integer not null default 1000,
      call_charges integer not null default 10,
      chat_charges integer not null default 10,
      ecall_charges integer not null default 50,
      echat_charges integer not null default 20,
      video_call_charges integer not null default 50,
      call_count integer not null default 0,
      chat_count integer not null default 0,
      vcall_count integer not null default 0,
      last_call_time timestamptz,
      last_chat_time timestamptz,
      last_vcall_time timestamptz,
      photo_path text,
      is_demo boolean not null default false,
      registration_date timestamptz not null default now(),
      updated_at timestamptz not null default now()
    );
    create index astrologers_status_idx on astrologers (status) where deactivated_at is null;

    create table astrologer_bank_details (
      astrologer_id integer primary key references astrologers(id) on delete cascade,
      mobile text not null,
      aadhaar_encrypted text not null,
      aadhaar_last4 text not null,
      pan text not null,
      account_holder_name text not null,
      account_number_encrypted text not null,
      account_last4 text not null,
      ifsc text not null,
      bank_name text,
      branch_name text,
      address text,
      city text,
      state text,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now()
    );

    create table astrologer_documents (
      id serial primary key,
      astrologer_id integer not null references astrologers(id) on delete cascade,
      kind text not null,
      stored_name text not null,
      original_name text not null,
      content_type text not null,
      size_bytes integer not null,
      uploaded_at timestamptz not null default now(),
      unique (astrologer_id, kind)
    );

    create table admins (
      id serial primary key,
      email text not null unique,
      password_hash text not null,
      last_login_at timestamptz,
      created_at timestamptz not null default now()
    );

    create table review_events (
      id serial primary key,
      astrologer_id integer not null references astrologers(id) on delete cascade,
      admin_id integer references admins(id) on delete set null,
      action text not null,
      reason text,
      created_at timestamptz not null default now()
    );
    create index review_events_astrologer_idx on review_events (astrologer_id, created_at);

    create table otp_challenges (
      id text primary key,
      phone text not null,
      purpose text not null,
      code_hash text not null,
      ip text,
      attempts integer not null default 0,
      expires_at timestamptz not null,
      resend_after timestamptz not null,
      consumed_at timestamptz,
      created_at timestamptz not null default now()
    );
    create index otp_challenges_phone_idx on otp_challenges (phone, created_at);
    create index otp_challenges_ip_idx on otp_challenges (ip, created_at);

    create table blogs (
      id serial primary key,
      slug text not null unique,
      heading text not null,
      main_heading text not null,
      main_description text,
      main_image_url text,
      article text not null,
      schedule_date date not null,
      start_date date,
      end_date date,
      html_content text not null,
      meta_tags jsonb not null default '[]',
      is_demo boolean not null default false,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now()
    );
    create index blogs_schedule_idx on blogs (schedule_date desc, id desc);

    create table blog_images (
      id serial primary key,
      blog_id integer not null references blogs(id) on delete cascade,
      content_key text not null,
      content_url text not null
    );

    create table horoscope_predictions (
      id serial primary key,
      prediction_date date not null,
      sign text not null,
      language text not null default 'english',
      prediction text not null,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now(),
      unique (prediction_date, sign, language)
    );

    create table horoscope_upload_batches (
      id serial primary key,
      admin_id integer references admins(id) on delete set null,
      start_date date not null,
      end_date date not null,
      language text not null,
      signs_done jsonb not null default '[]',
      completed_at timestamptz,
      created_at timestamptz not null default now()
    );

    create table faqs (
      id serial primary key,
      question text not null,
      answer text not null,
      position integer not null default 0,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now()
    );

    create table contacts (
      id serial primary key,
      email text not null,
      phone text not null,
      updated_at timestamptz not null default now()
    );

    create table auth_failures (
      id serial primary key,
      scope text not null,
      subject text not null,
      ip text,
      created_at timestamptz not null default now()
    );
    create index auth_failures_subject_idx on auth_failures (scope, subject, created_at);

    create table audit_log (
      id serial primary key,
      admin_id integer references admins(id) on delete set null,
      action text not null,
      target_type text,
      target_id text,
      detail jsonb,
      created_at timestamptz not null default now()
    );
    create index audit_log_target_idx on audit_log (target_type, target_id, created_at);

    create table app_meta (
      key text primary key,
      value text not null,
      updated_at timestamptz not null default now()
    );
  `.execute(db);
}
