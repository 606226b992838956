import { useEffect, useRef } from "react";

import { useFormField } from "~/components/form-fields";
import { useTranslation } from "~/components/use-translation";

type OtpCredentials = { get(options: { otp: { transport: string[] }; signal: AbortSignal }): Promise<{ code?: string } | null> };

/**
 * Four single-digit boxes (spec §2). The first takes a whole code, so that without
 * JavaScript a pasted or autofilled code arrives in one box and the server reads it there.
 * With JavaScript: typing moves to the next box, Backspace to the previous one, pasting
 * into any box fills them all, and where the browser offers the WebOTP API the code is read
 * from the SMS (which ends with the "@host #code" line it looks for).
 */
export function OtpInputs({
  invalid,
  describedBy,
  onChange,
  onBlur,
}: {
  invalid?: boolean;
  describedBy?: string;
  /** Told of every change, and of each box left: the form checks the code the boxes hold. */
  onChange?: () => void;
  onBlur?: () => void;
}) {
  const { t } = useTranslation("forms");
  const refs = useRef<Array<HTMLInputElement | null>>([]);
  const focus = (i: number) => refs.current[Math.max(0, Math.min(3, i))]?.focus();
  const fill = (digits: string, from = 0) => {
    digits
      .slice(0, 4 - from)
      .split("")
      .forEach((d, k) => {
        const box = refs.current[from + k];
        if (box) box.value = d;
      });
    focus(from + digits.length);
  };

  useEffect(() => {
    if (!("OTPCredential" in window)) return;
    // Ends with the page (a resend re-keys the form, a submit leaves it): no stale prompt.
    const abort = new AbortController();
    (navigator.credentials as unknown as OtpCredentials)
      .get({ otp: { transport: ["sms"] }, signal: abort.signal })
      .then((otp) => {
        const digits = otp?.code?.replace(/\D+/g, "") ?? "";
        if (digits.length === 4) fill(digits);
      })
      .catch(() => undefined);
    return () => abort.abort();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- one SMS listener per page, started once
  }, []);

  return (
    <div className="otp-boxes">
      {[0, 1, 2, 3].map((i) => (
        <span key={i}>
          <label htmlFor={`otp-${i + 1}`} className="visually-hidden">
            {t("otp.digit", { n: i + 1 })}
          </label>
          <input
            ref={(el) => {
              refs.current[i] = el;
            }}
            id={`otp-${i + 1}`}
            name={`d${i + 1}`}
            className="otp-box"
            type="text"
            inputMode="numeric"
            pattern={i === 0 ? "[0-9]{1,4}" : "[0-9]"}
            maxLength={i === 0 ? 4 : 1}
            autoComplete={i === 0 ? "one-time-code" : "off"}
            aria-invalid={invalid || undefined}
            aria-describedby={describedBy}
            onInput={(event) => {
              const input = event.currentTarget;
              const digits = input.value.replace(/\D+/g, "");
              if (digits.length > 1) {
                // Autofill or a pasted code arriving in one box.
                fill(digits, i);
                return;
              }
              input.value = digits;
              if (digits) focus(i + 1);
            }}
            onChange={onChange}
            onBlur={onBlur}
            onKeyDown={(event) => {
              if (event.key === "Backspace" && !event.currentTarget.value) focus(i - 1);
            }}
            onPaste={(event) => {
              const digits = event.clipboardData.getData("text").replace(/\D+/g, "").slice(0, 4);
              if (digits.length < 2) return;
              event.preventDefault();
              fill(digits);
              onChange?.();
            }}
          />
        </span>
      ))}
    </div>
  );
}

/** The four boxes as a ValidatedForm's field: its message (under `name`) beside them, announced. */
export function OtpField({ name = "otp" }: { name?: string }) {
  const { t } = useTranslation("forms");
  const { error, groupEvents } = useFormField(name);
  const errorId = error ? `${name}-error` : undefined;
  return (
    <>
      <fieldset className="otp-fieldset">
        <legend className="visually-hidden">{t("otp.legend")}</legend>
        <OtpInputs invalid={Boolean(error)} describedBy={errorId} {...groupEvents} />
      </fieldset>
      {error ? (
        <p id={errorId} className="field-error" role="alert">
          {error}
        </p>
      ) : null}
    </>
  );
}
