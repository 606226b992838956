import { E2E_ADMIN } from "./server-process";

export type AdminCredentials = { email: string; password: string };

/** The `name=value` pairs a response sets, as one Cookie header. */
export function cookiesSetBy(response: Response): string {
  return response.headers
    .getSetCookie()
    .map((line) => line.split(";")[0])
    .filter((pair) => !/=$/.test(pair))
    .join("; ");
}

/**
 * A Cookie header carrying an administrator's session, got through the real sign-in form
 * (/admin/login) with the credentials the server was started with (ADMIN_EMAIL, ADMIN_PASSWORD).
 */
export async function adminCookie(baseURL: string, admin: AdminCredentials = E2E_ADMIN): Promise<string> {
  const response = await fetch(`${baseURL}/admin/login`, {
    method: "POST",
    headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: baseURL },
    body: new URLSearchParams({ email: admin.email, password: admin.password, next: "/admin" }),
    redirect: "manual",
  });
  const cookie = cookiesSetBy(response);
  if (response.status !== 302 || !cookie) throw new Error(`admin sign-in answered ${response.status} without a session`);
  return cookie;
}
