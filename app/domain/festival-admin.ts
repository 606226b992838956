// The admin festival screen: add, edit and remove the calendar's festivals. Plain
// text only; the cards print it as text. The Hindi name, description, regions and date note are optional:
// the Hindi calendar shows the English words where one is left empty (decision 075). Its form is
// forms/festival-admin.ts.

export const FESTIVAL_LIMITS = {
  name: 80,
  description: 600,
  regions: 120,
  source: 200,
  /** a computed festival's note says its rule and why a panchang names another day: up to about 500 */
  dateNote: 600,
  /** the longest festival we know runs about six weeks (Kumbh Mela) */
  days: 60,
} as const;

export type FestivalInput = {
  name: string;
  nameHi: string | null;
  date: string;
  endDate: string | null;
  description: string;
  descriptionHi: string | null;
  regions: string | null;
  regionsHi: string | null;
  image: string;
  source: string;
  dateNote: string | null;
  dateNoteHi: string | null;
};

/** What the form's fields hold, all text. */
export type FestivalFormValues = Record<keyof FestivalInput, string>;

/** A stored festival as the edit form's starting values. */
export function festivalFormValues(festival: FestivalInput): FestivalFormValues {
  return {
    name: festival.name,
    nameHi: festival.nameHi ?? "",
    date: festival.date,
    endDate: festival.endDate ?? "",
    description: festival.description,
    descriptionHi: festival.descriptionHi ?? "",
    regions: festival.regions ?? "",
    regionsHi: festival.regionsHi ?? "",
    image: festival.image,
    source: festival.source,
    dateNote: festival.dateNote ?? "",
    dateNoteHi: festival.dateNoteHi ?? "",
  };
}

/** The id of a festival's edit form, or of the add form, which the action's answer names. */
export function festivalFormId(intent: string, festivalId: number | null): string {
  return intent === "add" ? "festival-add" : `festival-${festivalId ?? "unknown"}`;
}

/** The admin screen of one month (its slug as in `calendarMonth`): /admin/festivals?year=2027&month=october. */
export function festivalAdminPath(year: number, monthSlug: string): string {
  return `/admin/festivals?year=${year}&month=${monthSlug}`;
}
