import { afterEach, describe, expect, it } from "vitest";

import { getDb } from "~/infra/db.server";
import {
  deleteCustomerByMobile,
  DuplicateCustomerError,
  findCustomerById,
  findCustomerByMobile,
  registerCustomer,
  updateCustomerProfile,
} from "~/services/customers.server";

// Distinctive numbers, removed after each test.
const MOBILE = "6000000101";
const OTHER = "6000000102";

const PNG_1X1 = Buffer.from("iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==", "base64");

async function photoRows(customerId: number) {
  const db = await getDb();
  return db.selectFrom("profilePhotos").select("name").where("customerId", "=", customerId).execute();
}

afterEach(async () => {
  await deleteCustomerByMobile(MOBILE);
  await deleteCustomerByMobile(OTHER);
});

describe("customer accounts", () => {
  it("registers with gender M and e-mail NA when neither is given", async () => {
    const customer = await registerCustomer({ mobile: MOBILE, firstName: "Asha", lastName: null, gender: "", email: "" });
    expect(customer.id).toBeGreaterThan(0);
    expect(customer).toMatchObject({ mobile: MOBILE, firstName: "Asha", gender: "M", email: "NA" });
    expect((await findCustomerByMobile(MOBILE))?.id).toBe(customer.id);
  });

  it("stores the birth details and location ids and names as given", async () => {
    const customer = await registerCustomer({
      mobile: MOBILE,
      firstName: "Asha",
      lastName: "Devi Rao",
      gender: "Prefer Not to Say",
      email: "asha@example.in",
      dob: "1990-04-21",
      timeOfBirth: "06:45",
      birthPlace: "Pune",
      latitude: "Pune",
      country: "India",
      countryId: 101,
      birthState: "Maharashtra",
      birthStateId: 4008,
      birthCity: "Pune",
      birthCityId: 131517,
      pinCode: "411001",
    });
    expect(await findCustomerById(customer.id)).toMatchObject({
      gender: "Prefer Not to Say",
      dob: "1990-04-21",
      timeOfBirth: "06:45",
      latitude: "Pune",
      birthStateId: 4008,
      birthCity: "Pune",
    });
  });

  it("allows one account per mobile number", async () => {
    await registerCustomer({ mobile: MOBILE, firstName: "Asha", lastName: null });
    await expect(registerCustomer({ mobile: MOBILE, firstName: "Someone", lastName: "Else" })).rejects.toBeInstanceOf(
      DuplicateCustomerError,
    );
    expect((await findCustomerByMobile(MOBILE))?.firstName).toBe("Asha");
  });

  it("updates the profile fields it is given and leaves the rest", async () => {
    const customer = await registerCustomer({ mobile: MOBILE, firstName: "Asha", lastName: null, email: "asha@example.in" });
    const other = await registerCustomer({ mobile: OTHER, firstName: "Ravi", lastName: null });
    const updated = await updateCustomerProfile(customer.id, { firstName: "Asha", lastName: "Rao", pinCode: "560001", gender: "F" });
    expect(updated).toMatchObject({ lastName: "Rao", pinCode: "560001", gender: "F", email: "asha@example.in", mobile: MOBILE });
    expect(updated.lastUpdate.getTime()).toBeGreaterThanOrEqual(customer.lastUpdate.getTime());
    expect(await findCustomerById(other.id)).toMatchObject({ firstName: "Ravi", pinCode: null });
  });

  it("deleting by mobile removes the row and the stored photo", async () => {
    const customer = await registerCustomer({ mobile: MOBILE, firstName: "Asha", lastName: null });
    await updateCustomerProfile(customer.id, {}, { bytes: PNG_1X1, type: "png" });
    expect(await photoRows(customer.id)).toHaveLength(1);
    expect(await deleteCustomerByMobile(MOBILE)).toBe(true);
    expect(await findCustomerById(customer.id)).toBeNull();
    expect(await photoRows(customer.id)).toEqual([]);
    expect(await deleteCustomerByMobile(MOBILE)).toBe(false);
  });
});
