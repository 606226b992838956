import { useLanguage } from "~/components/language";
import { useTranslation } from "~/components/use-translation";
import { formatIndiaDay } from "~/domain/india-date";
import type { KeptChartRelation } from "~/domain/kept-charts";

/** A kept chart in one line: whose it is and the birth it was made from. */
export function KeptChartLine({ chart }: { chart: { relation: KeptChartRelation; date: string; time: string | null; place: string } }) {
  const { t } = useTranslation("kundli");
  const language = useLanguage();
  const words = { relation: t(`kept.relationName.${chart.relation}`), date: formatIndiaDay(chart.date, language), place: chart.place };
  return <p className="field-hint">{chart.time ? t("kept.bornOn", { ...words, time: chart.time }) : t("kept.bornOnNoTime", words)}</p>;
}
