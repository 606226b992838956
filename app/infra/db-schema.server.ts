import type { ColumnType, Generated, Insertable, Selectable, Updateable } from "kysely";

import type { BirthClock } from "~/domain/birth-clock";
import type { ConsentPurpose } from "~/domain/consent";
import type { GrievanceCategory, GrievanceStatus } from "~/domain/grievance";
import type { KeptChartRelation } from "~/domain/kept-charts";
import type { Language } from "~/domain/language";
import type { YearlySections } from "~/domain/yearly-horoscope";

// Column names are snake_case in SQL and camelCase here (Kysely's CamelCasePlugin).
// DATE columns travel as 'YYYY-MM-DD' strings so no time zone can shift a day.
type CreatedAt = ColumnType<Date, Date | string | undefined, never>;
type UpdatedAt = ColumnType<Date, Date | string | undefined, Date | string>;
type IsoDate = string;
type Json<T> = ColumnType<T, string, string>;

export interface CustomersTable {
  id: Generated<number>;
  /** The edition of their SMS and e-mails (migration 020). */
  language: Generated<Language>;
  mobile: string;
  firstName: string;
  lastName: string | null;
  /** 'M' when registration does not say (spec §3) */
  gender: Generated<string>;
  dob: IsoDate | null;
  timeOfBirth: string | null;
  birthPlace: string | null;
  /** 'NA' when not given (spec §3) */
  email: Generated<string>;
  socialmedia: string | null;
  country: string | null;
  countryId: number | null;
  birthState: string | null;
  birthStateId: number | null;
  birthCity: string | null;
  birthCityId: number | null;
  pinCode: string | null;
  latitude: string | null;
  longitude: string | null;
  photoPath: string | null;
  status: Generated<number>;
  statusDescp: string | null;
  balanceAmount: Generated<number>;
  allowFreeChat: Generated<boolean>;
  lastCallTime: Date | null;
  lastAstrologerId: number | null;
  regDate: CreatedAt;
  lastUpdate: UpdatedAt;
}

export interface AstrologersTable {
  id: Generated<number>;
  mobile: string;
  firstName: string;
  lastName: string | null;
  nickName: string | null;
  email: Generated<string>;
  gender: Generated<string>;
  age: Generated<number>;
  address: string | null;
  country: string | null;
  countryId: number | null;
  state: string | null;
  stateId: number | null;
  city: string | null;
  cityId: number | null;
  pinCode: string | null;
  language: Generated<string>;
  specialization: Generated<string>;
  experience: Generated<number>;
  /** 3 Pending, 1 Active, 4 Reject (spec onboarding §4); 5 Withdrawn, ours (decision 067). */
  status: Generated<number>;
  statusDescp: string | null;
  rejectionReason: string | null;
  canReapply: Generated<boolean>;
  deactivatedAt: Date | null;
  /** When the identity documents and bank details were erased (migration 016); null while kept. */
  identityDataErasedAt: Date | null;
  /** Why: the applicant withdrew, or the retention period of an application not approved ran out. */
  identityDataErasure: "withdrawal" | "retention" | null;
  rating: Generated<number>;
  apptCharges: Generated<number>;
  callCharges: Generated<number>;
  chatCharges: Generated<number>;
  ecallCharges: Generated<number>;
  echatCharges: Generated<number>;
  videoCallCharges: Generated<number>;
  callCount: Generated<number>;
  chatCount: Generated<number>;
  vcallCount: Generated<number>;
  lastCallTime: Date | null;
  lastChatTime: Date | null;
  lastVcallTime: Date | null;
  photoPath: string | null;
  isDemo: Generated<boolean>;
  registrationDate: CreatedAt;
  updatedAt: UpdatedAt;
  /** The words of `language`, lowercased, kept by the database (migration 009) for the lists' filter. */
  languageWords: ColumnType<string[], never, never>;
}

