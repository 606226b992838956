import { mobileLoginSchema } from "~/domain/mobile-forms";
import { DIAL_CODE_NOTE, DIAL_CODES } from "~/domain/phone";

import { CheckedForm, SubmitButton } from "./checked-form";
import { PhoneField } from "./PhoneField";

type Props = { error?: string | null; values?: { mobile?: string; dialCode?: string } };

/** Login with mobile number (spec §2 "Login"): posts to /signup from /signup and /login alike. */
export function SignupForm({ error, values }: Props) {
  return (
    <section className="container narrow section auth-card">
      <h1>Login or sign up</h1>
      <p className="lead">Enter your mobile number. We will send you a 4-digit OTP by SMS.</p>
      <CheckedForm
        action="/signup"
        schema={mobileLoginSchema}
        errors={error ? { mobile: error } : undefined}
        defaultValues={values}
        className="stack"
      >
        <PhoneField label="Mobile Number" note={DIAL_CODE_NOTE} dialCodes={{ name: "dialCode", options: DIAL_CODES }} />
        {/* A field people never see: bots that fill every input give themselves away. */}
        <div className="honeypot" aria-hidden="true">
          <label htmlFor="website">Leave this empty</label>
          <input id="website" name="website" type="text" tabIndex={-1} autoComplete="off" maxLength={100} />
        </div>
        <SubmitButton pendingText="Sending OTP...">Send OTP</SubmitButton>
      </CheckedForm>
      <p className="fine-print">
        By continuing you agree to our <a href="/terms-and-conditions">Terms &amp; Conditions</a> and{" "}
        <a href="/privacy-policy">Privacy Policy</a>. You must be 18 or older.
      </p>
    </section>
  );
}
