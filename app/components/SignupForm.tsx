import { Link } from "@remix-run/react";
import { ValidatedForm } from "remix-validated-form";

import { mobileLoginValidator } from "~/domain/mobile-forms";
import { DIAL_CODE_NOTE, DIAL_CODES } from "~/domain/phone";

import { SubmitButton } from "./form-fields";
import { PhoneField } from "./PhoneField";

/**
 * Login with mobile number (spec §2 "Login"): posts to /signup from /signup and /login alike.
 * Its messages and the number sent back are /signup's answer (validationError).
 */
export function SignupForm() {
  return (
    <section className="container narrow section auth-card">
      <h1>Login or sign up</h1>
      <p className="lead">Enter your mobile number. We will send you a 4-digit OTP by SMS.</p>
      <ValidatedForm validator={mobileLoginValidator} method="post" action="/signup" noValidate className="stack">
        <PhoneField label="Mobile Number" note={DIAL_CODE_NOTE} dialCodes={{ name: "dialCode", options: DIAL_CODES }} />
        {/* A field people never see: bots that fill every input give themselves away. */}
        <div className="honeypot" aria-hidden="true">
          <label htmlFor="website">Leave this empty</label>
          <input id="website" name="website" type="text" tabIndex={-1} autoComplete="off" maxLength={100} />
        </div>
        <SubmitButton pendingText="Sending OTP...">Send OTP</SubmitButton>
      </ValidatedForm>
      <p className="fine-print">
        By continuing you agree to our <Link to="/terms-and-conditions">Terms &amp; Conditions</Link> and{" "}
        <Link to="/privacy-policy">Privacy Policy</Link>. You must be 18 or older.
      </p>
    </section>
  );
}
