import { useFormField } from "~/components/form-fields";
import { ADMIN_LOGIN_LIMITS } from "~/domain/admin";
import { adminSecondFactor } from "~/locales/en/admin/second-factor";

/** The one-time code box of the second-factor pages (a ValidatedForm's field `code`), with its hint and message beside it. */
export function SecondFactorCodeField({ recoveryAllowed }: { recoveryAllowed: boolean }) {
  const field = useFormField("code");
  const { error } = field;
  const describedBy = ["second-factor-code-hint", error ? "second-factor-code-error" : ""].filter(Boolean).join(" ");
  return (
    <div className="field">
      <label htmlFor="second-factor-code">{adminSecondFactor.codeLabel}</label>
      <p id="second-factor-code-hint" className="field-hint">
        {recoveryAllowed ? adminSecondFactor.codeHint : adminSecondFactor.setupConfirm.replace(/^2\. /, "")}
      </p>
      <input
        {...field.inputProps({
          id: "second-factor-code",
          type: "text",
          inputMode: recoveryAllowed ? "text" : "numeric",
          autoComplete: "one-time-code",
          autoCapitalize: "none",
          spellCheck: false,
          maxLength: ADMIN_LOGIN_LIMITS.code,
          required: true,
          "aria-invalid": error ? true : undefined,
          "aria-describedby": describedBy,
        } as const)}
      />
      {error ? (
        <p id="second-factor-code-error" className="field-error" role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
}
