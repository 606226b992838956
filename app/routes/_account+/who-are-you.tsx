import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useActionData, useNavigation } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { ValidatedForm, validationError } from "remix-validated-form";

import { useLanguage } from "~/components/language";
import { FORM_ERROR } from "~/domain/forms";
import { languageOfRequest, pathInLanguage } from "~/domain/language";
import { roleChoiceValidator } from "~/domain/role-choice";
import type { RouteHandle } from "~/domain/route-handle";
import { privatePageMeta } from "~/domain/seo";

import {
  commitVisitorSession,
  failureStatus,
  findCustomerByMobile,
  findExistingAstrologerId,
  fixedT,
  logger,
  logInCustomer,
  readForm,
  redirectWithCookies,
  redirectWithFlash,
  requireVerifiedPhone,
  sessionClient,
} from "./who-are-you.server";

export const handle: RouteHandle = { hydrate: true, i18n: "account" };

export async function loader({ request }: LoaderFunctionArgs) {
  await requireVerifiedPhone(request);
  return null;
}

export async function action({ request, context }: ActionFunctionArgs) {
  const { session, phone } = await requireVerifiedPhone(request);
  const language = languageOfRequest(request);
  const t = fixedT(language);
  const to = (path: string) => pathInLanguage(path, language);
  const result = await roleChoiceValidator(language).validate(await readForm(request));
  if (result.error) return validationError(result.error, {});
  const { role } = result.data;
  try {
    if (role === "user") {
      const customer = await findCustomerByMobile(phone);
      session.set("userType", "CUSTOMER");
      if (!customer) {
        return redirectWithCookies(to("/user-registration"), [await commitVisitorSession(session)]);
      }
      return redirectWithCookies(to("/"), [
        await commitVisitorSession(await logInCustomer(session, customer.id, sessionClient(request, context))),
      ]);
    }
    const astrologerId = await findExistingAstrologerId(phone);
    session.set("userType", "ASTROLOGER");
    session.set("isLoggedIn", false);
    if (astrologerId) {
      // Spec §4: existing astrologers are not logged in on the web; the app is their place.
      session.set("astrologerId", astrologerId);
      const text = t("account:whoAreYou.existingAstrologer", { statusPath: to("/astrologer-status") });
      return redirectWithFlash(to("/app-downloads"), { kind: "info", text }, [await commitVisitorSession(session)]);
    }
    return redirectWithCookies(to("/astrologer-registration"), [await commitVisitorSession(session)]);
  } catch (error) {
    logger.error("who-are-you failed", { error });
    return validationError({ fieldErrors: { [FORM_ERROR]: t("account:whoAreYou.failed") } }, {}, { status: failureStatus(error) });
  }
}

export default function WhoAreYou() {
  const data = useActionData<typeof action>();
  const navigation = useNavigation();
  const { t } = useTranslation("account");
  const busy = navigation.state !== "idle";
  return (
    <section className="container narrow section auth-card">
      <h1>{t("whoAreYou.title")}</h1>
      <p className="lead">{t("whoAreYou.lead")}</p>
      {data?.fieldErrors[FORM_ERROR] ? (
        <p className="notice notice-error" role="alert">
          {data.fieldErrors[FORM_ERROR]}
        </p>
      ) : null}
      <ValidatedForm validator={roleChoiceValidator(useLanguage())} method="post" noValidate className="role-choice">
        <button type="submit" name="role" value="user" className="role-card" disabled={busy}>
          <strong>{t("whoAreYou.user")}</strong>
          <span>{t("whoAreYou.userHint")}</span>
        </button>
        <button type="submit" name="role" value="astrologer" className="role-card" disabled={busy}>
          <strong>{t("whoAreYou.astrologer")}</strong>
          <span>{t("whoAreYou.astrologerHint")}</span>
        </button>
      </ValidatedForm>
    </section>
  );
}

export const meta: MetaFunction = privatePageMeta((t) => ({
  title: t("account:whoAreYou.metaTitle"),
  description: t("account:whoAreYou.metaDescription"),
  path: "/who-are-you",
}));
