// The admin area's words (onboarding-and-admin §5, §8, and ours where the spec names none). The
// admin area is English in both editions, so this table is read as it is, not through i18next: it
// is no namespace of the editions and has no Hindi twin, and a message with values is a function
// of them (decision 113). The edge's refusals (edge/admin-sign-in-gate.ts) read it too.
// One module a table: a page imports the tables it shows from their modules (a page that imported
// this file would carry every table in its script); the tests and the edge read them here.
import { adminApplications } from "./admin/applications";
import { adminApproval } from "./admin/approval";
import { adminBlogUpload } from "./admin/blog-upload";
import { adminContentLanguage } from "./admin/content-language";
import { adminFaq } from "./admin/faq";
import { adminFestivals } from "./admin/festivals";
import { adminGrievances } from "./admin/grievances";
import { adminHoroscopeUpload } from "./admin/horoscope-upload";
import { adminOutbox } from "./admin/outbox";
import { adminSecondFactor } from "./admin/second-factor";
import { adminSignIn } from "./admin/sign-in";
import { adminSmsBudget } from "./admin/sms-budget";
import { adminYearly } from "./admin/yearly";

export {
  adminApplications,
  adminApproval,
  adminBlogUpload,
  adminContentLanguage,
  adminFaq,
  adminFestivals,
  adminGrievances,
  adminHoroscopeUpload,
  adminOutbox,
  adminSecondFactor,
  adminSignIn,
  adminSmsBudget,
  adminYearly,
};

/** Every table at once, for the tests and the edge; a page imports the tables it shows, so its script carries no other. */
export const adminWords = {
  signIn: adminSignIn,
  secondFactor: adminSecondFactor,
  applications: adminApplications,
  approval: adminApproval,
  grievances: adminGrievances,
  outbox: adminOutbox,
  smsBudget: adminSmsBudget,
  contentLanguage: adminContentLanguage,
  faq: adminFaq,
  horoscopeUpload: adminHoroscopeUpload,
  yearly: adminYearly,
  festivals: adminFestivals,
  blogUpload: adminBlogUpload,
} as const;
