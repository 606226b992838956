import crypto from "node:crypto";
import fs from "node:fs/promises";
import path from "node:path";
import { EXTENSIONS, type SniffedType } from "~/domain/file-types";
import { env } from "./env.server";

// Profile photos live under $DATA_DIR/uploads/public/avatars (the folder's name is older than
// the rule) and are served by /media/avatars/{name} to their owner only. Identity documents
// are not files at all: they are stored encrypted in the database. Stored names are random,
// so a client-chosen name can never reach the file system.
export const AVATAR_URL_PREFIX = "/media/avatars/";

function avatarDir() {
  return path.join(env().dataDir, "uploads", "public", "avatars");
}

export async function saveAvatar(bytes: Uint8Array, type: SniffedType): Promise<string> {
  const name = `${crypto.randomBytes(16).toString("hex")}.${EXTENSIONS[type]}`;
  await fs.mkdir(avatarDir(), { recursive: true });
  await fs.writeFile(path.join(avatarDir(), name), bytes, { mode: 0o600 });
  return AVATAR_URL_PREFIX + name;
}

/** Only names we generated are accepted: 32 hex digits and a known extension. */
export function avatarFile(name: string): string | null {
  return /^[a-f0-9]{32}\.(jpg|png|webp)$/.test(name) ? path.join(avatarDir(), name) : null;
}

export async function readAvatar(name: string): Promise<Buffer | null> {
  const file = avatarFile(name);
  return file ? fs.readFile(file).catch(() => null) : null;
}

export async function deleteAvatar(url: string): Promise<void> {
  if (!url.startsWith(AVATAR_URL_PREFIX)) return;
  const file = avatarFile(url.slice(AVATAR_URL_PREFIX.length));
  if (file) await fs.rm(file, { force: true });
}
