/** A translation of a namespace: the English file's keys, each with a text of its own. */
export type Translation<T> = { [K in keyof T]: T[K] extends string ? string : Translation<T[K]> };
