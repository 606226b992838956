import { type FocusEvent, type KeyboardEvent, type ReactNode, useEffect, useRef, useState } from "react";

import { useTranslation } from "~/components/use-translation";
import type { Language } from "~/domain/language";
import { placeChoiceName } from "~/forms/place-choice";

import { LabelledField, useFieldWiring } from "./form-fields";
import { useLanguage } from "./language";
import { PlaceChoices } from "./PlaceChoices";
import { useHydrated } from "./use-hydrated";

/** A place as the search offers it: the label the forms take back, and its words on this page. */
type Suggestion = { value: string; text: string };
type Answer = { kind: "found" | "choice" | "none"; places: Suggestion[] };

// The search answers the same text the same way: a text typed again, or rubbed out back to an
// earlier one, is not asked twice.
const answers = new Map<string, Answer>();
const ANSWERS_KEPT = 200;
// How long typing must pause before the search is asked, and how much must be typed.
const PAUSE_MS = 150;
const SHORTEST = 3;

async function suggestionsFor(query: string, language: Language, signal: AbortSignal): Promise<Answer> {
  const key = `${language} ${query}`;
  const kept = answers.get(key);
  if (kept) return kept;
  const response = await fetch(`/api/places?q=${encodeURIComponent(query)}&lang=${language}`, { signal });
  // Refused (too many searches) or failed: nothing is said, the field is found after the post.
  if (!response.ok) throw new Error(`the place search answered ${response.status}`);
  const answer = (await response.json()) as Answer;
  if (answers.size >= ANSWERS_KEPT) answers.delete(answers.keys().next().value as string);
  answers.set(key, answer);
  return answer;
}

type Props = {
  name: string;
  label: string;
  id?: string;
  hint?: ReactNode;
  required?: boolean;
  maxLength: number;
  /** The places the last post's typed name may mean, offered below the field (none: nothing shown). */
  choices?: ReadonlyArray<Suggestion>;
};

/**
 * A place typed as text, posted as text: without JavaScript the server finds it, or offers its
 * choices after the post (PlaceChoices). With JavaScript it is also a combobox after WAI-ARIA's
 * pattern (list autocomplete, manual selection): places are suggested from /api/places as it is
 * typed, in the order the server would offer them; the arrow keys move through them, Enter or a
 * tap takes one (its label, which the server takes back exactly), Escape closes them. The list
 * lies over the page below, so nothing under the finger moves.
 */
export function PlaceField({ name, label, id = name, hint, required, maxLength, choices = [] }: Props) {
  const { t } = useTranslation("forms");
  const language = useLanguage();
  const hydrated = useHydrated();
  const field = useFieldWiring({ name, id, hint, required });
  const input = useRef<HTMLInputElement>(null);
  const [answer, setAnswer] = useState<Answer | null>(null);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const asking = useRef<{ timer?: ReturnType<typeof setTimeout>; controller?: AbortController }>({});
  const listId = `${id}-suggestions`;
  const places = answer?.places ?? [];
  const shown = open && places.length > 0;

  useEffect(() => () => stopAsking(), []);

  function stopAsking() {
    clearTimeout(asking.current.timer);
    asking.current.controller?.abort();
  }

  function ask(text: string) {
    stopAsking();
    const query = text.trim();
    if (query.length < SHORTEST) {
      setAnswer(null);
      setOpen(false);
      return;
    }
    const controller = new AbortController();
    asking.current = {
      controller,
      timer: setTimeout(() => {
        suggestionsFor(query, language, controller.signal).then(
          (found) => {
            // An answer for a field already left is not shown: the list would cover the page below.
            if (controller.signal.aborted || document.activeElement !== input.current) return;
            setAnswer(found);
            setActive(-1);
            setOpen(true);
          },
          // Offline or aborted: the field stays a text field, found by the server after the post.
          () => undefined,
        );
      }, PAUSE_MS),
    };
  }

  function take(place: Suggestion) {
    stopAsking();
    if (input.current) input.current.value = place.value;
    setOpen(false);
    setActive(-1);
    setAnswer(null);
    // The field is checked again, as if typed: a message about the typed text goes.
    field.groupEvents.onChange();
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === "ArrowDown" || event.key === "ArrowUp") {
      if (places.length === 0) return;
      event.preventDefault();
      if (!open || event.altKey) {
        setOpen(true);
        if (event.altKey) return;
      }
      const step = event.key === "ArrowDown" ? 1 : -1;
      setActive((at) => (at === -1 && step === -1 ? places.length - 1 : (at + step + places.length) % places.length));
    } else if (event.key === "Enter" && shown && active >= 0) {
      // Enter takes the suggestion shown as chosen; with none chosen, it sends the form.
      event.preventDefault();
      take(places[active]);
    } else if (event.key === "Escape" && shown) {
      event.preventDefault();
      setOpen(false);
      setActive(-1);
    }
  }

  const { defaultValue, ...props } = field.inputProps({
    ...field.control,
    type: "text",
    maxLength,
    autoComplete: "off",
    onChange: (event: { target: HTMLInputElement }) => ask(event.target.value),
  });
  const combobox = hydrated
    ? {
        role: "combobox",
        "aria-autocomplete": "list" as const,
        "aria-expanded": shown,
        "aria-controls": listId,
        "aria-activedescendant": shown && active >= 0 ? `${listId}-${active}` : undefined,
        onKeyDown,
        onBlur: (event: FocusEvent<HTMLInputElement>) => {
          stopAsking();
          setOpen(false);
          setActive(-1);
          props.onBlur(event);
        },
      }
    : {};

  return (
    <>
      <LabelledField label={label} hint={hint} field={field}>
        <div className="place-combobox">
          <input {...props} {...combobox} ref={input} defaultValue={defaultValue} />
          {hydrated ? (
            // A tap on a suggestion must not take the focus from the field first (its blur closes the list).
            <ul
              id={listId}
              role="listbox"
              aria-label={t("placeSuggestions.list")}
              hidden={!shown}
              onMouseDown={(event) => event.preventDefault()}
            >
              {places.map((place, at) => (
                // The keys reach an option through the field (aria-activedescendant), as the pattern has it.
                // eslint-disable-next-line jsx-a11y/click-events-have-key-events
                <li
                  key={place.value}
                  id={`${listId}-${at}`}
                  role="option"
                  aria-selected={at === active}
                  onClick={() => take(place)}
                  onMouseMove={() => setActive(at)}
                >
                  {place.text}
                </li>
              ))}
            </ul>
          ) : null}
        </div>
        {hydrated ? (
          <p className="visually-hidden" role="status">
            {answer === null || !open
              ? ""
              : answer.kind === "none"
                ? places.length
                  ? t("placeSuggestions.nearest", { count: places.length })
                  : t("placeSuggestions.none")
                : t("placeSuggestions.found", { count: places.length })}
          </p>
        ) : null}
      </LabelledField>
      <PlaceChoices name={placeChoiceName(name)} choices={choices} />
    </>
  );
}
