// Which divisional chart a chart page draws, and in which style. A plain form chooses them (a
// post on the kundli page, a query on "my kundli"), so the choice works without JavaScript; a
// value not on the lists, as a crafted request might send, falls back to the default.
import type { ChartHouseCell, Kundli } from "~/jyotish";
import { DRAWN_VARGAS, type DrawnVarga } from "~/jyotish/zodiac";

export const CHART_STYLES = ["north", "south"] as const;
export type ChartStyle = (typeof CHART_STYLES)[number];

export type ChartView = { varga: DrawnVarga; style: ChartStyle };

/** The navamsa in the North Indian style: the divisional chart every family asks for first. */
export const DEFAULT_CHART_VIEW: ChartView = { varga: 9, style: "north" };

/** The form fields' names. */
export const CHART_VIEW_FIELDS = { varga: "varga", style: "style" } as const;

/** The view a form or query asks for, field by field, each falling back to the default. */
export function chartViewOf(values: { get(name: string): unknown }): ChartView {
  const varga = Number(values.get(CHART_VIEW_FIELDS.varga));
  const style = values.get(CHART_VIEW_FIELDS.style);
  return {
    varga: (DRAWN_VARGAS as readonly number[]).includes(varga) ? (varga as DrawnVarga) : DEFAULT_CHART_VIEW.varga,
    style: (CHART_STYLES as readonly unknown[]).includes(style) ? (style as ChartStyle) : DEFAULT_CHART_VIEW.style,
  };
}

/** A kundli as a chart page shows it: with the divisional chart its view asks for (null without the time). */
export type ShownKundli = Kundli & { view: ChartView; divisional: ChartHouseCell[] | null };
