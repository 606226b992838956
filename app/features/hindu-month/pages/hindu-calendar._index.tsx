import { useLoaderData } from "@remix-run/react";

import { PanchangCityChoice } from "~/components/PanchangCityChoice";
import { useTranslation } from "~/components/use-translation";
import type { choiceLoader as loader } from "~/features/hindu-month/hindu-calendar-loaders.server";
import { choiceHandle, choiceHeaders, choiceMeta } from "~/features/hindu-month/hindu-calendar-route";

// /hindu-calendar: this month of the chosen city (New Delhi unless one was chosen), or the cities a typed name may mean.
export const handle = choiceHandle;
export { choiceLoader as loader } from "~/features/hindu-month/hindu-calendar-loaders.server";
export const headers = choiceHeaders;
export const meta = choiceMeta;

export default function HinduCalendarChoice() {
  const { query, cities } = useLoaderData<typeof loader>();
  const { t } = useTranslation("calendar");
  return (
    <PanchangCityChoice
      query={query}
      date={null}
      cities={cities}
      page={{ path: "/hindu-calendar", eyebrow: t("eyebrow"), submit: t("form.submit") }}
    />
  );
}
