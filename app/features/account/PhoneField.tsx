import { useField, useIsSubmitting } from "remix-validated-form";

import { useFormField } from "~/components/form-fields";
import { useTranslation } from "~/components/use-translation";
import { INDIA_DIAL_CODE, MOBILE_INPUT, normaliseIndianMobile } from "~/domain/phone";

type PhoneFieldProps = {
  name?: string;
  id?: string;
  label: string;
  /** Under the label: which numbers we take. */
  note: string;
  /** A choice of dial code before the number (sign-in), or else a fixed "+91" shown beside it. */
  dialCodes?: { name: string; options: ReadonlyArray<{ code: string; label: string }> };
};

/**
 * A mobile number for an OTP. Non-digits are stripped as typed (spec §2), and a pasted +91 or
 * leading 0 drops away; the server does the same for posts without JavaScript. While the form
 * sends, the number stays as it is. Its message is announced: it is the form's only field.
 */
export function PhoneField({ name = "mobile", id = name, label, note, dialCodes }: PhoneFieldProps) {
  const { t } = useTranslation("forms");
  const field = useFormField(name);
  const { error } = field;
  const dialCode = useField(dialCodes?.name ?? "").defaultValue as string | undefined;
  const sending = useIsSubmitting();
  const noteId = `${id}-note`;
  const errorId = error ? `${id}-error` : undefined;
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <p id={noteId} className="field-hint">
        {note}
      </p>
      <div className="phone-row">
        {dialCodes ? (
          <>
            <label htmlFor={dialCodes.name} className="visually-hidden">
              {t("phone.countryCode")}
            </label>
            <select
              id={dialCodes.name}
              name={dialCodes.name}
              defaultValue={dialCode ?? INDIA_DIAL_CODE}
              disabled={sending}
              aria-describedby={noteId}
            >
              {dialCodes.options.map((d) => (
                <option key={d.code} value={d.code}>
                  {d.label}
                </option>
              ))}
            </select>
          </>
        ) : (
          <span className="prefix" aria-hidden="true">
            {INDIA_DIAL_CODE}
          </span>
        )}
        {/* type="tel" takes autocomplete="tel" only (HTML): the browser fills "+91 …", which the normalising reads. */}
        <input
          {...field.inputProps({
            id,
            ...MOBILE_INPUT,
            readOnly: sending,
            "aria-invalid": error ? true : undefined,
            "aria-describedby": errorId ? `${noteId} ${errorId}` : noteId,
          } as const)}
          defaultValue={field.defaultValue ?? ""}
          onInput={(event) => {
            const input = event.currentTarget;
            const digits = normaliseIndianMobile(input.value);
            if (digits !== input.value) input.value = digits;
          }}
        />
      </div>
      {error ? (
        <p id={errorId} className="field-error" role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
}
