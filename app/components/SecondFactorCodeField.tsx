import { ADMIN_LOGIN_LIMITS, secondFactorMessages } from "~/domain/admin";

/** The one-time code box of the second-factor pages, with its hint and error beside it. */
export function SecondFactorCodeField({ error, recoveryAllowed }: { error?: string; recoveryAllowed: boolean }) {
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
