/**
 * A content document in another language: the English one's shape with every text its own.
 * Typed against the English document as written (`as const`), so a section, paragraph, list
 * item or question left out, or a paragraph turned into a list, fails the typecheck. `kind`
 * and `slug` are not words and stay as they are.
 */
export type Translated<T> = T extends string ? string : { readonly [K in keyof T]: K extends "kind" | "slug" ? T[K] : Translated<T[K]> };
