import { type ActionFunctionArgs, json, type LoaderFunctionArgs } from "@remix-run/node";

import { type Language, languageOfRequest, pathInLanguage } from "~/domain/language";
import { ASTROLOGER_STATUS } from "~/domain/onboarding";
import { astrologerRegistrationFields, mayRegisterAgain } from "~/forms/astrologer";
import { FORM_ERROR } from "~/forms/validation";
import { astrologerRegistrationValidator } from "~/forms/validators/astrologer-registration";
import { failureStatus } from "~/infra/database-errors.server";
import { logger } from "~/infra/logger.server";
import { redirectWithCookies, redirectWithFlash } from "~/infra/responses.server";
import { commitVisitorSession, type VisitorSession } from "~/infra/session.server";
import { bindApplicant } from "~/infra/session-keys.server";
import { PRIVACY_NOTICE_VERSION } from "~/locales/content/legal/privacy-notice";
import { translator } from "~/locales/i18n";
import { readLocatedPost } from "~/pages/located-form.server";
import { requireAstrologerApplicant } from "~/pages/visitor-guards.server";
import { locationLists } from "~/services/locations.server";
import { AlreadyRegisteredError, applicationStatus, registerAstrologer } from "~/services/onboarding.server";

/** An application exists for this number: the applicant sees where it stands (and may continue it). */
async function showStatus(session: VisitorSession, astrologerId: number, language: Language, flash?: string) {
  bindApplicant(session, astrologerId);
  const cookie = await commitVisitorSession(session);
  const status = pathInLanguage("/astrologer-status", language);
  return flash ? redirectWithFlash(status, { kind: "info", text: flash }, [cookie]) : redirectWithCookies(status, [cookie]);
}

export async function loader({ request }: LoaderFunctionArgs) {
  const { session, phone } = await requireAstrologerApplicant(request);
  // One record per number: only a rejected applicant allowed to reapply fills the form again.
  const application = await applicationStatus(phone);
  if (application && !mayRegisterAgain(application)) throw await showStatus(session, application.astrologerId, languageOfRequest(request));
  return json({
    mobile: phone,
    // Why the form is offered again: a rejection the admin reopened, or the applicant's withdrawal.
    earlier: application ? (application.status === ASTROLOGER_STATUS.WITHDRAWN ? ("withdrawn" as const) : ("rejected" as const)) : null,
    locations: await locationLists({}, { language: languageOfRequest(request) }),
  });
}

export async function action({ request }: ActionFunctionArgs) {
  const { session, phone } = await requireAstrologerApplicant(request);
  const language = languageOfRequest(request);
  const t = translator(language);
  // The number is the one the OTP proved, whatever the (read-only) field posted.
  const {
    form,
    reply,
    named: place,
    onlyLocations,
  } = await readLocatedPost(request, astrologerRegistrationFields, language, {
    fixed: { mobile: phone },
  });
  if (onlyLocations) return reply();

  const result = await astrologerRegistrationValidator(language).validate(form);
  if (result.error || !place) return reply(result.error?.fieldErrors ?? {});

  const { fullName, age, gender, address, pinCode, email, languages, experience, specialization } = result.data;
  try {
    const astrologerId = await registerAstrologer(
      {
        mobile: phone,
        fullName,
        age: Number(age),
        gender,
        address,
        ...place,
        pinCode,
        email,
        languages,
        experience: Number(experience),
        specialization,
      },
      { noticeVersion: PRIVACY_NOTICE_VERSION },
    );
    bindApplicant(session, astrologerId);
    return redirectWithCookies(pathInLanguage("/bank-details", language), [await commitVisitorSession(session)]);
  } catch (error) {
    // A second tab or a double post got there first: that application is this applicant's.
    if (error instanceof AlreadyRegisteredError) {
      return showStatus(session, error.astrologerId, language, t("onboarding:form.alreadyRegistered"));
    }
    logger.error("astrologer registration failed", { error });
    return reply({ [FORM_ERROR]: t("onboarding:registrationMessages.failed") }, failureStatus(error));
  }
}
