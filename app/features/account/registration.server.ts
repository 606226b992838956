import { PRIVACY_NOTICE_VERSION } from "~/locales/content/legal/privacy-notice";
import {
  type ChosenPlace,
  DuplicateCustomerError,
  findCustomerByMobile,
  placeColumns,
  registerCustomer,
} from "~/services/customers.server";

type Registration = Omit<Parameters<typeof registerCustomer>[0], keyof ReturnType<typeof placeColumns>>;

/**
 * Registers the customer of a number an OTP proved, with the privacy notice they agreed to and
 * their place of birth (as stored) and of residence. When a second tab or a double post
 * registered the number first, that account is this visitor's: `created` is false.
 */
export async function registerVerifiedCustomer(
  registration: Registration,
  birthPlace: string,
  place: ChosenPlace,
): Promise<{ id: number; created: boolean }> {
  try {
    const customer = await registerCustomer(
      { ...registration, ...placeColumns(birthPlace, place) },
      { noticeVersion: PRIVACY_NOTICE_VERSION },
    );
    return { id: customer.id, created: true };
  } catch (error) {
    const existing = error instanceof DuplicateCustomerError ? await findCustomerByMobile(registration.mobile) : null;
    if (!existing) throw error;
    return { id: existing.id, created: false };
  }
}
