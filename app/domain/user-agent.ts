// A short name for the device behind a User-Agent, for "Where you are signed in" (decision 069):
// "Chrome on Android", "Safari on iPhone". A person needs to recognise their phone or computer,
// not a version number, so a few patterns suffice; a full parser would be a dependency for this.

import type { Words } from "./words";

// Browsers that put "Chrome" and "Safari" in their own strings come before those two.
const BROWSERS: ReadonlyArray<readonly [RegExp, string]> = [
  [/\bEdg(?:e|A|iOS)?\//, "Edge"],
  [/\bOPR\/|\bOpera\b/, "Opera"],
  [/\bSamsungBrowser\//, "Samsung Internet"],
  [/\bUCBrowser\//, "UC Browser"],
  [/\bFirefox\/|\bFxiOS\//, "Firefox"],
  [/\bCriOS\/|\bChrome\/|\bHeadlessChrome\/|\bChromium\//, "Chrome"],
  [/\bVersion\/[\d.]+.*\bSafari\//, "Safari"],
];

// Android and iOS strings also name Linux and Mac OS X: they come first.
const SYSTEMS: ReadonlyArray<readonly [RegExp, string]> = [
  [/\bAndroid\b/, "Android"],
  [/\biPhone\b/, "iPhone"],
  [/\biPad\b/, "iPad"],
  [/\bWindows\b/, "Windows"],
  [/\bCrOS\b/, "ChromeOS"],
  [/\bMacintosh\b|\bMac OS X\b/, "Mac"],
  [/\bLinux\b/, "Linux"],
];

const first = (patterns: ReadonlyArray<readonly [RegExp, string]>, text: string) =>
  patterns.find(([pattern]) => pattern.test(text))?.[1] ?? null;

/** "Chrome on Android", "Firefox", "A browser on Windows", or "Unknown device", in `t`'s words. */
export function describeDevice(userAgent: string | null | undefined, t: Words): string {
  const browser = userAgent ? first(BROWSERS, userAgent) : null;
  const system = userAgent ? first(SYSTEMS, userAgent) : null;
  if (browser && system) return t("account:signIns.devices.browserOnSystem", { browser, system });
  if (browser) return browser;
  if (system) return t("account:signIns.devices.browserOnly", { system });
  return t("account:signIns.devices.unknown");
}
