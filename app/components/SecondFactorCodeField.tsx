import { ADMIN_LOGIN_LIMITS, secondFactorMessages } from "~/domain/admin";

import { useFieldState } from "./checked-form";

/** The one-time code box of the second-factor pages (a CheckedForm's field `code`), with its hint and message beside it. */
export function SecondFactorCodeField({ recoveryAllowed }: { recoveryAllowed: boolean }) {
  const { error } = useFieldState("code");
  const describedBy = ["second-factor-code-hint", error ? "second-factor-code-error" : ""].filter(Boolean).join(" ");
  return (
    <div className="field">
      <label htmlFor="second-factor-code">{secondFactorMessages.codeLabel}</label>
      <p id="second-factor-code-hint" className="field-hint">
        {recoveryAllowed ? secondFactorMessages.codeHint : secondFactorMessages.setupConfirm.replace(/^2\. /, "")}
      </p>
      <input
        id="second-factor-code"
        name="code"
        type="text"
        inputMode={recoveryAllowed ? "text" : "numeric"}
        autoComplete="one-time-code"
        autoCapitalize="none"
        spellCheck={false}
        maxLength={ADMIN_LOGIN_LIMITS.code}
        required
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
      />
      {error ? (
        <p id="second-factor-code-error" className="field-error" role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
}
