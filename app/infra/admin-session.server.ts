import { createCookieSessionStorage, redirect } from "@remix-run/node";
import { getDb } from "./db.server";
import { env } from "./env.server";
import { singleton } from "./singleton.server";

type AdminSessionData = { adminId: number; loginAt: number };

// A cookie of its own, apart from the visitor's: SameSite=Strict and 8 hours, so a customer
// session can never pass as an admin one and a stolen link cannot ride on it.
const ADMIN_SESSION_HOURS = 8;

function storage() {
  return singleton("admin-session-storage", () =>
    createCookieSessionStorage<AdminSessionData>({
      cookie: {
        name: "__admin",
        httpOnly: true,
        sameSite: "strict",
        secure: env().PUBLIC_ORIGIN.startsWith("https:"),
        path: "/",
        secrets: env().sessionSecrets.map((s) => `admin:${s}`),
        maxAge: ADMIN_SESSION_HOURS * 3600,
      },
    }),
  );
}

export type AdminUser = { id: number; email: string };

export async function getAdmin(request: Request): Promise<AdminUser | null> {
  const session = await storage().getSession(request.headers.get("Cookie"));
  const adminId = session.get("adminId");
  const loginAt = session.get("loginAt");
  if (!adminId || !loginAt || Date.now() - loginAt > ADMIN_SESSION_HOURS * 3600_000) return null;
  const db = await getDb();
  const admin = await db.selectFrom("admins").select(["id", "email"]).where("id", "=", adminId).executeTakeFirst();
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

export async function startAdminSession(adminId: number): Promise<string> {
  const session = await storage().getSession();
  session.set("adminId", adminId);
  session.set("loginAt", Date.now());
  return storage().commitSession(session);
}

export async function endAdminSession(request: Request): Promise<string> {
  return storage().destroySession(await storage().getSession(request.headers.get("Cookie")));
}

/** Only a path on this site (never //host or a full URL) may follow a login. */
export function safeNextPath(value: string | null, fallback = "/admin"): string {
  return value && /^\/(?!\/)[^\s\\]*$/.test(value) ? value : fallback;
}
