// "Download my data" in words (decision 069): what services/my-data.server.ts found about a
// person, section by section, labelled in the page's language (the `account` namespace's
// `myData`). Pure: the records come in, the sections go out. The values stay as stored, but for
// the names of places, which the service gives in the page's language.

import type { ConsentPurpose } from "~/domain/consent";
import { GRIEVANCE_CATEGORIES, GRIEVANCE_RETENTION_YEARS, GRIEVANCE_STATUSES } from "~/domain/grievance";

import { maskLast4, maskPan } from "./bank";
import type { KeptChartRelation } from "./kept-charts";
import { auditEntryWords, type DataField, type DataSection, genderWords, otpPurposeWords, reviewEventWords } from "./my-data";
import { applicationStatus, DOCUMENT_KINDS } from "./onboarding";
import type { Words, WordsUnder } from "./words";

/** A saved place as the page's language names it. */
export type NamedPlace = { country: string | null; state: string | null; city: string | null };

export type HeldCustomer = {
  firstName: string;
  lastName: string | null;
  mobile: string;
  email: string;
  gender: string;
  dob: string | null;
  timeOfBirth: string | null;
  birthPlace: string | null;
  latitude: string | null;
  pinCode: string | null;
  socialmedia: string | null;
  balanceAmount: number;
  regDate: Date;
  lastUpdate: Date;
};

export type HeldAstrologer = {
  firstName: string;
  lastName: string | null;
  nickName: string | null;
  mobile: string;
  email: string;
  gender: string;
  age: number;
  address: string | null;
  pinCode: string | null;
  language: string;
  specialization: string;
  experience: number;
  status: number;
  deactivatedAt: Date | null;
  rejectionReason: string | null;
  canReapply: boolean;
  callCharges: number;
  chatCharges: number;
  videoCallCharges: number;
  callCount: number;
  chatCount: number;
  vcallCount: number;
  photoPath: string | null;
  registrationDate: Date;
  updatedAt: Date;
};

/** The masked columns only: the encrypted numbers are never read. */
export type HeldBankDetails = {
  accountHolderName: string;
  accountLast4: string;
  aadhaarLast4: string;
  panLast4: string;
  ifsc: string;
  bankName: string | null;
  branchName: string | null;
  address: string | null;
  city: string | null;
  state: string | null;
  createdAt: Date;
  updatedAt: Date;
};

/**
 * Everything held about one person, by section. A section that is null is left out (no customer,
 * or no application, with this number); one with no records says so.
 */
export type HeldData = {
  profile: { customer: HeldCustomer; place: NamedPlace } | null;
  profilePhoto: { address: string | null; staged: { originalName: string; createdAt: Date } | null } | null;
  application: { astrologer: HeldAstrologer; place: NamedPlace } | null;
  reviewHistory: { action: string; reason: string | null; createdAt: Date }[] | null;
  /** At most one. */
  bankDetails: HeldBankDetails[] | null;
  documents: { kind: string; contentType: string; sizeBytes: number; uploadedAt: Date }[] | null;
  sessions: { device: string; place: string; signedInAt: string; lastUsedAt: string; current: boolean }[];
  otpCodes: { purpose: string; createdAt: Date; consumedAt: Date | null; attempts: number; expiresAt: Date; withheld: boolean }[];
  rememberedDevices: { createdAt: Date; lastUsedAt: Date }[];
  activity: { action: string; adminId: number | null; detail: unknown; createdAt: Date }[];
  consents: { purpose: ConsentPurpose; noticeVersion: string; givenAt: Date }[];
  /** The charts kept under My kundlis, with whether a link to send each one is open. */
  keptCharts: {
    name: string;
    relation: KeptChartRelation;
    date: string;
    time: string | null;
    place: string;
    clock: string | null;
    shared: boolean;
    createdAt: Date;
  }[];
  grievances: {
    reference: string;
    name: string;
    email: string | null;
    mobile: string | null;
    category: string;
    description: string;
    status: string;
    reply: string | null;
    receivedAt: Date;
    resolvedAt: Date | null;
  }[];
};

type SectionWords = (held: HeldData, t: Words) => DataSection | null;

// The page and the file show the sections in this order; a new kind of record is one more
// section here and one more thing the service collects.
const SECTIONS: SectionWords[] = [
  profileSection,
  profilePhotoSection,
  applicationSection,
  reviewHistorySection,
  bankDetailsSection,
  documentsSection,
  sessionsSection,
  otpSection,
  rememberedDevicesSection,
  auditSection,
  consentsSection,
  grievancesSection,
  keptChartsSection,
];

