/**
 * What gives a message its text in the page's language: the text's key ("account:login.invalidPhone")
 * and the values of its {{placeholders}}. Domain names what to say; whoever calls passes the
 * function of the page's language, so domain itself holds no words and knows no library.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the app's functions check their keys at compile time; domain cannot name those keys, and a generic key type is all a typed t() is assignable to
export type Words = (key: any, values?: Record<string, string | number>) => string;
