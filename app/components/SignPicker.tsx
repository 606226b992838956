import { Form, useNavigate } from "@remix-run/react";
import { useEffect, useRef } from "react";
import { SIGNS } from "~/domain/horoscope";
import { useHydrated } from "./use-hydrated";

/**
 * 'Choose a Different Sign'. Without JavaScript it is a GET form whose button asks the
 * server for the new address; with JavaScript a change navigates at once and replaces
 * the history entry (spec: the address always matches the choice).
 */
export function SignPicker({ currentSign, day }: { currentSign: string; day: string }) {
  const hydrated = useHydrated();
  const navigate = useNavigate();
  const select = useRef<HTMLSelectElement>(null);
  const go = (sign: string) => navigate(`/daily-horoscope/${day}/${sign}`, { replace: true, preventScrollReset: true });
  // A sign chosen while the page was still hydrating (HydrateOnIntent) saw no handler: follow it now.
  useEffect(() => {
    const chosen = select.current?.value;
    if (chosen && chosen !== currentSign) go(chosen);
  }, []); // once, right after hydration
  return (
    <Form method="get" action="/daily-horoscope/choose" className="sign-picker">
      <input type="hidden" name="day" value={day} />
      <label htmlFor="sign-picker">Choose a Different Sign</label>
      <div className="sign-picker-row">
        <select
          id="sign-picker"
          name="sign"
          defaultValue={currentSign}
          key={currentSign}
          ref={select}
          onChange={(event) => go(event.currentTarget.value)}
        >
          {SIGNS.map((sign) => (
            <option key={sign.slug} value={sign.slug}>
              {sign.name}
            </option>
          ))}
        </select>
        {hydrated ? null : (
          <button type="submit" className="button button-small">
            Show
          </button>
        )}
      </div>
    </Form>
  );
}
