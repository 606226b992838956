import { lightSchema } from "./form-check";

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

/** A form of the four boxes: the code, or the form's message under `otp` (the boxes' group). A light schema: the OTP pages stay free of zod. */
export function otpCodeSchema(message: string) {
  return lightSchema<{ code: string }>((values) => {
    const code = otpFromBoxes({ get: (name) => values[name] });
    return code ? { data: { code } } : { fieldErrors: { otp: message } };
  });
}

/**
 * The caps on OTP sends when the configuration sets none (OTP_SENDS_PER_PHONE_PER_HOUR,
 * OTP_SENDS_PER_PHONE_PER_DAY, OTP_SENDS_PER_ADDRESS_PER_HOUR). Many Indian mobile users share
 * carrier NAT addresses, so the address cap is generous.
 */
export const OTP_SEND_CAPS = { perPhonePerHour: 5, perPhonePerDay: 10, perAddressPerHour: 30 } as const;
