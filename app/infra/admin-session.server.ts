import { createCookie, createSessionStorage, redirect } from "@remix-run/node";

import { safeNextPath } from "~/domain/admin";
import { ADMIN_SECOND_FACTOR_MS, SESSION_LIFETIMES } from "~/domain/session-policy";
import { adminSecondFactor } from "~/locales/en/admin/second-factor";

import { getDb } from "./db.server";
import { decryptField, encryptField } from "./encryption.server";
import { env } from "./env.server";
import { redirectWithFlash } from "./responses.server";
import { cookieName, isSecure } from "./session.server";
import { rememberedForSession } from "./session-reads.server";
import { createSessionRow, deleteSessionRow, readSessionRow, updateSessionRow } from "./session-store.server";
import { singleton } from "./singleton.server";

/**
 * An admin session is a row of its own kind under a cookie of its own (SameSite=Strict), so
 * a customer session can never pass as an admin one. After the password it is only half
 * made: it opens the second-factor pages for ten minutes, nothing else.
 */
type AdminSessionData = {
  adminId: number;
  stage: "second-factor" | "enrolment" | "signed-in";
  /** For the half-made stages: when they stop being accepted (ms since epoch). */
  until?: number;
  /** Where to go once signed in (a path on this site). */
  next?: string;
  /** The recovery codes made at enrolment, encrypted, until their page has shown them once. */
  recoveryCodes?: string;
};

function adminCookie() {
  return singleton("admin-cookie", () =>
    createCookie(cookieName("admin"), {
      httpOnly: true,
      sameSite: "strict",
      secure: isSecure(),
      path: "/",
      secrets: env().sessionSecrets.map((s) => `admin:${s}`),
      maxAge: SESSION_LIFETIMES.admin.absoluteMs / 1000,
    }),
  );
}

/** Remix's database-backed session storage, as for visitors, with rows of the admin kind. */
function adminSessions() {
  return singleton("admin-session-storage", () =>
    createSessionStorage<AdminSessionData>({
      cookie: adminCookie(),
      createData: (data) => createSessionRow("admin", data, { adminId: data.adminId ?? null }),
      async readData(id) {
        const record = await readSessionRow("admin", id);
        return record ? (record.data as Partial<AdminSessionData>) : null;
      },
      async updateData(id, data) {
        await updateSessionRow("admin", id, data, { adminId: data.adminId ?? null });
      },
      deleteData: (id) => deleteSessionRow(id),
    }),
  );
}

function adminSessionOf(request: Request) {
  return adminSessions().getSession(request.headers.get("Cookie"));
}

async function readAdminSession(request: Request): Promise<{ id: string; data: AdminSessionData } | null> {
  const session = await adminSessionOf(request);
  const data = session.data as AdminSessionData;
  if (!session.id || typeof data.adminId !== "number") return null;
  return { id: session.id, data };
}

export type AdminUser = { id: number; email: string };

/** Look-ups under way, by administrator: the admin frame's loader and the page's run together. */
const adminsUnderWay = new Map<number, Promise<AdminUser | null>>();

export async function getAdmin(request: Request): Promise<AdminUser | null> {
  const id = (await adminSessionOf(request)).id;
  if (!id) return null;
  // On the embedded database the signed-in administrator is remembered per session for a few
  // seconds and forgotten at any write to a session (session-reads.server.ts), as the visitor
  // frame is: an ended session is refused on the very next request.
  const admin = await rememberedForSession(`admin:${id}`, async () => {
    const record = await readSessionRow("admin", id);
    const data = record?.data as AdminSessionData | undefined;
    if (!record || typeof data?.adminId !== "number" || data.stage !== "signed-in") return { value: null, validUntil: Infinity };
    return { value: await lookUpAdmin(data.adminId), validUntil: record.expiresAt.getTime() };
  });
  return admin && { ...admin };
}

function lookUpAdmin(adminId: number): Promise<AdminUser | null> {
  let lookUp = adminsUnderWay.get(adminId);
  if (!lookUp) {
    const started: Promise<AdminUser | null> = findAdmin(adminId).finally(() => {
      if (adminsUnderWay.get(adminId) === started) adminsUnderWay.delete(adminId);
    });
    adminsUnderWay.set(adminId, started);
    lookUp = started;
  }
  return lookUp;
}

