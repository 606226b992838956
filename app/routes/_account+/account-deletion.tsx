import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Form, Link, useLoaderData, useNavigation } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { type FieldErrors, ValidatedForm, validationError } from "remix-validated-form";

import { ResendButton, ResendCountdown, useCountdown } from "~/components/Countdown";
import { CheckboxField, FormMessage } from "~/components/form-fields";
import { useLanguage, useLocalePath } from "~/components/language";
import { OtpField } from "~/components/OtpInputs";
import { PhoneField } from "~/components/PhoneField";
import { FORM_ERROR } from "~/domain/forms";
import { languageOfRequest, pathInLanguage } from "~/domain/language";
import { deletionRequestValidator } from "~/domain/mobile-forms";
import { deletionOtpValidator, resendClock } from "~/domain/otp";
import { maskPhone } from "~/domain/phone";
import type { RouteHandle } from "~/domain/route-handle";
import { privatePageMeta } from "~/domain/seo";

import {
  clearLogin,
  clientIp,
  commitVisitorSession,
  confirmDeletion,
  cookieHeaders,
  type DeletionOutcome,
  deviceIdOf,
  getVisitorSession,
  json,
  jsonWithCookies,
  readForm,
  redirect,
  redirectWithCookies,
  redirectWithFlash,
  requestDeletionCode,
  resendDeletionCode,
  secondsUntilResend,
} from "./account-deletion.server";

export const handle: RouteHandle = { hydrate: true, i18n: ["account", "forms"] };

// Three steps (onboarding-and-admin §2): mobile + confirmation, OTP, done. The step lives in
// the session. Every number gets the same answers, so the page never tells whether a
// number has an account.
export async function loader({ request }: LoaderFunctionArgs) {
  const session = await getVisitorSession(request);
  if (session.get("deletionDone")) {
    session.unset("deletionDone");
    return jsonWithCookies({ step: "done" as const, phone: null, secondsLeft: 0, resendFrom: null, challengeId: null }, [
      await commitVisitorSession(session),
    ]);
  }
  const phone = session.get("deletionPhone");
  const challengeId = session.get("deletionChallengeId");
  if (phone && challengeId) {
    const secondsLeft = (await secondsUntilResend(challengeId)) ?? 0;
    const resendFrom = resendClock(secondsLeft, languageOfRequest(request));
    return json({ step: "otp" as const, phone: maskPhone(phone), secondsLeft, resendFrom, challengeId });
  }
  return json({ step: "mobile" as const, phone: null, secondsLeft: 0, resendFrom: null, challengeId: null });
}

export async function action({ request, context }: ActionFunctionArgs) {
  const language = languageOfRequest(request);
  const here = pathInLanguage("/account-deletion", language);
  const form = await readForm(request);
  const session = await getVisitorSession(request);
  const intent = String(form.get("intent") ?? "");
  const ip = clientIp(context);
  const deviceId = await deviceIdOf(request);
  const withSession = async () => ({ headers: cookieHeaders([await commitVisitorSession(session)]) });

  if (intent === "restart") {
    session.unset("deletionPhone");
    session.unset("deletionChallengeId");
    return redirectWithCookies(here, [await commitVisitorSession(session)]);
  }
  const state = { phone: session.get("deletionPhone"), challengeId: session.get("deletionChallengeId") };
  let outcome: DeletionOutcome;
  if (intent === "send") {
    const result = await deletionRequestValidator(language).validate(form);
    if (result.error) return validationError(result.error, result.submittedData, await withSession());
    outcome = await requestDeletionCode({
      typed: String(form.get("mobile") ?? ""),
      confirm: result.data.confirm,
      ip,
      deviceId,
      state,
      language,
    });
  } else {
    const result = await deletionOtpValidator(language).validate(form);
    if (result.error) return validationError(result.error, {}, await withSession());
    outcome =
      result.data.intent === "resend"
        ? await resendDeletionCode({ ip, deviceId, state, language })
        : await confirmDeletion({ code: result.data.code, state, language });
  }

  switch (outcome.kind) {
    case "refused": {
      // The first step's refusals are about the form (a wait, a failed send); the second's, the code.
      const fieldErrors: FieldErrors = intent === "send" ? { [FORM_ERROR]: outcome.error } : { otp: outcome.error };
      return validationError({ fieldErrors }, outcome.values ?? {}, { status: outcome.status, ...(await withSession()) });
    }
    case "code-held":
      return redirect(here);
    case "code-sent":
      // The page is loaded again (post/redirect/get) so that, without JavaScript too, it is
      // rendered from the new session: the OTP step with its own countdown.
      session.set("deletionPhone", outcome.state.phone);
      session.set("deletionChallengeId", outcome.state.challengeId);
      return redirectWithFlash(here, { kind: "success", text: outcome.notice }, [await commitVisitorSession(session)]);
    case "deleted":
      // The deleted account's session ends too.
      clearLogin(session);
      session.unset("deletionPhone");
      session.unset("deletionChallengeId");
      session.set("deletionDone", true);
      return redirectWithCookies(here, [await commitVisitorSession(session)]);
  }
}