/** The sections of what is held, in the words `t` gives. */
export function personalDataSections(held: HeldData, t: Words): DataSection[] {
  return SECTIONS.map((words) => words(held, t)).filter((s): s is DataSection => s !== null);
}

const field = (key: string, label: string, value: DataField["value"] | undefined, format?: DataField["format"]): DataField => ({
  key,
  label,
  value: value ?? null,
  ...(format ? { format } : {}),
});

/** The sections whose fields have words of their own: `myData.<section>.fields.<key>`. */
type WordedSection = WordsUnder<"account:myData."> extends infer Key ? (Key extends `${infer S}.fields.${string}` ? S : never) : never;

/**
 * A section's fields, each labelled in the page's language with its own key's words
 * (`myData.<section>.fields.<key>`): the key is checked against the texts.
 */
function fieldsOf<S extends WordedSection>(t: Words, section: S) {
  const label = t as unknown as (key: string) => string;
  return (key: WordsUnder<`account:myData.${S}.fields.`>, value: DataField["value"] | undefined, format?: DataField["format"]) =>
    field(key, label(`account:myData.${section}.fields.${key}`), value, format);
}

const iso = (value: Date | null | undefined) => (value ? value.toISOString() : null);

const fullName = (first: string, last: string | null) => [first, last].filter(Boolean).join(" ");

/** 'NA' is how registration stores "no e-mail" (spec §3). */
const email = (value: string) => (value === "NA" ? null : value);

function profileSection({ profile }: HeldData, t: Words): DataSection | null {
  if (!profile) return null;
  const { customer: c, place } = profile;
  const f = fieldsOf(t, "profile");
  return {
    id: "profile",
    title: t("account:myData.profile.title"),
    about: t("account:myData.profile.about"),
    empty: "",
    records: [
      {
        fields: [
          f("name", fullName(c.firstName, c.lastName)),
          f("mobile", c.mobile),
          f("email", email(c.email)),
          f("gender", genderWords(c.gender, t)),
          f("dateOfBirth", c.dob, "date"),
          f("timeOfBirth", c.timeOfBirth?.slice(0, 5)),
          f("placeOfBirth", c.birthPlace ?? c.latitude),
          f("country", place.country),
          f("state", place.state),
          f("city", place.city),
          f("pinCode", c.pinCode),
          ...(c.socialmedia ? [f("socialMedia", c.socialmedia)] : []),
          f("walletBalance", Number(c.balanceAmount), "rupees"),
          f("registeredAt", iso(c.regDate), "datetime"),
          f("updatedAt", iso(c.lastUpdate), "datetime"),
        ],
      },
    ],
  };
}

function profilePhotoSection({ profilePhoto }: HeldData, t: Words): DataSection | null {
  if (!profilePhoto) return null;
  const { address, staged } = profilePhoto;
  const f = fieldsOf(t, "profilePhoto");
  return {
    id: "profile-photo",
    title: t("account:myData.profilePhoto.title"),
    about: t("account:myData.profilePhoto.about"),
    empty: t("account:myData.profilePhoto.empty"),
    records: [
      ...(address ? [{ fields: [f("photo", address, "link"), f("shownTo", t("account:myData.profilePhoto.fields.shownToValue"))] }] : []),
      ...(staged ? [{ fields: [f("waitingPhoto", staged.originalName), f("uploadedAt", iso(staged.createdAt), "datetime")] }] : []),
    ],
  };
}

function applicationStatusWords(t: Words, status: number, deactivated: boolean): string {
  return t(`account:myData.applicationStatuses.${applicationStatus(status, deactivated)}`);
}

function applicationSection({ application }: HeldData, t: Words): DataSection | null {
  if (!application) return null;
  const { astrologer: a, place } = application;
  const f = fieldsOf(t, "application");
  return {
    id: "astrologer-application",
    title: t("account:myData.application.title"),
    about: t("account:myData.application.about"),
    empty: "",
    records: [
      {
        fields: [
          f("name", fullName(a.firstName, a.lastName)),
          ...(a.nickName ? [f("nickName", a.nickName)] : []),
          f("mobile", a.mobile),
          f("email", email(a.email)),
          f("gender", genderWords(a.gender, t)),
          f("age", a.age),
          f("address", a.address),
          f("country", place.country),
          f("state", place.state),
          f("city", place.city),
          f("pinCode", a.pinCode),
          f("languages", a.language),
          f("specialisation", a.specialization),
          f("experienceYears", a.experience),
          f("status", applicationStatusWords(t, a.status, a.deactivatedAt !== null)),
          ...(a.rejectionReason ? [f("rejectionReason", a.rejectionReason)] : []),
          f("mayApplyAgain", a.canReapply, "yesno"),
          f("callRate", Number(a.callCharges), "rupees"),
          f("chatRate", Number(a.chatCharges), "rupees"),
          f("videoCallRate", Number(a.videoCallCharges), "rupees"),
          f("consultations", `${a.callCount}, ${a.chatCount}, ${a.vcallCount}`),
          ...(a.photoPath ? [f("photo", a.photoPath, "link")] : []),
          f("registeredAt", iso(a.registrationDate), "datetime"),
          f("updatedAt", iso(a.updatedAt), "datetime"),
        ],
      },
    ],
  };
}

