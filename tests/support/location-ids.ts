import type { APIRequestContext } from "@playwright/test";

/** An Indian city by the location lists' ids, as the registration and profile forms post it. */
export async function indianCityIds(
  ctx: APIRequestContext,
  stateName: string,
  cityName: string,
): Promise<{ countryId: string; stateId: string; cityId: string }> {
  const countries: Array<{ id: number; country_name: string }> = await (await ctx.get("/api/country/countryList")).json();
  const india = countries.find((c) => c.country_name === "India")!;
  const states: Array<{ state_id: number; state_name: string }> = await (await ctx.get(`/api/states/${india.id}`)).json();
  const state = states.find((s) => s.state_name === stateName)!;
  const cities: Array<{ city_id: number; city_name: string }> = await (
    await ctx.get(`/api/cities/${state.state_id}?countryId=${india.id}`)
  ).json();
  return {
    countryId: String(india.id),
    stateId: String(state.state_id),
    cityId: String(cities.find((c) => c.city_name === cityName)!.city_id),
  };
}
