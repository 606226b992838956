import { withZod } from "@remix-validated-form/with-zod";

import { withdrawalSchema } from "~/domain/application-withdrawal";
import { astrologerRegistrationSchema, bankDetailsSchema, documentsSchema } from "~/domain/astrologer-forms";
import { lastDay, profileSchema, registrationSchema } from "~/domain/customer-forms";
import { grievanceSchema } from "~/domain/grievance";
import type { Language } from "~/domain/language";
import { deletionRequestSchema, mobileLoginSchema } from "~/domain/mobile-forms";
import { otpFormValidator } from "~/domain/otp";
import { roleChoiceSchema } from "~/domain/role-choice";
import { endSignInSchema } from "~/domain/sign-ins";
import { perLanguage, translator } from "~/i18n";

// The public, customer and onboarding forms' validators, their messages in the page's language:
// domain's schemas given that language's words. The page and its action use the same one, so a
// form is checked alike in the browser and on the server.

/** Login and sign-up's mobile number (public-and-customer §2). */
export const mobileLoginValidator = perLanguage("account", (t) => withZod(mobileLoginSchema(t)));

/** The sign-in's code (public-and-customer §2). */
export const loginOtpValidator = perLanguage("account", (t) => otpFormValidator(t("account:otp.incomplete")));

/** The End button of a sign-in on the profile. */
export const endSignInValidator = perLanguage("account", (t) => withZod(endSignInSchema(t)));

/** 'Are you a User?' or 'Are you an Astrologer?'. */
export const roleChoiceValidator = perLanguage("account", (t) => withZod(roleChoiceSchema(t)));

const registrationValidators = perLanguage("account", (t) => lastDay((today) => withZod(registrationSchema(t, today))));
const profileValidators = perLanguage("account", (t) => lastDay((today) => withZod(profileSchema(t, today))));

/** `today` is India's date ('YYYY-MM-DD'): no date of birth after it. */
export const registrationValidator = (today: string, language: Language) => registrationValidators(language)(today);

/** Every profile field is required (spec §5); a birth date in the future is refused here too. */
export const profileValidator = (today: string, language: Language) => profileValidators(language)(today);

/** Account deletion's first step, and its code (onboarding-and-admin §2). */
export const deletionRequestValidator = perLanguage("account", (t) => withZod(deletionRequestSchema(t)));
export const deletionOtpValidator = perLanguage("account", (t) => otpFormValidator(t("account:deletion.invalidOtpOrMissing")));

/** The astrologer's registration and bank details (onboarding-and-admin §2, §5). */
export const astrologerRegistrationValidator = perLanguage("onboarding", (t) => withZod(astrologerRegistrationSchema(t)));
export const bankDetailsValidator = perLanguage("onboarding", (t) => withZod(bankDetailsSchema(t)));

/** The document form, for the kinds uploaded so far (or for one field alone). */
export const documentsValidator = (language: Language, uploadedKinds: readonly string[], only?: string) =>
  withZod(documentsSchema(translator(language), uploadedKinds, only));

/** An applicant takes back their application. */
export const withdrawalValidator = perLanguage("onboarding", (t) => withZod(withdrawalSchema(t)));

/** The public grievance form. */
export const grievanceValidator = perLanguage("grievance", (t) => withZod(grievanceSchema(t)));
