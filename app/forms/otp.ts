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

/**
 * The caps on OTP sends and tries when the configuration sets none (decision 078). A number's
 * sends are counted per requester: each device that signed in with it before, and each address
 * and network of strangers, so no stranger can spend its owner's sends. Many Indian mobile users
 * share carrier NAT addresses, so the address and network caps are generous; the network caps
 * count only numbers without an account.
 */
export const OTP_SEND_CAPS = {
  /** Sends to one number for one requester (a device, or a stranger's address or /24). */
  perPhonePerHour: 5,
  perPhonePerDay: 10,
  /** Sends to one number for all requesters that never signed in with it, together: SMS bombing. */
  perPhoneFromStrangersPerDay: 20,
  /** Sends from one address, across numbers. */
  perAddressPerHour: 30,
  /** Strangers' sends, to any number, for one /24 (IPv6 /48), and for one /16 (IPv6 /32). */
  perNetworkPerHour: 120,
  perWideNetworkPerHour: 400,
  /**
   * Once strangers have spent half the budget's window, the sends one /16 (IPv6 /32) may still
   * have in that window: an attacker on N such networks then spends at most half the window
   * and N more, and a network it never used finds the rest (decision 104).
   */
  perWideNetworkUnderPressure: 1,
  /** Wrong codes for one number from requesters that never signed in with it, across codes. */
  wrongTriesPerPhonePerDay: 5,
  /**
   * Strangers' wrong codes at numbers with an account, per /16 (IPv6 /32) a day: beyond them a
   * try from there is answered as wrong without being checked (the takeover reckoning in
   * docs/security.md).
   */
  wrongTriesPerWideNetworkPerDay: 10,
  /**
   * A number's strangers' caps of the day stop holding back a requester from a network that had
   * no part in them once no other network has asked for or tried a code for that number this long.
   */
  strangersQuietMinutes: 60,
  /** The budget's window: strangers spend at most this many minutes' share of the hour in any such span. */
  budgetBurstMinutes: 15,
} as const;

/** When a new code may be asked for, on India's clock ('4:38 pm', '16:38' in Hindi), or null when it may be now. */
export function resendClock(secondsLeft: number, language: Language, now = new Date()): string | null {
  return secondsLeft > 0 ? indiaMinuteFrom(new Date(now.getTime() + secondsLeft * 1000), language) : null;
}
