// A short name for the device behind a User-Agent, for "Where you are signed in" (decision 069):
// "Chrome on Android", "Safari on iPhone". A person needs to recognise their phone or computer,
// not a version number, so a few patterns suffice; a full parser would be a dependency for this.

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

export const UNKNOWN_DEVICE = "Unknown device";

const first = (patterns: ReadonlyArray<readonly [RegExp, string]>, text: string) =>
  patterns.find(([pattern]) => pattern.test(text))?.[1] ?? null;

/** "Chrome on Android", "Firefox", "A browser on Windows", or "Unknown device". */
export function describeDevice(userAgent: string | null | undefined): string {
  if (!userAgent) return UNKNOWN_DEVICE;
  const browser = first(BROWSERS, userAgent);
  const system = first(SYSTEMS, userAgent);
  if (browser && system) return `${browser} on ${system}`;
  if (browser) return browser;
  if (system) return `A browser on ${system}`;
  return UNKNOWN_DEVICE;
}