export default function AccountDeletion() {
  const { step, phone, secondsLeft, resendFrom, challengeId } = useLoaderData<typeof loader>();
  const navigation = useNavigation();
  const left = useCountdown(secondsLeft, challengeId);
  const intent = navigation.state === "submitting" ? navigation.formData?.get("intent") : null;
  const { t } = useTranslation(["account", "forms"]);
  const language = useLanguage();
  const to = useLocalePath();
  if (step === "done") {
    return (
      <section className="container narrow section auth-card">
        <h1>{t("account:deletion.doneTitle")}</h1>
        <p className="flash flash-success" role="status">
          {t("account:deletion.deleted")}
        </p>
        <p>{t("account:deletion.cacheNote")}</p>
        <p>
          <Link to={to("/")} className="button">
            {t("account:deletion.home")}
          </Link>
        </p>
      </section>
    );
  }

  if (step === "otp") {
    return (
      <section className="container narrow section auth-card">
        <h1>{t("account:deletion.title")}</h1>
        <p className="lead">{t("account:deletion.otpLead", { phone })}</p>
        <ValidatedForm validator={deletionOtpValidator(language)} method="post" noValidate className="stack" key={challengeId ?? "none"}>
          <OtpField />
          <ResendCountdown left={left} resendFrom={resendFrom} over={t("account:deletion.canResend")} />
          <div className="button-row">
            <button type="submit" name="intent" value="verify" className="button button-danger" disabled={intent === "verify"}>
              {intent === "verify" ? t("account:deletion.deleting") : t("account:deletion.verify")}
            </button>
            <ResendButton secondsLeft={secondsLeft} sending={intent === "resend"} />
          </div>
        </ValidatedForm>
        <Form method="post">
          <button type="submit" name="intent" value="restart" className="link-button">
            {t("account:deletion.differentNumber")}
          </button>
        </Form>
      </section>
    );
  }

  return (
    <section className="container narrow section auth-card">
      <h1>{t("account:deletion.title")}</h1>
      <p className="lead">{t("account:deletion.lead")}</p>
      <ValidatedForm validator={deletionRequestValidator(language)} method="post" noValidate className="stack">
        <PhoneField id="deletion-mobile" label={t("account:deletion.mobileLabel")} note={t("forms:phone.dialCodeNote")} />
        <CheckboxField id="deletion-confirm" name="confirm" label={t("account:deletion.confirmLabel")} />
        <FormMessage />
        <button type="submit" name="intent" value="send" className="button button-danger" disabled={intent === "send"}>
          {intent === "send" ? t("account:deletion.sending") : t("account:deletion.send")}
        </button>
      </ValidatedForm>
    </section>
  );
}

export const meta: MetaFunction = privatePageMeta((t, brand) => ({
  title: t("account:deletion.metaTitle"),
  description: t("account:deletion.metaDescription", { brand }),
  path: "/account-deletion",
}));