export interface AstrologerBankDetailsTable {
  astrologerId: number;
  mobile: string;
  /** AES-GCM ciphertext; never stored in plain text. */
  aadhaarEncrypted: string;
  aadhaarLast4: string;
  panEncrypted: string;
  panLast4: string;
  accountHolderName: string;
  accountNumberEncrypted: string;
  accountLast4: string;
  ifsc: string;
  bankName: string | null;
  branchName: string | null;
  address: string | null;
  city: string | null;
  state: string | null;
  createdAt: CreatedAt;
  updatedAt: UpdatedAt;
}

export interface AstrologerDocumentsTable {
  id: Generated<number>;
  astrologerId: number;
  /** aadhar_front, aadhar_back, pan_card or certificate */
  kind: string;
  /** The file sealed by encryptFile (its own key, wrapped by DATA_ENCRYPTION_KEY); never plain. */
  encryptedContent: Uint8Array;
  originalName: string;
  contentType: string;
  sizeBytes: number;
  uploadedAt: CreatedAt;
}

export interface ReviewEventsTable {
  id: Generated<number>;
  astrologerId: number;
  adminId: number | null;
  /** submitted, resubmitted, approved, rejected, deactivated, reapply_allowed, withdrawn, data_erased */
  action: string;
  reason: string | null;
  createdAt: CreatedAt;
}

export interface OtpChallengesTable {
  id: string;
  phone: string;
  /** login or deletion: a code is only good for the purpose it was sent for */
  purpose: string;
  codeHash: string;
  ip: string | null;
  attempts: Generated<number>;
  expiresAt: Date;
  resendAfter: Date;
  consumedAt: Date | null;
  createdAt: CreatedAt;
  /** Who asked: `device:<hash>` for a device that signed in with the number before, else `address:<key>`. */
  requester: string | null;
  /** The /24 or /48 around the asking address. */
  network: string | null;
  /** Asked by a device that signed in with this number before. */
  trusted: Generated<boolean>;
  /** Made but not sent: asked for beyond a network cap or an SMS budget, and answered as if sent. */
  withheld: Generated<boolean>;
}

/** The devices that have signed in with a number: the SHA-256 of their device cookie's random id. */
export interface OtpDevicesTable {
  phone: string;
  deviceHash: string;
  createdAt: CreatedAt;
  lastUsedAt: Generated<Date>;
}

/** The browsers that have completed an administrator's sign-in: the SHA-256 of their device cookie's random id. */
export interface AdminDevicesTable {
  adminId: number;
  deviceHash: string;
  createdAt: CreatedAt;
  lastUsedAt: Generated<Date>;
}

/** A chart a customer keeps: the birth as typed, its place as the place search reads it back. */
export interface KeptChartsTable {
  id: Generated<number>;
  customerId: number;
  name: string;
  relation: KeptChartRelation;
  birthDate: IsoDate;
  /** "HH:MM", or null when the time of birth is not known. */
  birthTime: string | null;
  place: string;
  /** A clock the customer chose for the time, or null for the place's own. */
  clock: BirthClock | null;
  createdAt: CreatedAt;
  updatedAt: UpdatedAt;
}

/** A kept chart's link to send: the SHA-256 of its token, and the token sealed for its owner. */
export interface ChartSharesTable {
  chartId: number;
  tokenHash: string;
  tokenSealed: string;
  createdAt: CreatedAt;
}

/** OTP sends per scope ('site:minute', 'site:hour', 'address:<ip>') and window (a minute or an hour). */
export interface OtpSendCountsTable {
  scope: string;
  windowStart: Date;
  sends: number;
}

export interface BlogsTable {
  id: Generated<number>;
  slug: string;
  heading: string;
  mainHeading: string;
  mainDescription: string | null;
  mainImageUrl: string | null;
  article: string;
  scheduleDate: IsoDate;
  startDate: IsoDate | null;
  endDate: IsoDate | null;
  htmlContent: string;
  metaTags: Json<string[]>;
  isDemo: Generated<boolean>;
  /** The edition the article is listed in (migration 020). */
  language: Generated<Language>;
  createdAt: CreatedAt;
  updatedAt: UpdatedAt;
}

