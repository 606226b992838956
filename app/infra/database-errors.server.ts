/**
 * Errors that mean the database cannot be reached or cannot answer now (stopped, restarting,
 * unreachable, overloaded), as opposed to a fault in our SQL or data. Pages answer these with
 * a 503 "we'll be right back", not a 500; the next request tries the database again.
 */
export function isDatabaseUnavailable(error: unknown, depth = 0): boolean {
  if (!(error instanceof Error) || depth > 3) return false;
  const { code } = error as { code?: unknown };
  if (typeof code === "string") {
    // Sockets: refused, reset, unreachable, name not found, timed out.
    if (NETWORK_CODES.has(code)) return true;
    // SQLSTATE class 08 (connection exception), 57P01-57P03 (shut down, crashed, starting up),
    // 53300 (too many connections), 57014 (cancelled: statement_timeout).
    if (/^08/.test(code) || /^57P0[1-3]$/.test(code) || code === "53300" || code === "57014") return true;
  }
  // node-postgres says these in words only.
  if (DRIVER_MESSAGES.some((text) => error.message.includes(text))) return true;
  // Connecting to "localhost" tries every address; all refused is an AggregateError.
  if (error instanceof AggregateError && error.errors.some((inner) => isDatabaseUnavailable(inner, depth + 1))) return true;
  return isDatabaseUnavailable((error as { cause?: unknown }).cause, depth + 1);
}

const NETWORK_CODES = new Set([
  "ECONNREFUSED",
  "ECONNRESET",
  "EPIPE",
  "ETIMEDOUT",
  "EHOSTUNREACH",
  "ENETUNREACH",
  "ENOTFOUND",
  "EAI_AGAIN",
]);

const DRIVER_MESSAGES = [
  "timeout exceeded when trying to connect",
  "Connection terminated",
  "Query read timeout",
  "Client has encountered a connection error and is not queryable",
  "Client was closed and is not queryable",
  "Cannot use a pool after calling end on the pool",
];

/** The status of a post that failed: 503 (try again soon) when the database was out of reach. */
export function failureStatus(error: unknown): 500 | 503 {
  return isDatabaseUnavailable(error) ? 503 : 500;
}