async function findAdmin(id: number): Promise<AdminUser | null> {
  const db = await getDb();
  const admin = await db.selectFrom("admins").select(["id", "email"]).where("id", "=", id).executeTakeFirst();
  return admin ?? null;
}

/** Pages without an admin session go to the login; posts are refused outright. */
export async function requireAdmin(request: Request): Promise<AdminUser> {
  const admin = await getAdmin(request);
  if (admin) return admin;
  if (request.method === "GET" || request.method === "HEAD") {
    const url = new URL(request.url);
    throw redirect(`/admin/login?next=${encodeURIComponent(url.pathname + url.search)}`);
  }
  throw new Response("Forbidden", { status: 403 });
}

export type PendingAdmin = { adminId: number; stage: "second-factor" | "enrolment"; next: string };

/** The half-made session between the password and the second factor, while it lasts. */
export async function getPendingAdmin(request: Request, now = Date.now()): Promise<PendingAdmin | null> {
  const session = await readAdminSession(request);
  if (!session || session.data.stage === "signed-in" || !session.data.until || session.data.until <= now) return null;
  return { adminId: session.data.adminId, stage: session.data.stage, next: safeNextPath(session.data.next ?? null) };
}

/**
 * Only a browser that has just given the right password, for ten minutes, at the stage this
 * page is for; otherwise back to the login with the reason, or on to the other stage's page.
 */
export async function requirePendingAdmin(request: Request, stage: PendingAdmin["stage"]): Promise<PendingAdmin> {
  const pending = await getPendingAdmin(request);
  if (!pending) throw await redirectWithFlash("/admin/login", { kind: "error", text: adminSecondFactor.expired });
  if (pending.stage !== stage) throw redirect(pending.stage === "enrolment" ? "/admin/two-factor/setup" : "/admin/two-factor");
  return pending;
}

/** After the password: a new half-made session (any earlier one of this browser ends). */
export async function startPendingAdminSession(
  request: Request,
  adminId: number,
  stage: PendingAdmin["stage"],
  next: string,
): Promise<string> {
  return startAdminSession(request, { adminId, stage, until: Date.now() + ADMIN_SECOND_FACTOR_MS, next: safeNextPath(next) });
}

/** Too many wrong codes: the half-made session ends and the login page says why. */
export async function abandonAdminSignIn(request: Request, message: string): Promise<Response> {
  return redirectWithFlash("/admin/login", { kind: "error", text: message }, [await endAdminSession(request)]);
}

/**
 * After the second factor: the half-made session ends and a signed-in one, with a new id,
 * begins. After an enrolment it holds the new recovery codes (encrypted) for their page.
 */
export async function completeAdminSignIn(
  request: Request,
  adminId: number,
  enrolled?: { recoveryCodes: string[]; next: string },
): Promise<string> {
  if (!enrolled) return startAdminSession(request, { adminId, stage: "signed-in" });
  const recoveryCodes = encryptField(JSON.stringify(enrolled.recoveryCodes));
  return startAdminSession(request, { adminId, stage: "signed-in", next: safeNextPath(enrolled.next), recoveryCodes });
}

/** A new session, with a new id, in place of whatever session this browser had. */
async function startAdminSession(request: Request, data: AdminSessionData): Promise<string> {
  const storage = adminSessions();
  const previous = await adminSessionOf(request);
  if (previous.id) await deleteSessionRow(previous.id);
  const session = await storage.getSession();
  for (const [key, value] of Object.entries(data)) session.set(key as keyof AdminSessionData, value);
  return storage.commitSession(session);
}

export async function endAdminSession(request: Request): Promise<string> {
  return adminSessions().destroySession(await adminSessionOf(request));
}

/**
 * The recovery codes kept in the session at enrolment, taken out of it as they are read (the
 * page shows them once), with where to go next and the session's cookie; null when there are none.
 */
export async function takeRecoveryCodesForDisplay(request: Request): Promise<{ codes: string[]; next: string; cookie: string } | null> {
  const session = await adminSessionOf(request);
  const sealed = session.get("recoveryCodes");
  if (!session.id || typeof sealed !== "string") return null;
  session.unset("recoveryCodes");
  const cookie = await adminSessions().commitSession(session);
  return { codes: JSON.parse(decryptField(sealed)) as string[], next: safeNextPath(session.get("next") ?? null), cookie };
}
