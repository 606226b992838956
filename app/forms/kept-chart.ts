import { z } from "zod";

import { KEPT_CHART_RELATIONS, type KeptChartRelation } from "~/domain/kept-charts";
import type { Words } from "~/domain/words";

import { TEXT_LIMITS, textRules } from "./text-input";
import { postedString } from "./validation";

// A kept chart's name and whose chart it is: asked when a chart is kept and when it is renamed.
// The birth itself comes with the chart (the kundli form's fields, posted again).

export const KEPT_CHART_FIELDS = { name: "chart_name", relation: "relation" } as const;

/** The keep form posts to the kundli page, whose action tells it from the birth form by this. */
export const KEEP_SUBACTION = "keep";

const trimmed = postedString.transform((value) => value.trim());

export function keptChartSchema(t: Words) {
  return z.object({
    chart_name: trimmed.superRefine((value, ctx) => {
      if (!value) return ctx.addIssue({ code: "custom", message: t("kundli:kept.nameRequired") });
      textRules(t("kundli:kept.name"), TEXT_LIMITS.personName, { t })(value, ctx);
    }),
    relation: trimmed
      .superRefine((value, ctx) => {
        if (!(KEPT_CHART_RELATIONS as readonly string[]).includes(value))
          ctx.addIssue({ code: "custom", message: t("kundli:kept.relationInvalid") });
      })
      .transform((value) => value as KeptChartRelation),
  });
}
