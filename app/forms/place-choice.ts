// A place typed on a form may mean several: the form offers them (PlaceField's choices), and the
// one pressed is posted under its own name beside the typed field.

/** The name a place chosen from the offered list is posted under, beside the typed field it stands for. */
export const placeChoiceName = (field: string) => `${field}_choice`;

/** A place chosen from the list the form offered stands for the one typed, which shows it from then on. */
export function takeChosenPlace(form: FormData, field: string) {
  const chosen = form.get(placeChoiceName(field));
  form.delete(placeChoiceName(field));
  if (typeof chosen === "string" && chosen.trim()) form.set(field, chosen);
}