function reviewHistorySection({ reviewHistory }: HeldData, t: Words): DataSection | null {
  if (!reviewHistory) return null;
  const f = fieldsOf(t, "reviewHistory");
  return {
    id: "review-history",
    title: t("account:myData.reviewHistory.title"),
    about: t("account:myData.reviewHistory.about"),
    empty: t("account:myData.reviewHistory.empty"),
    records: reviewHistory.map((e) => ({
      fields: [
        f("what", reviewEventWords(e.action, t)),
        f("at", iso(e.createdAt), "datetime"),
        ...(e.reason ? [f("reason", e.reason)] : []),
      ],
    })),
  };
}

function bankDetailsSection({ bankDetails }: HeldData, t: Words): DataSection | null {
  if (!bankDetails) return null;
  const f = fieldsOf(t, "bankDetails");
  return {
    id: "bank-details",
    title: t("account:myData.bankDetails.title"),
    about: t("account:myData.bankDetails.about"),
    empty: t("account:myData.bankDetails.empty"),
    records: bankDetails.map((bank) => ({
      fields: [
        f("accountHolderName", bank.accountHolderName),
        f("accountNumber", maskLast4(bank.accountLast4)),
        f("ifsc", bank.ifsc),
        f("bankName", bank.bankName),
        f("branchName", bank.branchName),
        f("branchAddress", [bank.address, bank.city, bank.state].filter(Boolean).join(", ") || null),
        f("aadhaarNumber", maskLast4(bank.aadhaarLast4)),
        f("panNumber", maskPan(bank.panLast4)),
        f("savedAt", iso(bank.createdAt), "datetime"),
        f("updatedAt", iso(bank.updatedAt), "datetime"),
      ],
    })),
  };
}

/** A document's name in the page's language (the `onboarding` namespace's), or null for a kind we do not know. */
function documentWords(t: Words, kind: unknown): string | null {
  const known = DOCUMENT_KINDS.find((d) => d.kind === kind);
  return known ? t(`onboarding:documents.kinds.${known.kind}`) : null;
}

