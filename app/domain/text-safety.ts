// What no posted text may hold, whichever form, page or edge reads it.

/**
 * C0 control characters and DEL, except tab, and line breaks in text of several lines (a
 * browser strips them from one-line inputs). Postgres cannot store a NUL at all, and none of
 * them belongs in a name, an address or a question.
 */
export function hasControlCharacters(value: string, multiline = false): boolean {
  // eslint-disable-next-line no-control-regex -- control characters are what it finds
  return (multiline ? /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/ : /[\u0000-\u0008\u000a-\u001f\u007f]/).test(value);
}

/**
 * The path segments remix-validated-form refuses to set (they reach an object's prototype): it
 * throws on them, so a post naming one is refused before it is read into an object.
 */
const PROTOTYPE_KEYS = new Set(["__proto__", "constructor", "prototype"]);

/**
 * Whether a posted field's name reaches a prototype in any path form (`__proto__`,
 * `a.constructor`, `x[constructor][prototype]`). Stricter than the library's own path reading:
 * no field of ours is named anything like it.
 */
export function isHostileFieldName(name: string): boolean {
  return name.split(/[.[\]]/).some((segment) => PROTOTYPE_KEYS.has(segment));
}
