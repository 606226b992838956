import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { validationError } from "remix-validated-form";

import { languageOfRequest, pathInLanguage } from "~/domain/language";
import { findExistingAstrologerId } from "~/features/account/astrologer-accounts.server";
import { FORM_ERROR } from "~/forms/validation";
import { roleChoiceValidator } from "~/forms/validators/role-choice";
import { failureStatus } from "~/infra/database-errors.server";
import { readForm } from "~/infra/form-data.server";
import { logger } from "~/infra/logger.server";
import { redirectWithCookies, redirectWithFlash } from "~/infra/responses.server";
import { commitVisitorSession } from "~/infra/session.server";
import { chooseAstrologerRole, chooseCustomerRole } from "~/infra/session-keys.server";
import { translator } from "~/locales/i18n";
import { signInCustomer } from "~/pages/customer-sign-in.server";
import { requireVerifiedPhone } from "~/pages/visitor-guards.server";
import { findCustomerByMobile } from "~/services/customers.server";

export async function loader({ request }: LoaderFunctionArgs) {
  await requireVerifiedPhone(request);
  return null;
}

export async function action({ request, context }: ActionFunctionArgs) {
  const { session, phone } = await requireVerifiedPhone(request);
  const language = languageOfRequest(request);
  const t = translator(language);
  const to = (path: string) => pathInLanguage(path, language);
  const result = await roleChoiceValidator(language).validate(await readForm(request));
  if (result.error) return validationError(result.error, {});
  const { role } = result.data;
  try {
    if (role === "user") {
      const customer = await findCustomerByMobile(phone);
      chooseCustomerRole(session);
      if (!customer) {
        return redirectWithCookies(to("/user-registration"), [await commitVisitorSession(session)]);
      }
      return signInCustomer({ request, context }, session, customer.id);
    }
    const astrologerId = await findExistingAstrologerId(phone);
    chooseAstrologerRole(session, astrologerId);
    if (astrologerId) {
      // Spec §4: existing astrologers are not logged in on the web; the app is their place.
      const text = t("account:whoAreYou.existingAstrologer", { statusPath: to("/astrologer-status") });
      return redirectWithFlash(to("/app-downloads"), { kind: "info", text }, [await commitVisitorSession(session)]);
    }
    return redirectWithCookies(to("/astrologer-registration"), [await commitVisitorSession(session)]);
  } catch (error) {
    logger.error("who-are-you failed", { error });
    return validationError({ fieldErrors: { [FORM_ERROR]: t("account:whoAreYou.failed") } }, {}, { status: failureStatus(error) });
  }
}
