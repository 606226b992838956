import { indiaToday } from "../../app/clock/india-clock";
import { choghadiyasOf, computePanchang, nowAdvice, sunDayOf } from "../../app/jyotish";
import choghadiyaWords from "../../app/locales/en/day-periods";
import panchangWords from "../../app/locales/en/panchang";
import { citiesOfIndia } from "../../app/services/locations.server";
import { expect, test } from "./fixtures";

// Today's panchang, choghadiya and hora say what runs now, whether it is a time to begin
// something and the next good time, with the words they use explained; a day's three pages lead
// to each other.

test("today's pages say what runs now, in words a newcomer follows", async ({ page }) => {
  const varanasi = (await citiesOfIndia()).find((c) => c.name === "Varanasi" && c.state === "Uttar Pradesh")!;
  const today = indiaToday(new Date());
  const advice = nowAdvice(computePanchang(varanasi, today), choghadiyasOf(sunDayOf(varanasi, today)), Date.now());
  for (const path of ["/panchang/varanasi", "/choghadiya/varanasi", "/hora/varanasi"]) {
    await page.goto(path);
    const box = page.getByRole("region", { name: "Right now" });
    if (!advice) {
      // Before sunrise the day of today's date has not begun: no advice.
      await expect(box).toHaveCount(0);
      continue;
    }
    await expect(box).toBeVisible();
    // Abhijit running in a choghadiya that is not good is what makes the moment good.
    const said = advice.cautions.length
      ? panchangWords.labels[advice.cautions[0].name]
      : advice.abhijit && advice.choghadiya.quality !== "good"
        ? panchangWords.labels.abhijit
        : choghadiyaWords.choghadiyaName[advice.choghadiya.name];
    await expect(box.locator("strong")).toContainText(said);
    await expect(box).toContainText(panchangWords.rightNow.term.choghadiya);
    if (!advice.good) await expect(box).toContainText(advice.next ? "Next good time:" : panchangWords.rightNow.noNext);
  }
});

test("a day's panchang, choghadiya and hora lead to each other", async ({ page }) => {
  await page.goto("/panchang/varanasi/2027-03-22");
  const sameDay = page.getByRole("navigation", { name: "The same day in Varanasi" });
  await sameDay.getByRole("link", { name: "Choghadiya", exact: true }).click();
  await expect(page).toHaveURL(/\/choghadiya\/varanasi\/2027-03-22$/);
  await sameDay.getByRole("link", { name: "Hora", exact: true }).click();
  await expect(page).toHaveURL(/\/hora\/varanasi\/2027-03-22$/);
  await sameDay.getByRole("link", { name: "Panchang", exact: true }).click();
  await expect(page).toHaveURL(/\/panchang\/varanasi\/2027-03-22$/);
});