export interface BlogImagesTable {
  id: Generated<number>;
  blogId: number;
  contentKey: string;
  contentUrl: string;
}

export interface HoroscopePredictionsTable {
  id: Generated<number>;
  predictionDate: IsoDate;
  /** lowercase English sign name: aries … pisces */
  sign: string;
  language: string;
  prediction: string;
  createdAt: CreatedAt;
  updatedAt: UpdatedAt;
}

export interface HoroscopeUploadBatchesTable {
  id: Generated<number>;
  adminId: number | null;
  startDate: IsoDate;
  endDate: IsoDate;
  language: string;
  signsDone: Json<string[]>;
  completedAt: Date | null;
  createdAt: CreatedAt;
}

export interface FaqsTable {
  id: Generated<number>;
  question: string;
  answer: string;
  position: number;
  /** The edition the FAQ is listed in (migration 020). */
  language: Generated<Language>;
  createdAt: CreatedAt;
  updatedAt: UpdatedAt;
}

export interface ContactsTable {
  id: Generated<number>;
  email: string;
  phone: string;
  updatedAt: UpdatedAt;
}

export interface AdminsTable {
  id: Generated<number>;
  email: string;
  passwordHash: string;
  lastLoginAt: Date | null;
  /** base32 TOTP secret, encrypted (encryptField); null until the second factor is enrolled */
  totpSecret: string | null;
  /** the secret shown during enrolment, encrypted, until a code from it is confirmed */
  totpPendingSecret: string | null;
  /** the last time step whose code was accepted: each code works once */
  totpLastStep: number | null;
  totpEnrolledAt: Date | null;
  createdAt: CreatedAt;
}

export interface AdminRecoveryCodesTable {
  id: Generated<number>;
  adminId: number;
  codeHash: string;
  usedAt: Date | null;
  createdAt: CreatedAt;
}

export interface SessionsTable {
  /** SHA-256 of the id the cookie carries */
  idHash: string;
  /** visitor or admin */
  kind: string;
  data: ColumnType<Record<string, unknown>, string, string>;
  /** the visitor's mobile number, so deleting an account ends all its sessions */
  phone: string | null;
  adminId: number | null;
  /** set again when a renewal gives the row a new id (replaceSessionRow): a new session starts */
  createdAt: ColumnType<Date, Date | string | undefined, Date | string>;
  lastSeenAt: ColumnType<Date, Date | string | undefined, Date | string>;
  expiresAt: ColumnType<Date, Date | string, Date | string>;
  /** a random handle for the session's End button (the id hash never reaches a page); kept across a renewal */
  publicId: Generated<string>;
  /** the browser's User-Agent when the session signed in (capped), for "where you are signed in" */
  userAgent: string | null;
  /** the network it signed in from, masked (203.0.113.x): the full address is not kept */
  maskedAddress: string | null;
}

export interface AuthFailuresTable {
  id: Generated<number>;
  scope: string;
  subject: string;
  ip: string | null;
  createdAt: CreatedAt;
}

export interface AuditLogTable {
  id: Generated<number>;
  adminId: number | null;
  action: string;
  targetType: string | null;
  targetId: string | null;
  detail: Json<Record<string, unknown>> | null;
  ip: string | null;
  createdAt: CreatedAt;
}

export interface AppMetaTable {
  key: string;
  value: string;
  updatedAt: UpdatedAt;
}

/** How many astrologers have each status, kept by a trigger on astrologers (migration 012). */
export interface AstrologerStatusCountsTable {
  status: number;
  astrologers: string;
}

/**
 * How many listed (Active, not deactivated) astrologers each list filter finds, kept by a
 * trigger on astrologers (migration 013); '' is "any" language word or specialisation.
 */
export interface AstrologerListCountsTable {
  languageWord: string;
  specialization: string;
  astrologers: string;
}

