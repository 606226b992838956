import { describe, expect, it } from "vitest";

import { describeDevice } from "~/domain/user-agent";
import { en } from "~/locales/en";
import { translator } from "~/locales/i18n";

const UNKNOWN_DEVICE = en.account.signIns.devices.unknown;
const t = translator("en");

// "Where you are signed in" names each device as a person knows it (decision 069).
describe("the name of the device behind a User-Agent", () => {
  it.each([
    [
      "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36",
      "Chrome on Android",
    ],
    [
      "Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1",
      "Safari on iPhone",
    ],
    [
      "Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/126.0.6478.54 Mobile/15E148 Safari/604.1",
      "Chrome on iPhone",
    ],
    ["Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:128.0) Gecko/20100101 Firefox/128.0", "Firefox on Windows"],
    [
      "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36 Edg/126.0.2592.68",
      "Edge on Windows",
    ],
    [
      "Mozilla/5.0 (Linux; Android 13; SM-A536E) AppleWebKit/537.36 (KHTML, like Gecko) SamsungBrowser/25.0 Chrome/121.0.0.0 Mobile Safari/537.36",
      "Samsung Internet on Android",
    ],
    [
      "Mozilla/5.0 (Linux; Android 10; K) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36 OPR/83.0.2254.72",
      "Opera on Android",
    ],
    [
      "Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15",
      "Safari on Mac",
    ],
    [
      "Mozilla/5.0 (X11; CrOS x86_64 14541.0.0) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36",
      "Chrome on ChromeOS",
    ],
    ["Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/126.0.0.0 Safari/537.36", "Chrome on Linux"],
  ])("%s is %s", (userAgent, name) => {
    expect(describeDevice(userAgent, t)).toBe(name);
  });

  it("names the system alone, or says it does not know", () => {
    expect(describeDevice("Mozilla/5.0 (Windows NT 10.0) SomethingNew/1.0", t)).toBe("A browser on Windows");
    expect(describeDevice("curl/8.5.0", t)).toBe(UNKNOWN_DEVICE);
    expect(describeDevice(null, t)).toBe(UNKNOWN_DEVICE);
    expect(describeDevice("", t)).toBe(UNKNOWN_DEVICE);
  });
});
