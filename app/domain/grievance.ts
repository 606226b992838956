import { addDays, indiaToday } from "~/clock/india-clock";
import { formatIndiaDay } from "~/domain/india-date";
import type { Language } from "~/domain/language";
import type { Words } from "~/domain/words";

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

/**
 * The link that confirms a grievance's e-mail address (decision 080): it works for 48 hours,
 * time enough to find it in a slow inbox, and one address gets at most three a day, so the form
 * cannot fill a stranger's inbox with our links.
 */
export const GRIEVANCE_EMAIL_LINK = { ttlMs: 48 * 3_600_000, perAddressPerDay: 3 } as const;

/** Rows per page of the administrators' list (the dashboard's size, decision 021). */
export const GRIEVANCES_PAGE_SIZE = 25;

/** What a grievance is about, in the public form's order; each is the key of its words (`grievance:categories`). */
export const GRIEVANCE_CATEGORIES = ["personal_data", "astrologer", "content", "payment", "other"] as const;
export type GrievanceCategory = (typeof GRIEVANCE_CATEGORIES)[number];

/** The public form's fields in form order (the error summary names what to fix in this order). */
export const GRIEVANCE_FIELDS = ["name", "email", "mobile", "category", "description"] as const;
export type GrievanceField = (typeof GRIEVANCE_FIELDS)[number];

/** Where a grievance stands; each is the key of its words in the admin area. */
export const GRIEVANCE_STATUSES = ["open", "in_progress", "resolved"] as const;
export type GrievanceStatus = (typeof GRIEVANCE_STATUSES)[number];

const isCategory = (value: string): value is GrievanceCategory => (GRIEVANCE_CATEGORIES as readonly string[]).includes(value);
export const isGrievanceStatus = (value: string): value is GrievanceStatus => (GRIEVANCE_STATUSES as readonly string[]).includes(value);

/** A category as `t` words it; an unknown one as it is stored. */
export const categoryLabel = (value: string, t: Words) => (isCategory(value) ? t(`grievance:categories.${value}`) : value);
/** A status in the admin area's words (`labels`); an unknown one as it is stored. */
export const statusLabel = (value: string, labels: Readonly<Record<GrievanceStatus, string>>) =>
  isGrievanceStatus(value) ? labels[value] : value;

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

// Simple x@y.z, as the profile's e-mail is checked.

/** An administrator's change (forms/grievance-update.ts checks it): the status, and the answer. */
export type GrievanceUpdate = { status: GrievanceStatus; reply: string };

// The notices. They go only where the person has shown the address is theirs (decision 080): an
// e-mail address once its link was opened, or a signed-in customer's registered number by SMS.

type Channel = "email" | "sms";

/** The acknowledgement, queued with the grievance itself, in the language it was sent in (`t` gives its words). */
export function grievanceAcknowledgement(a: {
  channel: Channel;
  brand: string;
  officerName: string;
  name: string;
  reference: string;
  answerBy: string;
  language?: Language;
  t: Words;
}): { subject: string; text: string } {
  const { t } = a;
  const language = a.language ?? "en";
  const values = {
    brand: a.brand,
    reference: a.reference,
    name: a.name,
    officer: a.officerName,
    date: formatIndiaDay(a.answerBy, language),
  };
  if (a.channel === "sms") return { subject: "", text: t("grievance:notices.acknowledgementSms", values) };
  return { subject: t("grievance:notices.acknowledgementSubject", values), text: t("grievance:notices.acknowledgementEmail", values) };
}

/**
 * The e-mail that asks an address's owner to confirm it: our words and the link only, never the
 * name or anything else typed on the form, since whoever typed the address may not own it.
 */
export function grievanceEmailLink(a: { brand: string; link: string; t: Words }): { subject: string; text: string } {
  const { t } = a;
  const values = { brand: a.brand, link: a.link, hours: GRIEVANCE_EMAIL_LINK.ttlMs / 3_600_000 };
  return { subject: t("grievance:notices.emailLinkSubject", values), text: t("grievance:notices.emailLinkEmail", values) };
}

/** The Grievance Officer's answer, sent when the grievance is resolved, in the language it was sent in. */
export function grievanceAnswer(a: {
  channel: Channel;
  brand: string;
  officerName: string;
  name: string;
  reference: string;
  reply: string;
  t: Words;
}): { subject: string; text: string } {
  const { t } = a;
  const values = { brand: a.brand, reference: a.reference, name: a.name, officer: a.officerName, reply: a.reply };
  if (a.channel === "sms") return { subject: "", text: t("grievance:notices.answerSms", values) };
  return { subject: t("grievance:notices.answerSubject", values), text: t("grievance:notices.answerEmail", values) };
}

/** The Grievance Officer hears of a new grievance: where to read it, never its text (e-mail is not where it is kept). */
export function grievanceOfficerNotice(a: { reference: string; category: string; answerBy: string; link: string; t: Words }): {
  subject: string;
  text: string;
} {
  return {
    subject: `New grievance ${a.reference}`,
    text: `A new grievance, ${a.reference} (${categoryLabel(a.category, a.t)}), is waiting for an answer by ${formatIndiaDay(a.answerBy)}.\n\nRead and answer it at ${a.link}`,
  };
}