/** A profile photo that passed while another field failed, until the form is saved. */
export interface StagedProfilePhotosTable {
  customerId: number;
  content: Buffer;
  imageType: "jpeg" | "png" | "webp";
  originalName: string;
  /** renewed when another photo replaces it */
  createdAt: UpdatedAt;
}

export interface StagedBlogImagesTable {
  id: Generated<number>;
  adminId: number;
  role: "main" | "content";
  /** 0 for the main image; content images in key order (0 is content-1) */
  position: number;
  originalName: string;
  imageType: "jpeg" | "png" | "gif" | "webp" | "bmp" | "tiff" | "svg";
  content: Buffer;
  createdAt: UpdatedAt;
}

/** A notice queued with the change it belongs to, until the outbox worker delivers it. */
export interface OutboxMessagesTable {
  id: Generated<number>;
  channel: "email" | "sms";
  recipient: string;
  subject: Generated<string>;
  body: string;
  status: Generated<"pending" | "sending" | "sent" | "failed">;
  attempts: Generated<number>;
  nextAttemptAt: ColumnType<Date, Date | string | undefined, Date | string>;
  /** while 'sending': when the claim runs out and another worker may take the row */
  lockedUntil: Date | null;
  claimedBy: string | null;
  lastError: string | null;
  createdAt: CreatedAt;
  sentAt: Date | null;
}

/** A customer's profile photo: one per customer, gone with the account (on delete cascade). */
export interface ProfilePhotosTable {
  customerId: number;
  /** the random name in the photo's URL (/media/avatars/{name}); customers.photo_path names it */
  name: string;
  contentType: string;
  content: Uint8Array;
  byteLength: number;
  /** base64url SHA-256 of content: the ETag */
  sha256: string;
  createdAt: CreatedAt;
}

/** An uploaded blog picture (/media/blog/{name}), owned by the post that names it. */
export interface BlogImageFilesTable {
  name: string;
  blogId: number;
  contentType: string;
  content: Uint8Array;
  byteLength: number;
  sha256: string;
  /** as shown (after EXIF rotation); null when unknown */
  width: number | null;
  height: number | null;
  createdAt: CreatedAt;
}

/** A resized copy of a raster blog picture, made when the post is saved. */
export interface BlogImageVariantsTable {
  name: string;
  /** width: a WebP copy ?w={width}; share: the 1200×630 link-preview JPEG (width 1200) */
  kind: "width" | "share";
  width: number;
  contentType: string;
  content: Uint8Array;
  byteLength: number;
  sha256: string;
}

/** Row counts the database keeps by trigger (migration 009): 'customers'. */
export interface RowCountsTable {
  tableName: string;
  rowCount: number;
}

/** A year of yearly horoscopes in one language; the public sees it once published (migration 014). */
export interface YearlyHoroscopeYearsTable {
  year: number;
  /** 'en' or 'hi' */
  language: string;
  publishedAt: Date | null;
  publishedBy: number | null;
  createdAt: CreatedAt;
  updatedAt: UpdatedAt;
}

/** One sign's text for a year and language (domain/yearly-horoscope.ts, YearlySections). */
export interface YearlyHoroscopesTable {
  year: number;
  language: string;
  /** 'taurus', as the daily pages write it */
  sign: string;
  sections: Json<YearlySections>;
  /** generated demo text, until an administrator saves the sign */
  isDemo: Generated<boolean>;
  updatedBy: number | null;
  updatedAt: UpdatedAt;
}

export interface FestivalsTable {
  id: Generated<number>;
  name: string;
  date: IsoDate;
  endDate: IsoDate | null;
  description: string;
  /** Hindi name, description and date note; null shows the English one on the Hindi calendar (migration 020). */
  nameHi: string | null;
  descriptionHi: string | null;
  dateNoteHi: string | null;
  regions: string | null;
  /** the Hindi of `regions` (migration 024), null shows the English */
  regionsHi: string | null;
  image: string;
  source: string;
  dateNote: string | null;
  createdAt: CreatedAt;
  updatedAt: UpdatedAt;
}

