import { type BirthSkyNames, birthSkyNames } from "~/domain/birth-sky";
import type { Customer } from "~/infra/db-schema.server";
import { birthSky } from "~/jyotish";
import { customerBirth } from "~/services/kundli.server";

/**
 * A customer's sky at birth, from the birth date, time and place of birth of their profile, in
 * the clock kept at that place on that day; null until all three are known. Shown to them alone,
 * on their profile.
 */
export async function customerBirthSky(
  customer: Pick<Customer, "firstName" | "lastName" | "dob" | "timeOfBirth" | "birthPlace" | "latitude">,
): Promise<BirthSkyNames | null> {
  const known = await customerBirth(customer);
  return "birth" in known ? birthSkyNames(birthSky(known.birth.place, known.birth.instant)) : null;
}
