import { Form, useNavigate } from "@remix-run/react";
import { type FormEvent, useEffect, useRef } from "react";

import { useLocalePath } from "~/components/language";
import { useTranslation } from "~/components/use-translation";
import { DAILY_TEXT_ANCHOR, SIGNS } from "~/domain/horoscope";

/**
 * 'Choose a Different Sign'. Without JavaScript it is a GET form whose 'Show' button asks the
 * server for the new address; with JavaScript a change navigates at once and replaces the
 * history entry (spec: the address always matches the choice). The 'Show' button stays in
 * both modes, so nothing moves under the visitor's finger when the scripts start; with
 * JavaScript it goes to the chosen sign the same way a change does. Either way the new page
 * opens at its heading: on a phone the picker sits below the text.
 */
export function SignPicker({ currentSign, day }: { currentSign: string; day: string }) {
  const navigate = useNavigate();
  const { t } = useTranslation(["horoscope", "common"]);
  const to = useLocalePath();
  const select = useRef<HTMLSelectElement>(null);
  const go = (sign: string) => navigate(to(`/daily-horoscope/${day}/${sign}#${DAILY_TEXT_ANCHOR}`), { replace: true });
  // A sign chosen before the scripts ran saw no handler: follow it once they do.
  useEffect(() => {
    const chosen = select.current?.value;
    if (chosen && chosen !== currentSign) go(chosen);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, right after hydration
  }, []);
  const show = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const chosen = select.current?.value;
    if (chosen && chosen !== currentSign) go(chosen);
  };
  return (
    // The address's fragment survives the server's redirect to the chosen sign's page.
    <Form method="get" action={to(`/daily-horoscope/choose#${DAILY_TEXT_ANCHOR}`)} className="sign-picker" onSubmit={show}>
      <input type="hidden" name="day" value={day} />
      <label htmlFor="sign-picker">{t("chooseSign")}</label>
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
              {t(`common:signs.${sign.slug}`)}
            </option>
          ))}
        </select>
        <button type="submit" className="button button-small">
          {t("show")}
        </button>
      </div>
    </Form>
  );
}
