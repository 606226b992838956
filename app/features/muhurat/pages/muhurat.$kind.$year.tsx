import { useLoaderData } from "@remix-run/react";

import { PanchangCityChoice } from "~/components/PanchangCityChoice";
import { useTranslation } from "~/components/use-translation";
import { muhuratPath } from "~/domain/muhurat-paths";
import type { yearLoader as loader } from "~/features/muhurat/muhurat-loaders.server";
import { yearHandle, yearHeaders, yearMeta } from "~/features/muhurat/muhurat-route";
import { MuhuratYear } from "~/features/muhurat/MuhuratYear";

// /muhurat/<kind>/<year>: a ceremony's auspicious days of a year, for New Delhi or the city asked.
export const handle = yearHandle;
export { yearLoader as loader } from "~/features/muhurat/muhurat-loaders.server";
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
