import { useNavigation } from "@remix-run/react";
import { ValidatedForm, type Validator } from "remix-validated-form";

import { useLocalePath } from "~/components/language";

import { ResendButton, ResendCountdown, useCountdown } from "./Countdown";
import { OtpField } from "./OtpInputs";

type OtpCodeFormProps<Data extends Record<string, unknown>> = {
  /** The page's own address, in English form: the form posts to it. */
  path: string;
  validator: Validator<Data>;
  /** The challenge the code answers; the form is drawn afresh for a new one, so a resend clears the boxes. */
  challengeId: string | null;
  /** Seconds until a new code may be sent, and India's clock then for a browser without JavaScript. */
  secondsLeft: number;
  resendFrom: string | null;
  /** What the countdown says once the wait is over. */
  over: string;
  /** The button that sends the code: its words, its words while the code is checked, its look. */
  verify: { text: string; pending: string; className: string };
};

/**
 * The code step of signing in and of deleting an account: the six boxes, the countdown to a new
 * code, the button that sends the code and 'Resend OTP', each saying so while its own post is under way.
 */
export function OtpCodeForm<Data extends Record<string, unknown>>({
  path,
  validator,
  challengeId,
  secondsLeft,
  resendFrom,
  over,
  verify,
}: OtpCodeFormProps<Data>) {
  const to = useLocalePath();
  const navigation = useNavigation();
  const left = useCountdown(secondsLeft, challengeId);
  const intent = navigation.state === "submitting" ? navigation.formData?.get("intent") : null;
  return (
    <ValidatedForm action={to(path)} validator={validator} method="post" noValidate className="stack" key={challengeId ?? "none"}>
      <OtpField />
      <ResendCountdown left={left} resendFrom={resendFrom} over={over} />
      <div className="button-row">
        <button type="submit" name="intent" value="verify" className={verify.className} disabled={intent === "verify"}>
          {intent === "verify" ? verify.pending : verify.text}
        </button>
        {/* Shown when the wait is over by the clock alone (CSS), the same with or without scripts,
            so it never appears or goes at hydration; the server enforces the wait in any case. */}
        <ResendButton secondsLeft={secondsLeft} sending={intent === "resend"} />
      </div>
    </ValidatedForm>
  );
}
