import { withZod } from "@remix-validated-form/with-zod";
import { z } from "zod";

import { postedString } from "./forms";
import { addDays, formatIndiaDay, indiaToday } from "./india-date";
import { isValidIndianMobile, MOBILE_INPUT_MAX_LENGTH, mobileFromInput } from "./phone";
import { hasControlCharacters, TEXT_LIMITS, textRules } from "./text-input";

// Grievances (DPDP Act 2023 s.13, DPDP Rules 2025 r.14(3); IT (Intermediary Guidelines) Rules
// 2021 r.3(2)): the rules of the period we promise, the reference each grievance is given, the
// public form and the administrators' reply form, and every word they show (decision 070).

/**
 * Days within which we answer a grievance. The IT Rules 2021 give a grievance officer 15 days
 * to dispose of a complaint (and 24 hours to acknowledge it, which the automatic
 * acknowledgement does); the DPDP Rules 2025 ask for a published period of at most 90 days.
 */
export const GRIEVANCE_RESPONSE_DAYS = 15;

/**
 * Years a resolved grievance is kept: the Limitation Act 1963's residual period for a suit is
 * three years (the Consumer Protection Act 2019 allows a complaint within two), so the record of
 * what was asked and answered outlives any claim that could rest on it.
 */
export const GRIEVANCE_RETENTION_YEARS = 3;

/** Grievances one client address may send in an hour: far above a real person's, low enough to stop a flood. */
export const GRIEVANCE_LIMIT = { perAddress: 5, windowMs: 60 * 60_000 } as const;

/** Rows per page of the administrators' list (the dashboard's size, decision 021). */
export const GRIEVANCES_PAGE_SIZE = 25;

export const GRIEVANCE_CATEGORIES = [
  { value: "personal_data", label: "My personal data" },
  { value: "astrologer", label: "An astrologer" },
  { value: "content", label: "Content on the website or app" },
  { value: "payment", label: "A payment or refund" },
  { value: "other", label: "Something else" },
] as const;
export type GrievanceCategory = (typeof GRIEVANCE_CATEGORIES)[number]["value"];

export const GRIEVANCE_STATUSES = [
  { value: "open", label: "Open" },
  { value: "in_progress", label: "In progress" },
  { value: "resolved", label: "Resolved" },
] as const;
export type GrievanceStatus = (typeof GRIEVANCE_STATUSES)[number]["value"];

const isCategory = (value: string): value is GrievanceCategory => GRIEVANCE_CATEGORIES.some((c) => c.value === value);
const isStatus = (value: string): value is GrievanceStatus => GRIEVANCE_STATUSES.some((s) => s.value === value);

export const categoryLabel = (value: string) => GRIEVANCE_CATEGORIES.find((c) => c.value === value)?.label ?? value;
export const statusLabel = (value: string) => GRIEVANCE_STATUSES.find((s) => s.value === value)?.label ?? value;

/** 'G-2026-000123': the year it was received in India and its number, six digits at least. */
export function grievanceReference(receivedAt: Date, serial: number): string {
  return `G-${indiaToday(receivedAt).slice(0, 4)}-${String(serial).padStart(6, "0")}`;
}

/** The day ('YYYY-MM-DD', India) by which a grievance received at `receivedAt` is answered. */
export function grievanceDueDate(receivedAt: Date): string {
  return addDays(indiaToday(receivedAt), GRIEVANCE_RESPONSE_DAYS);
}

/** Past its day and still not resolved. */
export function isOverdue(grievance: { status: string; receivedAt: Date }, now: Date): boolean {
  return grievance.status !== "resolved" && indiaToday(now) > grievanceDueDate(grievance.receivedAt);
}

/**
 * Grievances received before this instant and not resolved are overdue (the rule of isOverdue,
 * as one bound the database can compare): India's midnight starting the day
 * GRIEVANCE_RESPONSE_DAYS before today.
 */
