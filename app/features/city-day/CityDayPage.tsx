import { PanchangCityChoice } from "~/components/PanchangCityChoice";
import { useTranslation } from "~/components/use-translation";

import type { CityDayChoicePage, CityDayPage } from "./city-day-loaders.server";
import { DayPeriods } from "./DayPeriods";
import { PanchangDay } from "./PanchangDay";

/** A city's page of a day, drawn by its kind's component. */
export function CityDay({ data }: { data: CityDayPage }) {
  return data.kind === "panchang" ? <PanchangDay {...data} /> : <DayPeriods {...data} />;
}

/** `/<kind>`: today's page of the default city, or the cities a search may mean, asked again through this page. */
export function CityDayOrChoice({ data }: { data: CityDayChoicePage }) {
  const { t } = useTranslation("dayPeriods");
  if (data.show === "day") return <CityDay data={data} />;
  const { kind } = data;
  const page = kind === "panchang" ? undefined : { path: `/${kind}`, eyebrow: t(`${kind}.eyebrow`), submit: t(`${kind}.submit`) };
  return <PanchangCityChoice {...data} page={page} />;
}
