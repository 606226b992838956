import { useTranslation } from "react-i18next";

import { PanchangCityChoice } from "~/components/PanchangCityChoice";

import { GrahanEclipse, GrahanNone, GrahanYear, type SightedEclipse } from "./GrahanPages";

type CityData = {
  city: { slug: string; name: string; state: string; latitude: number; longitude: number };
  names: { city: string; state: string };
};

export type GrahanData =
  | { show: "choice"; query: string; cities: { slug: string; name: string; state: string }[] }
  | (CityData & {
      show: "year";
      years: { year: number; eclipses: SightedEclipse[] }[];
      previousYear: number | null;
      nextYear: number | null;
    })
  | (CityData & { show: "eclipse"; year: number; found: SightedEclipse; eclipses: SightedEclipse[] })
  | (CityData & { show: "none"; year: number; eclipses: SightedEclipse[] });

/** Any of the eclipse pages by what its loader found; `path` is the address the city form asks again. */
export function GrahanView({ data, path }: { data: GrahanData; path: string }) {
  const { t } = useTranslation("grahan");
  switch (data.show) {
    case "choice":
      return (
        <PanchangCityChoice
          query={data.query}
          date={null}
          cities={data.cities}
          page={{ path, eyebrow: t("eyebrow"), submit: t("form.submit") }}
        />
      );
    case "year":
      return <GrahanYear {...data} />;
    case "eclipse":
      return <GrahanEclipse {...data} />;
    case "none":
      return <GrahanNone {...data} />;
  }
}
