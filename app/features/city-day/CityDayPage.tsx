import { useTranslation } from "react-i18next";

import { PanchangCityChoice } from "~/components/PanchangCityChoice";
import type { CityDayKind } from "~/domain/city-day";

import { DayPeriods, type DayPeriodsProps } from "./DayPeriods";
import { PanchangDay, type PanchangDayProps } from "./PanchangDay";

type Choice = { kind: CityDayKind; query: string; date: string | null; cities: Array<{ slug: string; name: string; state: string }> };

export type CityDayData = ({ kind: "panchang" } & PanchangDayProps) | DayPeriodsProps;

/** A city's page of a day, drawn by its kind's component. */
export function CityDay({ data }: { data: CityDayData }) {
  return data.kind === "panchang" ? <PanchangDay {...data} /> : <DayPeriods {...data} />;
}

/** `/<kind>`: today's page of the default city, or the cities a search may mean, asked again through this page. */
export function CityDayOrChoice({ data }: { data: ({ show: "day" } & CityDayData) | ({ show: "choice" } & Choice) }) {
  const { t } = useTranslation("dayPeriods");
  if (data.show === "day") return <CityDay data={data} />;
  const { kind } = data;
  const page = kind === "panchang" ? undefined : { path: `/${kind}`, eyebrow: t(`${kind}.eyebrow`), submit: t(`${kind}.submit`) };
  return <PanchangCityChoice {...data} page={page} />;
}
