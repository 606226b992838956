import { dailyPath, signFromCode } from "./horoscope";

/**
 * Addresses the old site used that have a canonical page elsewhere. Checked by the
 * catch-all route before it answers 404.
 */
// The spec's admin route names (onboarding-and-admin §2) live under /admin here.
const ADMIN_ALIASES: Record<string, string> = {
  "/deshboard": "/admin",
  "/blogupload": "/admin/blogupload",
  "/horoscopeupload": "/admin/horoscopeupload",
  "/faqmanager": "/admin/faqmanager",
  "/reportsanalytics": "/admin/reports",
  "/pending": "/admin?tab=pending",
  "/approvedastrologers": "/admin?tab=approved",
  "/rejectedapplications": "/admin?tab=rejected",
};

export function legacyRedirect(pathname: string): string | null {
  const admin = ADMIN_ALIASES[pathname.replace(/\/+$/, "").toLowerCase()];
  if (admin) return admin;

  const daily = /^\/daily-horoscope([a-z]{3})\/?$/i.exec(pathname);
  if (daily) {
    const sign = signFromCode(daily[1]);
    return sign ? dailyPath("today", sign) : null;
  }
  return null;
}

/** Only a path on this site (never //host, /\host, a full URL or control characters) may follow a login. */
export function safeNextPath(value: string | null, fallback = "/admin"): string {
  return value && value.length <= 2000 && /^\/(?![/\\])[\x21-\x7e]*$/.test(value) ? value : fallback;
}
