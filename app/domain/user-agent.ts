// A short name for the device behind a User-Agent, for "Where you are signed in" (decision 069):
// "Chrome on Android", "Safari on iPhone". A person needs to recognise their phone or computer,
// not a version number, so a few patterns suffice; a full parser would be a dependency for this.

import type { Words } from "./words";

/** The browsers and systems named, by their key in the locales' `signIns.devices.products`. */
type Product =
  | "edge"
  | "opera"
  | "samsungInternet"
  | "ucBrowser"
  | "firefox"
  | "chrome"
  | "safari"
  | "android"
  | "iphone"
  | "ipad"
  | "windows"
  | "chromeOS"
  | "mac"
  | "linux";

// Browsers that put "Chrome" and "Safari" in their own strings come before those two.
const BROWSERS: ReadonlyArray<readonly [RegExp, Product]> = [
  [/\bEdg(?:e|A|iOS)?\//, "edge"],
  [/\bOPR\/|\bOpera\b/, "opera"],
  [/\bSamsungBrowser\//, "samsungInternet"],
  [/\bUCBrowser\//, "ucBrowser"],
  [/\bFirefox\/|\bFxiOS\//, "firefox"],
  [/\bCriOS\/|\bChrome\/|\bHeadlessChrome\/|\bChromium\//, "chrome"],
  [/\bVersion\/[\d.]+.*\bSafari\//, "safari"],
];

// Android and iOS strings also name Linux and Mac OS X: they come first.
const SYSTEMS: ReadonlyArray<readonly [RegExp, Product]> = [
  [/\bAndroid\b/, "android"],
  [/\biPhone\b/, "iphone"],
  [/\biPad\b/, "ipad"],
  [/\bWindows\b/, "windows"],
  [/\bCrOS\b/, "chromeOS"],
  [/\bMacintosh\b|\bMac OS X\b/, "mac"],
  [/\bLinux\b/, "linux"],
];

const first = (patterns: ReadonlyArray<readonly [RegExp, Product]>, text: string) =>
  patterns.find(([pattern]) => pattern.test(text))?.[1] ?? null;

/** "Chrome on Android", "Firefox", "A browser on Windows", or "Unknown device", in `t`'s words. */
export function describeDevice(userAgent: string | null | undefined, t: Words): string {
  // Product names as the edition writes them (क्रोम, एंड्रॉयड on /hi).
  const name = (product: Product | null) => (product ? t(`account:signIns.devices.products.${product}`) : null);
  const browser = name(userAgent ? first(BROWSERS, userAgent) : null);
  const system = name(userAgent ? first(SYSTEMS, userAgent) : null);
  if (browser && system) return t("account:signIns.devices.browserOnSystem", { browser, system });
  if (browser) return browser;
  if (system) return t("account:signIns.devices.browserOnly", { system });
  return t("account:signIns.devices.unknown");
}
