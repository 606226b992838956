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
