import { PanchangCityChoice } from "~/components/PanchangCityChoice";
import { useTranslation } from "~/components/use-translation";

import type { GrahanPage } from "./grahan-loaders.server";
import { GrahanEclipse, GrahanNone, GrahanYear } from "./GrahanPages";

/** Any of the eclipse pages by what its loader found; `path` is the address the city form asks again. */
export function GrahanView({ data, path }: { data: GrahanPage; path: string }) {
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
