import { birthSky, type BirthSkyNames, birthSkyNames, instantOfLocalTime } from "~/domain/birth-sky";
import type { Customer } from "~/infra/db-schema.server";
import { cityPosition } from "~/services/locations.server";

/**
 * A customer's sky at birth, from the birth date, time and city of their profile; null until
 * all three are given. Shown to them alone, on their profile.
 */
export async function customerBirthSky(
  customer: Pick<Customer, "dob" | "timeOfBirth" | "countryId" | "birthStateId" | "birthCityId">,
): Promise<BirthSkyNames | null> {
  const { dob, timeOfBirth, countryId, birthStateId, birthCityId } = customer;
  if (!dob || !timeOfBirth || !/^\d{2}:\d{2}/.test(timeOfBirth) || !countryId || !birthStateId || !birthCityId) return null;
  const place = await cityPosition(countryId, birthStateId, birthCityId);
  if (!place) return null;
  return birthSkyNames(birthSky(place, instantOfLocalTime(dob, timeOfBirth.slice(0, 5), place.timeZone)));
}
