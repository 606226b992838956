// The Grievance Officer's contact lines and the period we answer in, in Hindi: the same lines
// as ../grievance-officer.ts, the same placeholders filled in when rendered.

import { GRIEVANCE_RESPONSE_DAYS } from "~/domain/grievance";

import type { Translated } from "../../translated";
import type { grievanceOfficerContacts } from "../grievance-officer";

export const grievanceOfficerContactsHi: Translated<typeof grievanceOfficerContacts> = [
  "नाम: {grievanceOfficerName}",
  "पद: शिकायत अधिकारी, {legalName}",
  "ई-मेल: {grievanceOfficerEmail}",
  "फ़ोन: {contactPhone}",
  "ऑनलाइन: {grievanceForm}",
];

export const grievancePeriodHi = `हर शिकायत मिलते ही हम ई-मेल या SMS से एक संदर्भ संख्या के साथ उसकी पावती भेजते हैं, और शिकायत मिलने के ${GRIEVANCE_RESPONSE_DAYS} दिनों के भीतर उसका उत्तर देते हैं।`;
