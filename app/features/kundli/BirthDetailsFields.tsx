import { useFormContext } from "remix-validated-form";

import { CheckboxField, SelectField, TextField } from "~/components/form-fields";
import { PlaceField } from "~/components/PlaceField";
import { useTranslation } from "~/components/use-translation";
import { BIRTH_CLOCKS, CLOCK_WORD_YEARS } from "~/domain/birth-clock";
import { PLACE_QUERY_MAX } from "~/domain/birth-places";
import { PANCHANG_FIRST_YEAR, PANCHANG_LAST_YEAR } from "~/domain/panchang-cities";
import { type BirthField, birthFieldName, type MilanPerson, OTHER_PLACE_FIELDS } from "~/forms/birth-details";
import { TEXT_LIMITS } from "~/forms/text-input";

import type { KundliBirth } from "./KundliReport";

type Props = {
  /** On the milan form, whose details these are; the field names then carry the prefix. */
  person?: MilanPerson;
  /** The places a typed name may mean, when it named more than one. */
  placeChoices?: ReadonlyArray<{ value: string; text: string }>;
};

/**
 * Name, date, time (or that it is not known), place and clock of one birth, for the kundli and
 * milan forms. A place that named several comes back with a button for each: pressing one posts
 * the form again with it.
 */
export function BirthDetailsFields({ person, placeChoices = [] }: Props) {
  const { t } = useTranslation("kundli");
  const name = (field: Parameters<typeof birthFieldName>[0]) => birthFieldName(field, person);
  // The other place's fields come back open when one was posted or is wrong.
  const otherPlaceOpen = useOtherPlaceGiven(OTHER_PLACE_FIELDS.map((field) => name(field)));
  const clocks = BIRTH_CLOCKS.map((value) => ({ value, label: t(`clock.${value}`, CLOCK_WORD_YEARS) }));
  return (
    <>
      <TextField
        name={name("name")}
        label={`${t("form.name")} ${t("form.optional")}`}
        autoComplete="off"
        maxLength={TEXT_LIMITS.personName}
      />
      <TextField
        name={name("date")}
        label={t("form.date")}
        type="date"
        min={`${PANCHANG_FIRST_YEAR}-01-01`}
        max={`${PANCHANG_LAST_YEAR}-12-31`}
        hint={t("form.dateHint")}
        required
      />
      <TextField name={name("time")} label={t("form.time")} type="time" hint={t("form.timeHint")} required />
      <CheckboxField name={name("time_unknown")} label={t("form.timeUnknown")} />
      <PlaceField
        name={name("place")}
        label={t("form.place")}
        maxLength={PLACE_QUERY_MAX}
        hint={t("form.placeHint")}
        required
        choices={placeChoices}
      />
      <details className="other-place" open={otherPlaceOpen}>
        <summary>{t("form.otherPlace")}</summary>
        <p className="field-hint">{t("form.otherPlaceHint")}</p>
        <TextField name={name("latitude")} label={t("form.latitude")} inputMode="decimal" autoComplete="off" maxLength={12} />
        <TextField name={name("longitude")} label={t("form.longitude")} inputMode="decimal" autoComplete="off" maxLength={12} />
        <TextField name={name("zone")} label={t("form.zone")} hint={t("form.zoneHint")} autoComplete="off" maxLength={40} />
      </details>
      <SelectField
        name={name("clock")}
        label={t("form.clock")}
        hint={t("form.clockHint", CLOCK_WORD_YEARS)}
        options={clocks}
        placeholder={t("clock.auto")}
      />
    </>
  );
}

/** True when any of these fields of the surrounding form holds a value or a message. */
function useOtherPlaceGiven(names: string[]): boolean {
  const { defaultValues, fieldErrors } = useFormContext();
  return names.some((name) => Boolean(fieldErrors[name]) || Boolean((defaultValues as Record<string, unknown> | undefined)?.[name]));
}

/** Each birth field's name as its label says it, for the form's summary of what is wrong. */
export function useBirthFieldLabels(): Record<BirthField, string> {
  const { t } = useTranslation("kundli");
  return {
    name: t("form.name"),
    date: t("form.date"),
    time: t("form.time"),
    time_unknown: t("form.timeUnknown"),
    place: t("form.place"),
    latitude: t("form.latitude"),
    longitude: t("form.longitude"),
    zone: t("form.zone"),
    clock: t("form.clock"),
  };
}

/**
 * The details of a birth as the form posts them again (without the clock): the place as the
 * search reads it back, whatever the page's edition calls it, and the time or that it is not known.
 */
export function birthFields(birth: KundliBirth) {
  return {
    name: birth.name,
    date: birth.date,
    time: birth.time ?? "",
    time_unknown: birth.time === null ? "on" : "",
    place: birth.place.key,
  };
}
