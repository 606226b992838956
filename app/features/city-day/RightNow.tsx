import { useLanguage } from "~/components/language";
import { useTranslation } from "~/components/use-translation";
import { formatIndiaClock, indiaSpanClocks } from "~/domain/india-times";
import type { GoodStretch, NowAdvice } from "~/jyotish";

/**
 * Today's pages say what runs now in words a newcomer follows: every inauspicious period running
 * and when a beginning may be made, or the choghadiya (or Abhijit) running, whether it is a time
 * to begin something, the next good time, the good times the page shows that an inauspicious
 * period takes away, and what each word it used means.
 */
export function RightNow({ advice, date }: { advice: NowAdvice; date: string }) {
  const { t } = useTranslation(["panchang", "dayPeriods"]);
  const language = useLanguage();
  const list = new Intl.ListFormat(language, { type: "conjunction" });
  const clock = (ms: number) => formatIndiaClock(ms, language, date);
  const span = (start: number, end: number) => t("span", indiaSpanClocks(start, end, language, date));
  const stretchName = (stretch: GoodStretch) =>
    stretch.source === "abhijit"
      ? t("labels.abhijit")
      : t("rightNow.choghadiya", { choghadiya: t(`dayPeriods:choghadiyaName.${stretch.name}`) });
  const choghadiya = t(`dayPeriods:choghadiyaName.${advice.choghadiya.name}`);
  const usesAbhijit =
    advice.abhijit !== null || advice.next?.source === "abhijit" || advice.passedOver.some(({ source }) => source === "abhijit");
  const terms = [
    ...new Set([
      ...advice.cautions.map(({ name }) => name),
      ...advice.passedOver.flatMap(({ by }) => by),
      ...(usesAbhijit ? ["abhijit" as const] : []),
      "choghadiya" as const,
    ]),
  ];
  return (
    <section aria-labelledby="right-now" className={`panchang-glance right-now ${advice.good ? "right-now-good" : "right-now-wait"}`}>
      <h2 id="right-now">{t("rightNow.heading")}</h2>
      <p>
        <strong>
          {advice.clearAt !== null
            ? t("rightNow.caution", {
                running: list.format(advice.cautions.map(({ name, end }) => t("until", { name: t(`labels.${name}`), time: clock(end) }))),
                time: clock(advice.clearAt),
              })
            : advice.abhijit && advice.choghadiya.quality !== "good"
              ? t("rightNow.abhijit", { time: clock(advice.abhijit.end) })
              : t(`rightNow.${advice.choghadiya.quality}`, { choghadiya, time: clock(advice.choghadiya.end) })}
        </strong>
      </p>
      {advice.good ? null : (
        <p>
          {advice.next
            ? t("rightNow.next", { name: stretchName(advice.next), span: span(advice.next.start, advice.next.end) })
            : t("rightNow.noNext")}
        </p>
      )}
      {advice.passedOver.map((stretch) => (
        <p key={`${stretch.source}-${stretch.start}`}>
          {t(stretch.whole ? "rightNow.passedOver" : "rightNow.passedOverPart", {
            name: stretchName(stretch),
            span: span(stretch.start, stretch.end),
            by: list.format(stretch.by.map((name) => t(`labels.${name}`))),
          })}
        </p>
      ))}
      <p className="panchang-then">{t("rightNow.terms")}:</p>
      <ul className="calendar-rules">
        {terms.map((term) => (
          <li key={term}>{t(`rightNow.term.${term}`)}</li>
        ))}
      </ul>
    </section>
  );
}
