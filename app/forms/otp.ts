import { z } from "zod";

import { indiaMinuteFrom } from "~/domain/india-date";
import type { Language } from "~/domain/language";
import { postedString, zodValidator } from "~/forms/validation";

// The four OTP boxes (spec §2: four single-digit boxes, 4 digits required).

/** The box names the forms post: d1 to d4. */
export const OTP_BOX_NAMES = ["d1", "d2", "d3", "d4"] as const;

/**
 * The code the four boxes hold, or null when it is not four digits. Without JavaScript a
 * pasted or autofilled code lands whole in the first box (it takes four characters), the
 * others left empty: that is the code too.
 */
export function otpFromBoxes(form: { get(name: string): unknown }): string | null {
  const boxes = OTP_BOX_NAMES.map((name) => {
    const value = form.get(name);
    return typeof value === "string" ? value.replace(/\s+/g, "") : "";
  });
  const [first, ...rest] = boxes;
  if (/^\d{4}$/.test(first) && rest.every((box) => box === "")) return first;
  const code = boxes.join("");
  return boxes.every((box) => /^\d$/.test(box)) ? code : null;
}

/**
 * A form of the four boxes and a Resend button: the code to verify, or the resend, which needs
 * no code. Without four digits the form's message goes under `otp` (the boxes' group).
 */
export function otpFormSchema(message: string) {
  return z
    .object({ intent: postedString, d1: postedString, d2: postedString, d3: postedString, d4: postedString })
    .transform((values, ctx): { intent: "resend" } | { intent: "verify"; code: string } => {
      if (values.intent === "resend") return { intent: "resend" };
      const code = otpFromBoxes({ get: (name) => values[name as (typeof OTP_BOX_NAMES)[number]] });
      if (code) return { intent: "verify", code };
      ctx.addIssue({ code: "custom", path: ["otp"], message });
      return z.NEVER;
    });
}

/** The validator of an OTP form whose incomplete code is told with `message`. */
export const otpFormValidator = (message: string) => zodValidator(otpFormSchema(message));

/** When a new code may be asked for, on India's clock ('4:38 pm', '16:38' in Hindi), or null when it may be now. */
export function resendClock(secondsLeft: number, language: Language, now = new Date()): string | null {
  return secondsLeft > 0 ? indiaMinuteFrom(new Date(now.getTime() + secondsLeft * 1000), language) : null;
}

/**
 * The words for a send refused or a try not checked, by whose doing (services/otp's `cause`):
 * the visitor's network asking often, wrong codes entered, or the site sharing out under an attack.
 */
export const OTP_REFUSALS = {
  send: { network: "account:login.busy", tries: "account:login.triesSpent", pressure: "account:login.pressure" },
  check: { tries: "account:otp.triesPaused", pressure: "account:otp.checksPaused" },
} as const;
