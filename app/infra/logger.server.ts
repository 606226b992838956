// One JSON object per line: easy to grep here and to ship to any log store.
type Fields = Record<string, unknown>;

/**
 * An Error as JSON keeps its name, message and stack (JSON.stringify alone gives `{}`), and the
 * fields drivers add (Postgres's `code`, `detail`, `where`), and its cause.
 */
export function serialiseError(error: Error, depth = 0): Record<string, unknown> {
  const extra: Record<string, unknown> = {};
  for (const key of ["code", "detail", "hint", "where", "routine", "constraint", "table", "column"] as const) {
    const value = (error as unknown as Record<string, unknown>)[key];
    if (value !== undefined) extra[key] = value;
  }
  const cause = (error as { cause?: unknown }).cause;
  return {
    name: error.name,
    message: error.message,
    ...extra,
    stack: error.stack,
    ...(cause !== undefined && depth < 3 ? { cause: cause instanceof Error ? serialiseError(cause, depth + 1) : String(cause) } : {}),
  };
}

function replacer(_key: string, value: unknown) {
  return value instanceof Error ? serialiseError(value) : value;
}

function write(level: "info" | "warn" | "error", msg: string, fields: Fields) {
  if (process.env.LOG_LEVEL === "silent") return;
  const line = JSON.stringify({ time: new Date().toISOString(), level, msg, ...fields }, replacer);
  if (level === "error") process.stderr.write(line + "\n");
  else process.stdout.write(line + "\n");
}

export const logger = {
  info: (msg: string, fields: Fields = {}) => write("info", msg, fields),
  warn: (msg: string, fields: Fields = {}) => write("warn", msg, fields),
  error: (msg: string, fields: Fields = {}) => write("error", msg, fields),
};
