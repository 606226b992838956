import { Form, useNavigation } from "@remix-run/react";

import { DIAL_CODE_NOTE, DIAL_CODES, MOBILE_INPUT_MAX_LENGTH, MOBILE_PLACEHOLDER, normaliseIndianMobile } from "~/domain/phone";

type Props = { error?: string | null; values?: { mobile?: string; dialCode?: string } };

/** Login with mobile number (spec §2 "Login"): posts to /signup from /signup and /login alike. */
export function SignupForm({ error, values }: Props) {
  const navigation = useNavigation();
  const sending = navigation.state === "submitting" && navigation.formAction === "/signup";
  return (
    <section className="container narrow section auth-card">
      <h1>Login or sign up</h1>
      <p className="lead">Enter your mobile number. We will send you a 4-digit OTP by SMS.</p>
      <Form method="post" action="/signup" className="stack" noValidate>
        <div className="field">
          <label htmlFor="mobile">Mobile Number</label>
          <p id="dialCode-note" className="field-hint">
            {DIAL_CODE_NOTE}
          </p>
          <div className="phone-row">
            <label htmlFor="dialCode" className="visually-hidden">
              Country code
            </label>
            <select
              id="dialCode"
              name="dialCode"
              defaultValue={values?.dialCode ?? "+91"}
              disabled={sending}
              aria-describedby="dialCode-note"
            >
              {DIAL_CODES.map((d) => (
                <option key={d.code} value={d.code}>
                  {d.label}
                </option>
              ))}
            </select>
            {/* type="tel" takes autocomplete="tel" only (HTML): the browser fills "+91 …", which the normalising reads. */}
            <input
              id="mobile"
              name="mobile"
              type="tel"
              inputMode="tel"
              autoComplete="tel"
              placeholder={MOBILE_PLACEHOLDER}
              maxLength={MOBILE_INPUT_MAX_LENGTH}
              defaultValue={values?.mobile ?? ""}
              readOnly={sending}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? "dialCode-note mobile-error" : "dialCode-note"}
              onInput={(event) => {
                // Non-digits are stripped as typed (spec §2), and a pasted +91 or leading 0
                // drops away; the server does the same for posts without JavaScript.
                const input = event.currentTarget;
                const digits = normaliseIndianMobile(input.value);
                if (digits !== input.value) input.value = digits;
              }}
            />
          </div>
          {error ? (
            <p id="mobile-error" className="field-error" role="alert">
              {error}
            </p>
          ) : null}
        </div>
        {/* A field people never see: bots that fill every input give themselves away. */}
        <div className="honeypot" aria-hidden="true">
          <label htmlFor="website">Leave this empty</label>
          <input id="website" name="website" type="text" tabIndex={-1} autoComplete="off" maxLength={100} />
        </div>
        <button type="submit" className="button" disabled={sending}>
          {sending ? "Sending OTP..." : "Send OTP"}
        </button>
      </Form>
      <p className="fine-print">
        By continuing you agree to our <a href="/terms-and-conditions">Terms &amp; Conditions</a> and{" "}
        <a href="/privacy-policy">Privacy Policy</a>. You must be 18 or older.
      </p>
    </section>
  );
}
