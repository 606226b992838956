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

export const grievancePeriodHi = `हर शिकायत को हम तुरंत एक संदर्भ संख्या देते हैं, और शिकायत मिलने के ${GRIEVANCE_RESPONSE_DAYS} दिनों के भीतर उसका उत्तर देते हैं। अगर आप लॉग इन करके शिकायत भेजते हैं तो हम आपके रजिस्टर्ड मोबाइल नंबर पर SMS से उसकी पावती भेजते हैं, और आपके दिए ई-मेल पते पर भेजा गया लिंक खोलने के बाद ई-मेल से; जिस पते या नंबर की आपने पुष्टि नहीं की है, उस पर हम और कुछ नहीं भेजते।`;
