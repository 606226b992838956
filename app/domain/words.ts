/**
 * The keys of the app's texts ("account:login.invalidPhone"): the translating layer merges `key`
 * into this interface beside its own types (decision 113), so domain names no text and knows no
 * library, yet a key that no text has fails the typecheck here as it does in the app.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled by declaration merging
export interface WordKeys {}

/** A key of the app's texts; nothing is a key until the translating layer says what the keys are. */
export type WordKey = WordKeys extends { key: infer Key extends string } ? Key : never;

/**
 * What gives a message its text in the page's language: the text's key and the values of its
 * {{placeholders}}. Domain names what to say; whoever calls passes the function of the page's
 * language, so domain itself holds no words.
 */
export type Words = (key: WordKey, values?: Record<string, string | number>) => string;

/**
 * The keys that begin with `Prefix`, without it: `WordsUnder<"kundli:messages.">` is "dateRequired" |
 * …, so a key built from a name (`kundli:messages.${name}`) is checked through the name's type.
 */
export type WordsUnder<Prefix extends string, Key = WordKey> = Key extends `${Prefix}${infer Rest}` ? Rest : never;