function documentsSection({ documents }: HeldData, t: Words): DataSection | null {
  if (!documents) return null;
  const f = fieldsOf(t, "documents");
  return {
    id: "documents",
    title: t("account:myData.documents.title"),
    about: t("account:myData.documents.about"),
    empty: t("account:myData.documents.empty"),
    records: documents.map((d) => ({
      fields: [
        f("document", documentWords(t, d.kind) ?? d.kind),
        f("type", d.contentType === "application/pdf" ? "PDF" : d.contentType.replace(/^image\//, "").toUpperCase()),
        f("size", d.sizeBytes, "bytes"),
        f("uploadedAt", iso(d.uploadedAt), "datetime"),
      ],
    })),
  };
}

function sessionsSection({ sessions }: HeldData, t: Words): DataSection {
  const f = fieldsOf(t, "sessions");
  return {
    id: "sessions",
    title: t("account:myData.sessions.title"),
    about: t("account:myData.sessions.about", { placeNote: t("account:signIns.placeNote") }),
    empty: t("account:myData.sessions.empty"),
    records: sessions.map((s) => ({
      fields: [
        f("device", s.device),
        f("place", s.place),
        f("signedInAt", s.signedInAt, "datetime"),
        f("lastUsedAt", s.lastUsedAt, "datetime"),
        field("thisDevice", t("account:signIns.thisDevice"), s.current, "yesno"),
      ],
    })),
  };
}

function otpSection({ otpCodes }: HeldData, t: Words): DataSection {
  const f = fieldsOf(t, "otpCodes");
  return {
    id: "otp-codes",
    title: t("account:myData.otpCodes.title"),
    about: t("account:myData.otpCodes.about"),
    empty: t("account:myData.otpCodes.empty"),
    records: otpCodes.map((c) => ({
      fields: [
        f("sentAt", iso(c.createdAt), "datetime"),
        ...(c.withheld ? [f("withheld", true, "yesno")] : []),
        f("purpose", otpPurposeWords(c.purpose, t)),
        f("used", c.consumedAt !== null, "yesno"),
        ...(c.consumedAt ? [f("usedAt", iso(c.consumedAt), "datetime")] : []),
        f("wrongTries", c.attempts),
        f("expiresAt", iso(c.expiresAt), "datetime"),
      ],
    })),
  };
}

function rememberedDevicesSection({ rememberedDevices }: HeldData, t: Words): DataSection {
  const f = fieldsOf(t, "rememberedDevices");
  return {
    id: "remembered-devices",
    title: t("account:myData.rememberedDevices.title"),
    about: t("account:myData.rememberedDevices.about"),
    empty: t("account:myData.rememberedDevices.empty"),
    records: rememberedDevices.map((d) => ({
      fields: [f("firstSignIn", iso(d.createdAt), "datetime"), f("lastSignIn", iso(d.lastUsedAt), "datetime")],
    })),
  };
}

function auditSection({ activity }: HeldData, t: Words): DataSection {
  const f = fieldsOf(t, "activity");
  return {
    id: "activity",
    title: t("account:myData.activity.title"),
    about: t("account:myData.activity.about"),
    empty: t("account:myData.activity.empty"),
    records: activity.map((e) => {
      const detail = e.detail as Record<string, unknown> | null;
      const document = documentWords(t, detail?.document);
      return {
        fields: [
          f("what", auditEntryWords(e.action, e.adminId !== null, t)),
          f("at", iso(e.createdAt), "datetime"),
          ...(document ? [f("document", document)] : []),
          ...(typeof detail?.reason === "string" ? [f("reason", detail.reason)] : []),
        ],
      };
    }),
  };
}

function consentsSection({ consents }: HeldData, t: Words): DataSection {
  const f = fieldsOf(t, "consents");
  return {
    id: "consents",
    title: t("account:myData.consents.title"),
    about: t("account:myData.consents.about"),
    empty: t("account:myData.consents.empty"),
    records: consents.map((c) => ({
      fields: [
        f("for", t(`account:myData.consentPurposes.${c.purpose}`)),
        f("agreedAt", iso(c.givenAt), "datetime"),
        f("noticeVersion", c.noticeVersion),
      ],
    })),
  };
}

/** A grievance's category and status in the page's language, or as stored when unknown. */
function grievanceWords(t: Words, category: string, status: string) {
  const knownCategory = GRIEVANCE_CATEGORIES.find((c) => c === category);
  const knownStatus = GRIEVANCE_STATUSES.find((s) => s === status);
  return {
    category: knownCategory ? t(`grievance:categories.${knownCategory}`) : category,
    status: knownStatus ? t(`account:myData.grievanceStatuses.${knownStatus}`) : status,
  };
}

function grievancesSection({ grievances }: HeldData, t: Words): DataSection {
  const f = fieldsOf(t, "grievances");
  return {
    id: "grievances",
    title: t("account:myData.grievances.title"),
    about: t("account:myData.grievances.about", { years: GRIEVANCE_RETENTION_YEARS }),
    empty: t("account:myData.grievances.empty"),
    records: grievances.map((g) => {
      const words = grievanceWords(t, g.category, g.status);
      return {
        fields: [
          f("reference", g.reference),
          f("about", words.category),
          f("grievance", g.description),
          f("name", g.name),
          f("email", g.email),
          f("mobile", g.mobile),
          f("receivedAt", iso(g.receivedAt), "datetime"),
          f("status", words.status),
          ...(g.reply ? [f("answer", g.reply), f("resolvedAt", iso(g.resolvedAt), "datetime")] : []),
        ],
      };
    }),
  };
}

function keptChartsSection({ keptCharts, profile }: HeldData, t: Words): DataSection | null {
  // Only a customer keeps charts.
  if (!profile) return null;
  const f = fieldsOf(t, "keptCharts");
  return {
    id: "kept-charts",
    title: t("account:myData.keptCharts.title"),
    about: t("account:myData.keptCharts.about"),
    empty: t("account:myData.keptCharts.empty"),
    records: keptCharts.map((chart) => ({
      fields: [
        f("name", chart.name),
        f("relation", t(`kundli:kept.relationName.${chart.relation}`)),
        f("date", chart.date),
        f("time", chart.time ?? t("account:myData.keptCharts.timeNotKnown")),
        f("place", chart.place),
        f("clock", chart.clock),
        f("shared", chart.shared ? t("account:myData.keptCharts.linkOpen") : t("account:myData.keptCharts.linkNone")),
        f("keptAt", iso(chart.createdAt), "datetime"),
      ],
    })),
  };
}
