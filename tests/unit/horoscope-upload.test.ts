import { describe, expect, it } from "vitest";

import { SIGNS } from "~/domain/horoscope";
import {
  decideUpload,
  isPredictionHtml,
  nextSign,
  predictionPlainText,
  predictionToHtml,
  type UploadBatch,
} from "~/domain/horoscope-upload";
import { validateUpload } from "~/forms/horoscope-upload";
import { adminWords } from "~/locales/en/admin";

const messages = adminWords.horoscopeUpload;

const form = { startDate: "2041-03-01", endDate: "2041-03-03", language: "english", sign: "aries", prediction: "A calm day." };
const batch = (signsDone: string[], over: Partial<UploadBatch> = {}): UploadBatch => ({
  startDate: "2041-03-01",
  endDate: "2041-03-03",
  language: "english",
  signsDone,
  ...over,
});
const slugs = (n: number) => SIGNS.slice(0, n).map((s) => s.slug);

describe("the upload form", () => {
  it("accepts a complete form and trims the prediction", () => {
    const result = validateUpload({ ...form, prediction: "  A calm day.\r\n" });
    expect(result).toEqual({ ok: true, data: { ...form, sign: SIGNS[0], language: "english", prediction: "A calm day." } });
  });

  it("asks for both dates when either is missing", () => {
    expect(validateUpload({ ...form, startDate: "" })).toEqual({ ok: false, errors: { dates: messages.datesRequired } });
    expect(validateUpload({ ...form, endDate: "" })).toEqual({ ok: false, errors: { dates: messages.datesRequired } });
    expect(validateUpload({ ...form, endDate: "2041-02-30" })).toEqual({ ok: false, errors: { dates: messages.datesRequired } });
  });

  it("refuses an end date before the start date, and takes a one-day range", () => {
    expect(validateUpload({ ...form, endDate: "2041-02-28" })).toEqual({ ok: false, errors: { dates: messages.endBeforeStart } });
    expect(validateUpload({ ...form, endDate: form.startDate }).ok).toBe(true);
  });

  it("needs a prediction, a sign and English or Hindi, each with its own message", () => {
    const result = validateUpload({ ...form, prediction: " \n ", sign: "ophiuchus", language: "tamil" });
    expect(result).toEqual({
      ok: false,
      errors: { prediction: messages.predictionRequired, sign: messages.signRequired, language: messages.languageRequired },
    });
    expect(validateUpload({ ...form, language: "hindi" }).ok).toBe(true);
  });

  it("refuses a prediction over 10,000 characters", () => {
    expect(validateUpload({ ...form, prediction: "x".repeat(10_001) })).toEqual({
      ok: false,
      errors: { prediction: messages.predictionTooLong("10,000") },
    });
    expect(validateUpload({ ...form, prediction: "x".repeat(10_000) }).ok).toBe(true);
  });
});

describe("the order of an upload batch", () => {
  it("starts a batch with Aries only", () => {
    expect(decideUpload(null, form)).toEqual({ ok: true, signsDone: ["aries"], complete: false, startsBatch: true });
    expect(decideUpload(null, { ...form, sign: "taurus" })).toEqual({ ok: false, reason: "out-of-order", expected: SIGNS[0] });
  });

  it("takes the next sign in order and names the expected one when another comes", () => {
    expect(decideUpload(batch(slugs(4)), { ...form, sign: "leo" })).toMatchObject({ ok: true, signsDone: slugs(5), complete: false });
    expect(decideUpload(batch(slugs(4)), { ...form, sign: "virgo" })).toEqual({ ok: false, reason: "out-of-order", expected: SIGNS[4] });
    expect(messages.outOfOrder(SIGNS[4].name)).toBe("Please upload Leo next: the signs are uploaded in order, Aries to Pisces.");
  });

  it("refuses a sign already done", () => {
    expect(decideUpload(batch(slugs(3)), { ...form, sign: "taurus" })).toEqual({ ok: false, reason: "already-uploaded" });
  });

  it("refuses other dates or another language until the batch is complete", () => {
    expect(decideUpload(batch(slugs(1)), { ...form, sign: "taurus", endDate: "2041-03-04" })).toEqual({
      ok: false,
      reason: "dates-locked",
    });
    expect(decideUpload(batch(slugs(1)), { ...form, sign: "taurus", startDate: "2041-02-01" })).toEqual({
      ok: false,
      reason: "dates-locked",
    });
    // A done sign for other dates still reads as a date problem: the dates are what is wrong.
    expect(decideUpload(batch(slugs(1)), { ...form, startDate: "2041-02-01" })).toEqual({ ok: false, reason: "dates-locked" });
    expect(decideUpload(batch(slugs(1)), { ...form, sign: "taurus", language: "hindi" })).toEqual({ ok: false, reason: "language-locked" });
  });

  it("completes the batch with Pisces, the twelfth", () => {
    expect(decideUpload(batch(slugs(11)), { ...form, sign: "pisces" })).toEqual({
      ok: true,
      signsDone: slugs(12),
      complete: true,
      startsBatch: false,
    });
  });

  it("names the next sign, and none once all twelve are done", () => {
    expect(nextSign([])?.slug).toBe("aries");
    expect(nextSign(slugs(7))?.slug).toBe("scorpio");
    expect(nextSign(slugs(12))).toBeNull();
  });

  it("names the sign in the success message as the sign list spells it", () => {
    expect(messages.uploaded(SIGNS[8].name)).toBe("Horoscope for Sagittarius uploaded successfully!");
  });
});

describe("the prediction text as HTML", () => {
  it("turns consecutive * and • lines into one list", () => {
    expect(predictionToHtml("Today:\n* Love is near\n•Money flows\n  * Rest well\nEnjoy.")).toBe(
      "<p>Today:</p><ul><li>Love is near</li><li>Money flows</li><li>Rest well</li></ul><p>Enjoy.</p>",
    );
  });

  it("makes each blank line a break and drops blank lines at either end", () => {
    expect(predictionToHtml("\n\nFirst.\n\nSecond.\r\n\r\n\r\nThird.\n\n")).toBe("<p>First.</p><br><p>Second.</p><br><br><p>Third.</p>");
  });

  it("starts a new list after a blank line, and drops empty bullets", () => {
    expect(predictionToHtml("* one\n\n* two\n*\n* three")).toBe("<ul><li>one</li></ul><br><ul><li>two</li><li>three</li></ul>");
  });

  it("escapes everything else, so no markup of the admin's survives", () => {
    expect(predictionToHtml(`<script>alert("x")</script>\n* <b>bold</b> & 'quoted'`)).toBe(
      "<p>&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;</p><ul><li>&lt;b&gt;bold&lt;/b&gt; &amp; &#39;quoted&#39;</li></ul>",
    );
  });

  it("tells the converter's HTML from the older plain-text predictions", () => {
    expect(isPredictionHtml(predictionToHtml("A day."))).toBe(true);
    expect(isPredictionHtml(predictionToHtml("* a list first"))).toBe(true);
    expect(isPredictionHtml("Leo, a bright day: <3 for everyone.")).toBe(false);
    expect(isPredictionHtml("<pre>not ours")).toBe(false);
  });

  it("gives the plain words of either kind on one line", () => {
    expect(predictionPlainText(predictionToHtml("Today:\n* Love & luck\n\n<Rest>"))).toBe("Today: Love & luck <Rest>");
    expect(predictionPlainText("  Plain\n text  stays  ")).toBe("Plain text stays");
  });
});
