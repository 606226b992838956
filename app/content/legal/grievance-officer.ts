// How every legal page names the Grievance Officer (IT Rules 2021 r.3(2): name and contact
// details published on the site) and the period we answer in (DPDP Rules 2025 r.14(3): a
// published period). {grievanceOfficerName} and {grievanceOfficerEmail} come from configuration.

import { GRIEVANCE_RESPONSE_DAYS } from "~/domain/grievance";

export const grievanceOfficerContacts = [
  "Name: {grievanceOfficerName}",
  "Designation: Grievance Officer, {legalName}",
  "E-mail: {grievanceOfficerEmail}",
  "Phone: {contactPhone}",
  "Online: {grievanceForm}",
] as const;

export const grievancePeriod = `We acknowledge every grievance at once, by e-mail or SMS, with a reference number, and answer it within ${GRIEVANCE_RESPONSE_DAYS} days of receiving it.`;
