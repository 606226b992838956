import { type Option, SelectField, TextareaField, TextField } from "~/components/form-fields";
import { FESTIVAL_LIMITS as LIMITS } from "~/domain/festival-admin";
import { adminFestivals } from "~/locales/en/admin/festivals";

const LABELS = adminFestivals.fields;

/** '/images/festivals/bhai-dooj.svg' → 'bhai dooj'. */
export function pictureLabel(picture: string): string {
  return picture
    .replace(/^.*\//, "")
    .replace(/\.svg$/, "")
    .replace(/-/g, " ");
}

type Texts = "name" | "description" | "regions" | "dateNote";

/**
 * A text and its Hindi twin (`nameHi` beside `name`): the Hindi one may be left empty, and the
 * Hindi calendar then shows the English.
 */
function InBothLanguages({
  prefix,
  name,
  rows,
  required,
  hint,
}: {
  prefix: string;
  name: Texts;
  rows?: number;
  required?: boolean;
  hint?: string;
}) {
  const Field = rows ? TextareaField : TextField;
  const hindi = `${name}Hi` as const;
  const what = { name: "name", description: "description", regions: "regions", dateNote: "date note" }[name];
  return (
    <>
      <Field
        id={`${prefix}${name}`}
        name={name}
        label={LABELS[name]}
        maxLength={LIMITS[name]}
        rows={rows}
        required={required}
        hint={hint}
      />
      <Field
        id={`${prefix}${hindi}`}
        name={hindi}
        label={LABELS[hindi]}
        maxLength={LIMITS[name]}
        rows={rows}
        lang="hi"
        hint={`Left empty, the Hindi calendar shows the English ${what}.`}
      />
    </>
  );
}

/** A festival's fields; ids start with the form's prefix, as one page holds many such forms. */
export function FestivalFields({ prefix, pictures }: { prefix: string; pictures: Option[] }) {
  return (
    <>
      <InBothLanguages prefix={prefix} name="name" required />
      <TextField id={`${prefix}date`} name="date" label={LABELS.date} type="date" required />
      <TextField id={`${prefix}endDate`} name="endDate" label={LABELS.endDate} type="date" hint="Only for a festival of several days." />
      <InBothLanguages prefix={prefix} name="description" rows={3} required />
      <InBothLanguages prefix={prefix} name="regions" hint="Where it matters, e.g. Pan-India, Tamil Nadu." />
      <SelectField id={`${prefix}image`} name="image" label={LABELS.image} options={pictures} required />
      <TextField
        id={`${prefix}source`}
        name="source"
        label={LABELS.source}
        maxLength={LIMITS.source}
        hint="The published panchang or list the date comes from."
        required
      />
      <InBothLanguages prefix={prefix} name="dateNote" rows={2} hint="Shown on the card where sources or regions disagree." />
    </>
  );
}
