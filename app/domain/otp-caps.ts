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
   * Once strangers have spent half the budget's window, the sends one /24 (IPv6 /48) may still
   * have in that window, and from three quarters of it those one /16 (IPv6 /32) may have: a
   * busy carrier /16's customers, each on their own /24, get codes while an attack leaves room,
   * and an attacker on N /16s spends at most three quarters of the window and N more (decision 118).
   */
  perNetworkUnderPressure: 1,
  perWideNetworkUnderPressure: 1,
  /**
   * Strangers' wrong codes at one number a day, all networks together: each network's own share
   * is its daily codes' tries, so one network cannot spend another's (decision 118).
   */
  wrongTriesPerPhonePerDay: 18,
  /** Codes a network (/24, IPv6 /48) may have for one number a day beyond the strangers' shared 20, and their tries. */
  codesPerNetworkPerPhonePerDay: 2,
  /**
   * Strangers' checked wrong codes, at any number, from one /24 (IPv6 /48), one /16 (four /24s'
   * worth, so one subscriber never spends a carrier's pool) and the whole site, a day: past them
   * codes are not sent and tries are paused, said with the time (the reckoning in docs/security.md).
   */
  wrongTriesPerNetworkPerDay: 12,
  wrongTriesPerWideNetworkPerDay: 48,
  wrongTriesPerDay: 2000,
  /** The budget's window: strangers spend at most this many minutes' share of the hour in any such span. */
  budgetBurstMinutes: 15,
} as const;