export function overdueIfReceivedBefore(now: Date): Date {
  return new Date(`${addDays(indiaToday(now), -GRIEVANCE_RESPONSE_DAYS)}T00:00:00+05:30`);
}

/** Resolved grievances resolved before this instant are past their retention and are deleted. */
export function grievancePurgeBefore(now: Date): Date {
  const cutoff = new Date(now);
  cutoff.setUTCFullYear(cutoff.getUTCFullYear() - GRIEVANCE_RETENTION_YEARS);
  return cutoff;
}

export const grievanceMessages = {
  title: "Raise a grievance",
  lead: `Tell us what went wrong. We acknowledge every grievance at once and answer it within ${GRIEVANCE_RESPONSE_DAYS} days.`,
  nameRequired: "Please enter your name.",
  contactRequired: "Please enter an e-mail address or a mobile number, so that we can reply.",
  invalidEmail: "Please enter a valid e-mail address.",
  invalidMobile: "Please enter a valid 10-digit mobile number.",
  categoryRequired: "Please choose what your grievance is about.",
  descriptionRequired: "Please describe your grievance.",
  fixFields: "Your grievance was not sent: please correct the fields marked below.",
  tooMany:
    "You have sent several grievances from this connection in the last hour. Please try again in an hour, or write to our Grievance Officer by e-mail.",
  failed: "We could not record your grievance. Please try again.",
  received: (reference: string, answerBy: string) =>
    `Thank you. We have received your grievance. Your reference number is ${reference}. We will answer by ${formatIndiaDay(answerBy)}.`,
  // The administrators' pages.
  statusRequired: "Please choose a status.",
  replyRequired: "Please write the answer to send before marking the grievance Resolved.",
  alreadyResolved: "This grievance is resolved and its answer was sent. Set it back to In progress to change the answer.",
  notFound: "No grievance found.",
  updateFailed: "Failed to save the grievance. Please try again.",
  saved: (reference: string) => `Grievance ${reference} saved.`,
  resolved: (reference: string, to: string) => `Grievance ${reference} resolved. The answer is on its way to ${to}.`,
  noGrievances: "No grievances yet.",
} as const;

const m = grievanceMessages;

/** The public form's labels in form order (the error summary names what to fix in this order). */
export const grievanceLabels = {
  name: "Your name",
  email: "E-mail",
  mobile: "Mobile number",
  category: "What is it about?",
  description: "Your grievance",
} as const;

export const grievanceUpdateLabels = { status: "Status", reply: "Answer to the person" } as const;

// Simple x@y.z, as the profile's e-mail is checked.
const EMAIL = /^[^\s@<>]+@[^\s@<>]+\.[^\s@<>]+$/;

const trimmed = postedString.transform((value) => value.trim());

// Field rules that add their message and leave the value as it is (a refine followed by a
// transform would stop the form's own rules, such as "an e-mail or a mobile", from running).
const oneOf = (allowed: (value: string) => boolean, message: string) => (value: string, ctx: z.RefinementCtx) => {
  if (!allowed(value)) ctx.addIssue({ code: "custom", message });
};

const requiredText = (required: string, label: string, max: number, multiline = false) =>
  trimmed.superRefine((value, ctx) => {
    if (!value) ctx.addIssue({ code: "custom", message: required });
    else textRules(label, max, { multiline })(value, ctx);
  });

/**
 * The public form: a name, an e-mail address or an Indian mobile number (at least one, to reply
 * to), what it is about and the grievance itself. Empty e-mail or mobile comes out as null.
 */
