import "~/components/shared-browser-code";

import { useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";

import { MuhuratYear } from "~/components/MuhuratYear";
import { PanchangCityChoice } from "~/components/PanchangCityChoice";
import { muhuratPath } from "~/domain/muhurat-paths";
import { yearHandle, yearHeaders, yearMeta } from "~/pages/muhurat";
import { yearLoader } from "~/pages/muhurat.server";

// /muhurat/<kind>/<year>: a ceremony's auspicious days of a year, for New Delhi or the city asked.
export const handle = yearHandle;
export const loader = yearLoader;
export const headers = yearHeaders;
export const meta = yearMeta;

export default function MuhuratOfYear() {
  const data = useLoaderData<typeof loader>();
  const { t } = useTranslation("muhurat");
  if (data.show === "choice") {
    const page = { path: muhuratPath(data.kind, data.year), eyebrow: t("eyebrow"), submit: t("form.submit") };
    return <PanchangCityChoice query={data.query} date={null} cities={data.cities} page={page} />;
  }
  return <MuhuratYear {...data} />;
}
