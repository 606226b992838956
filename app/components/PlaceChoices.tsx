import { useTranslation } from "~/components/use-translation";

type Props = {
  /** The field the chosen place is posted as, beside the typed one. */
  name: string;
  /** Each place's label, which the search takes back as that place, and its words on this page. */
  choices: ReadonlyArray<{ value: string; text: string }>;
};

/**
 * The places a typed name may mean (or the nearest, when it named none): pressing one posts the
 * form again with it, so the choice works without JavaScript.
 */
export function PlaceChoices({ name, choices }: Props) {
  const { t } = useTranslation("forms");
  if (choices.length === 0) return null;
  return (
    <fieldset className="place-choices">
      <legend>{t("placeChoices")}</legend>
      <ul>
        {choices.map((choice) => (
          <li key={choice.value}>
            <button type="submit" name={name} value={choice.value} className="link-button">
              {choice.text}
            </button>
          </li>
        ))}
      </ul>
    </fieldset>
  );
}
