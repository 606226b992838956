import { birthSky, type BirthSkyNames, birthSkyNames } from "~/domain/birth-sky";
import type { Customer } from "~/infra/db-schema.server";
import { customerBirth } from "~/services/kundli.server";

/**
 * A customer's sky at birth, from the birth date, time and city of their profile, in the clock
 * kept at that place on that day; null until all three are given. Shown to them alone, on their profile.
 */
export async function customerBirthSky(
  customer: Pick<Customer, "firstName" | "lastName" | "dob" | "timeOfBirth" | "countryId" | "birthStateId" | "birthCityId">,
): Promise<BirthSkyNames | null> {
  const birth = await customerBirth(customer);
  return birth ? birthSkyNames(birthSky(birth.place, birth.instant)) : null;
}
