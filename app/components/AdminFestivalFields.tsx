import { type Option, SelectField, TextareaField, TextField } from "~/components/form-fields";
import { FESTIVAL_FIELD_LABELS as LABELS, FESTIVAL_LIMITS as LIMITS } from "~/domain/festival-admin";

/** '/images/festivals/bhai-dooj.svg' → 'bhai dooj'. */
export function pictureLabel(picture: string): string {
  return picture
    .replace(/^.*\//, "")
    .replace(/\.svg$/, "")
    .replace(/-/g, " ");
}

/** A festival's fields; ids start with the form's prefix, as one page holds many such forms. */
export function FestivalFields({ prefix, pictures }: { prefix: string; pictures: Option[] }) {
  return (
    <>
      <TextField id={`${prefix}name`} name="name" label={LABELS.name} maxLength={LIMITS.name} required />
      <TextField
        id={`${prefix}nameHi`}
        name="nameHi"
        label={LABELS.nameHi}
        maxLength={LIMITS.name}
        lang="hi"
        hint="Left empty, the Hindi calendar shows the English name."
      />
      <TextField id={`${prefix}date`} name="date" label={LABELS.date} type="date" required />
      <TextField id={`${prefix}endDate`} name="endDate" label={LABELS.endDate} type="date" hint="Only for a festival of several days." />
      <TextareaField
        id={`${prefix}description`}
        name="description"
        label={LABELS.description}
        maxLength={LIMITS.description}
        rows={3}
        required
      />
      <TextareaField
        id={`${prefix}descriptionHi`}
        name="descriptionHi"
        label={LABELS.descriptionHi}
        maxLength={LIMITS.description}
        rows={3}
        lang="hi"
        hint="Left empty, the Hindi calendar shows the English description."
      />
      <TextField
        id={`${prefix}regions`}
        name="regions"
        label={LABELS.regions}
        maxLength={LIMITS.regions}
        hint="Where it matters, e.g. Pan-India, Tamil Nadu."
      />
      <SelectField id={`${prefix}image`} name="image" label={LABELS.image} options={pictures} required />
      <TextField
        id={`${prefix}source`}
        name="source"
        label={LABELS.source}
        maxLength={LIMITS.source}
        hint="The published panchang or list the date comes from."
        required
      />
      <TextareaField
        id={`${prefix}dateNote`}
        name="dateNote"
        label={LABELS.dateNote}
        maxLength={LIMITS.dateNote}
        rows={2}
        hint="Shown on the card where sources or regions disagree."
      />
      <TextareaField
        id={`${prefix}dateNoteHi`}
        name="dateNoteHi"
        label={LABELS.dateNoteHi}
        maxLength={LIMITS.dateNote}
        rows={2}
        lang="hi"
        hint="Left empty, the Hindi calendar shows the English date note."
      />
    </>
  );
}