export const grievanceSchema = z
  .object({
    name: requiredText(m.nameRequired, "Your name", TEXT_LIMITS.personName),
    email: trimmed
      .refine((v) => !v || (EMAIL.test(v) && v.length <= TEXT_LIMITS.email && !hasControlCharacters(v)), m.invalidEmail)
      .transform((v) => v.toLowerCase() || null),
    // Typed as people write numbers ('+91 98765 43210'); more than the box holds was not typed there.
    mobile: trimmed
      .refine((v) => !v || (v.length <= MOBILE_INPUT_MAX_LENGTH && isValidIndianMobile(mobileFromInput(v))), m.invalidMobile)
      .transform((v) => (v ? mobileFromInput(v) : null)),
    category: postedString.superRefine(oneOf(isCategory, m.categoryRequired)),
    description: requiredText(m.descriptionRequired, "Your grievance", TEXT_LIMITS.grievanceDescription, true),
  })
  .superRefine((values, ctx) => {
    if (!values.email && !values.mobile) ctx.addIssue({ code: "custom", path: ["email"], message: m.contactRequired });
  })
  .transform((values) => ({ ...values, category: values.category as GrievanceCategory }));
export type GrievanceInput = z.output<typeof grievanceSchema>;

export const grievanceValidator = withZod(grievanceSchema);

/** An administrator's change: the status, and the answer, which resolving needs. */
export const grievanceUpdateSchema = z
  .object({
    status: postedString.superRefine(oneOf(isStatus, m.statusRequired)),
    reply: trimmed.superRefine(textRules("The answer", TEXT_LIMITS.grievanceReply, { multiline: true })),
  })
  .superRefine((values, ctx) => {
    if (values.status === "resolved" && !values.reply) ctx.addIssue({ code: "custom", path: ["reply"], message: m.replyRequired });
  })
  .transform((values) => ({ ...values, status: values.status as GrievanceStatus }));
export type GrievanceUpdate = z.output<typeof grievanceUpdateSchema>;

export const grievanceUpdateValidator = withZod(grievanceUpdateSchema);

// The notices. Each goes by e-mail when the person gave an address, otherwise by SMS.

type Channel = "email" | "sms";

/** The acknowledgement, queued with the grievance itself. */
export function grievanceAcknowledgement(a: {
  channel: Channel;
  brand: string;
  officerName: string;
  name: string;
  reference: string;
  answerBy: string;
}): { subject: string; text: string } {
  const by = formatIndiaDay(a.answerBy);
  if (a.channel === "sms")
    return { subject: "", text: `${a.brand}: we have received your grievance ${a.reference}. We will answer by ${by}.` };
  return {
    subject: `${a.brand}: we have received your grievance ${a.reference}`,
    text: `Namaste ${a.name},\n\nWe have received your grievance and registered it under the reference number ${a.reference}. Our Grievance Officer, ${a.officerName}, will answer by ${by}.\n\nPlease quote ${a.reference} if you write to us about it.\n\n${a.brand}`,
  };
}

/** The Grievance Officer's answer, sent when the grievance is resolved. */
export function grievanceAnswer(a: {
  channel: Channel;
  brand: string;
  officerName: string;
  name: string;
  reference: string;
  reply: string;
}): { subject: string; text: string } {
  if (a.channel === "sms") return { subject: "", text: `${a.brand}, grievance ${a.reference}: ${a.reply}` };
  return {
    subject: `${a.brand}: our answer to your grievance ${a.reference}`,
    text: `Namaste ${a.name},\n\nThis is our answer to your grievance ${a.reference}:\n\n${a.reply}\n\nIf your grievance is about your personal data and you are not satisfied with this answer, you may complain to the Data Protection Board of India.\n\n${a.officerName}\nGrievance Officer, ${a.brand}`,
  };
}

/** The Grievance Officer hears of a new grievance: where to read it, never its text (e-mail is not where it is kept). */
export function grievanceOfficerNotice(a: { reference: string; category: string; answerBy: string; link: string }): {
  subject: string;
  text: string;
} {
  return {
    subject: `New grievance ${a.reference}`,
    text: `A new grievance, ${a.reference} (${categoryLabel(a.category)}), is waiting for an answer by ${formatIndiaDay(a.answerBy)}.\n\nRead and answer it at ${a.link}`,
  };
}
