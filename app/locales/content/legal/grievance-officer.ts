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

// We write only where the person has shown the address is theirs (decision 080).
export const grievancePeriod = `We give every grievance a reference number at once and answer it within ${GRIEVANCE_RESPONSE_DAYS} days of receiving it. We acknowledge it by SMS to your registered mobile number when you send it signed in, and by e-mail once you open the link we send to the e-mail address you give; we send nothing else to an address or number you have not confirmed.`;
