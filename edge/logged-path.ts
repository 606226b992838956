// Addresses that carry a secret (a kept chart's link to send, an e-mail's confirmation link) are
// logged without it: whoever reads the log could otherwise open them.
const SECRET_SEGMENT = /^((?:\/hi)?\/(?:kundli\/shared|grievance\/confirm)\/)[^/?]+/;

/** A request's path as the log writes it: its query dropped and any secret segment replaced. */
export function loggedPath(url: string): string {
  return url.split("?")[0].replace(SECRET_SEGMENT, "$1:token");
}
