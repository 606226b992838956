import { useTranslation } from "react-i18next";

import { formatIndiaClock, indiaSpanClocks } from "~/domain/india-date";
import type { NowAdvice } from "~/jyotish";

import { useLanguage } from "./language";

/**
 * Today's pages say what runs now in words a newcomer follows: the inauspicious period or the
 * choghadiya running, whether it is a time to begin something, the next good time, and what
 * each word it used means.
 */
export function RightNow({ advice, date }: { advice: NowAdvice; date: string }) {
  const { t } = useTranslation(["panchang", "muhurta"]);
  const language = useLanguage();
  const clock = (ms: number) => formatIndiaClock(ms, language, date);
  const choghadiya = t(`muhurta:choghadiyaName.${advice.choghadiya.name}`);
  const terms = [...(advice.caution ? [advice.caution.name] : []), "choghadiya" as const];
  return (
    <section aria-labelledby="right-now" className={`panchang-glance right-now ${advice.good ? "right-now-good" : "right-now-wait"}`}>
      <h2 id="right-now">{t("rightNow.heading")}</h2>
      <p>
        <strong>
          {advice.caution
            ? t("rightNow.caution", { name: t(`labels.${advice.caution.name}`), time: clock(advice.caution.end) })
            : t(`rightNow.${advice.choghadiya.quality}`, { choghadiya, time: clock(advice.choghadiya.end) })}
        </strong>
      </p>
      {advice.good ? null : (
        <p>
          {advice.next
            ? t("rightNow.next", {
                choghadiya: t(`muhurta:choghadiyaName.${advice.next.name}`),
                span: t("span", indiaSpanClocks(advice.next.start, advice.next.end, language, date)),
              })
            : t("rightNow.noNext")}
        </p>
      )}
      <p className="panchang-then">{t("rightNow.terms")}:</p>
      <ul className="calendar-rules">
        {terms.map((term) => (
          <li key={term}>{t(`rightNow.term.${term}`)}</li>
        ))}
      </ul>
    </section>
  );
}