/** A grievance sent to the Grievance Officer (migration 018, domain/grievance.ts). */
export interface GrievancesTable {
  id: Generated<number>;
  /** 'G-2026-000123' */
  reference: string;
  name: string;
  email: string | null;
  /** ten digits */
  mobile: string | null;
  category: GrievanceCategory;
  /** The edition it was sent from: our acknowledgement and answer are in its language (migration 020). */
  language: Generated<Language>;
  description: string;
  status: Generated<GrievanceStatus>;
  /** the Grievance Officer's answer, sent to the person when the grievance is resolved */
  reply: string | null;
  /** the signed-in customer who sent it; cleared when that account is deleted */
  customerId: number | null;
  receivedAt: CreatedAt;
  resolvedAt: Date | null;
  ip: string | null;
  /** SHA-256 of the token in the link e-mailed to `email`, which its owner opens to confirm it (migration 021) */
  emailTokenHash: string | null;
  /** when that link stops working; set whenever a link was sent */
  emailLinkExpiresAt: Date | null;
  /** when the link was used: only from then on does anything else go to `email` */
  emailVerifiedAt: Date | null;
}

/** A consent to the privacy notice (migration 019, domain/consent.ts): a customer's or an applicant's. */
export interface ConsentsTable {
  id: Generated<number>;
  customerId: number | null;
  astrologerId: number | null;
  purpose: ConsentPurpose;
  /** PRIVACY_NOTICE_VERSION when it was given */
  noticeVersion: string;
  givenAt: CreatedAt;
}

export interface Database {
  customers: CustomersTable;
  astrologers: AstrologersTable;
  astrologerBankDetails: AstrologerBankDetailsTable;
  astrologerDocuments: AstrologerDocumentsTable;
  reviewEvents: ReviewEventsTable;
  otpChallenges: OtpChallengesTable;
  otpSendCounts: OtpSendCountsTable;
  otpDevices: OtpDevicesTable;
  adminDevices: AdminDevicesTable;
  blogs: BlogsTable;
  blogImages: BlogImagesTable;
  horoscopePredictions: HoroscopePredictionsTable;
  horoscopeUploadBatches: HoroscopeUploadBatchesTable;
  faqs: FaqsTable;
  contacts: ContactsTable;
  admins: AdminsTable;
  adminRecoveryCodes: AdminRecoveryCodesTable;
  sessions: SessionsTable;
  authFailures: AuthFailuresTable;
  auditLog: AuditLogTable;
  appMeta: AppMetaTable;
  stagedProfilePhotos: StagedProfilePhotosTable;
  stagedBlogImages: StagedBlogImagesTable;
  astrologerStatusCounts: AstrologerStatusCountsTable;
  astrologerListCounts: AstrologerListCountsTable;
  outboxMessages: OutboxMessagesTable;
  profilePhotos: ProfilePhotosTable;
  blogImageFiles: BlogImageFilesTable;
  blogImageVariants: BlogImageVariantsTable;
  rowCounts: RowCountsTable;
  yearlyHoroscopeYears: YearlyHoroscopeYearsTable;
  yearlyHoroscopes: YearlyHoroscopesTable;
  festivals: FestivalsTable;
  grievances: GrievancesTable;
  consents: ConsentsTable;
  keptCharts: KeptChartsTable;
  chartShares: ChartSharesTable;
}

export type Customer = Selectable<CustomersTable>;
export type NewCustomer = Insertable<CustomersTable>;
export type CustomerUpdate = Updateable<CustomersTable>;
export type Astrologer = Selectable<AstrologersTable>;
export type NewAstrologer = Insertable<AstrologersTable>;
export type Blog = Selectable<BlogsTable>;
export type NewBlog = Insertable<BlogsTable>;
export type Faq = Selectable<FaqsTable>;
export type Contact = Selectable<ContactsTable>;
