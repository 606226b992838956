import { profileMessages } from "~/domain/account-messages";
import { documentMessages } from "~/domain/onboarding";

/**
 * Cross-site request protection (issue: every post checks its Origin). A state-changing
 * request whose Origin (or, lacking it, Referer) is present and names another site is
 * refused. A request with neither header comes from a non-browser client and is allowed:
 * browsers always send Origin on cross-site form posts.
 */
export function isCrossSiteRequest(
  method: string,
  headers: { origin?: string; referer?: string; host?: string },
  publicOrigin: string,
): boolean {
  if (method === "GET" || method === "HEAD" || method === "OPTIONS") return false;
  const claimed = headers.origin ?? (headers.referer ? safeOrigin(headers.referer) : undefined);
  if (claimed === undefined) return false;
  if (claimed === "null") return true;
  const origin = safeOrigin(claimed);
  if (!origin) return true;
  if (origin === safeOrigin(publicOrigin)) return false;
  return !headers.host || new URL(origin).host !== headers.host.toLowerCase();
}

function safeOrigin(value: string): string | undefined {
  try {
    return new URL(value).origin;
  } catch {
    return undefined;
  }
}

/** Body caps in bytes: form posts 64 KB; upload routes name their own, and the message for a post over it. */
export const DEFAULT_BODY_LIMIT = 64 * 1024;
type UploadLimit = { pattern: RegExp; limit: number; message: string };
const uploadLimits: UploadLimit[] = [
  { pattern: /^\/profile\/?$/, limit: 2 * 1024 * 1024, message: profileMessages.photoSize },
  // Four documents of under 500 KB each, plus the form's own bytes.
  { pattern: /^\/document\/?$/, limit: 2.5 * 1024 * 1024, message: documentMessages.size },
  { pattern: /^\/admin\/blogupload\/?$/, limit: 20 * 1024 * 1024, message: "The upload is too large: at most 20 MB in all." },
];

export function uploadLimitFor(pathname: string): UploadLimit | null {
  return uploadLimits.find((u) => u.pattern.test(pathname)) ?? null;
}

export function bodyLimitFor(pathname: string): number {
  return uploadLimitFor(pathname)?.limit ?? DEFAULT_BODY_LIMIT;
}

export function contentSecurityPolicy(nonce: string, httpsOnly: boolean): string {
  return [
    "default-src 'self'",
    `script-src 'self' 'nonce-${nonce}'`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self'",
    "connect-src 'self'",
    "media-src 'self'",
    "frame-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
    ...(httpsOnly ? ["upgrade-insecure-requests"] : []),
  ].join("; ");
}
