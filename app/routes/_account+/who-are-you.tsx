import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useActionData, useNavigation } from "@remix-run/react";
import { ValidatedForm, validationError } from "remix-validated-form";

import { whoAreYouMessages } from "~/domain/account-messages";
import { FORM_ERROR } from "~/domain/forms";
import { roleChoiceValidator } from "~/domain/role-choice";
import type { RouteHandle } from "~/domain/route-handle";
import { privatePageMeta } from "~/domain/seo";

import {
  commitVisitorSession,
  failureStatus,
  findCustomerByMobile,
  findExistingAstrologerId,
  logger,
  logInCustomer,
  readForm,
  redirectWithCookies,
  redirectWithFlash,
  requireVerifiedPhone,
  sessionClient,
} from "./who-are-you.server";

export const handle: RouteHandle = { hydrate: true };

export async function loader({ request }: LoaderFunctionArgs) {
  await requireVerifiedPhone(request);
  return null;
}

export async function action({ request, context }: ActionFunctionArgs) {
  const { session, phone } = await requireVerifiedPhone(request);
  const result = await roleChoiceValidator.validate(await readForm(request));
  if (result.error) return validationError(result.error, {});
  const { role } = result.data;
  try {
    if (role === "user") {
      const customer = await findCustomerByMobile(phone);
      session.set("userType", "CUSTOMER");
      if (!customer) {
        return redirectWithCookies("/user-registration", [await commitVisitorSession(session)]);
      }
      return redirectWithCookies("/", [
        await commitVisitorSession(await logInCustomer(session, customer.id, sessionClient(request, context))),
      ]);
    }
    const astrologerId = await findExistingAstrologerId(phone);
    session.set("userType", "ASTROLOGER");
    session.set("isLoggedIn", false);
    if (astrologerId) {
      // Spec §4: existing astrologers are not logged in on the web; the app is their place.
      session.set("astrologerId", astrologerId);
      return redirectWithFlash("/app-downloads", { kind: "info", text: whoAreYouMessages.existingAstrologer }, [
        await commitVisitorSession(session),
      ]);
    }
    return redirectWithCookies("/astrologer-registration", [await commitVisitorSession(session)]);
  } catch (error) {
    logger.error("who-are-you failed", { error });
    return validationError({ fieldErrors: { [FORM_ERROR]: whoAreYouMessages.failed } }, {}, { status: failureStatus(error) });
  }
}

export default function WhoAreYou() {
  const data = useActionData<typeof action>();
  const navigation = useNavigation();
  const busy = navigation.state !== "idle";
  return (
    <section className="container narrow section auth-card">
      <h1>GET STARTED</h1>
      <p className="lead">Tell us how you would like to use the site.</p>
      {data?.fieldErrors[FORM_ERROR] ? (
        <p className="notice notice-error" role="alert">
          {data.fieldErrors[FORM_ERROR]}
        </p>
      ) : null}
      <ValidatedForm validator={roleChoiceValidator} method="post" noValidate className="role-choice">
        <button type="submit" name="role" value="user" className="role-card" disabled={busy}>
          <strong>Are you a User?</strong>
          <span>Read horoscopes and consult astrologers.</span>
        </button>
        <button type="submit" name="role" value="astrologer" className="role-card" disabled={busy}>
          <strong>Are you an Astrologer?</strong>
          <span>Register to offer consultations.</span>
        </button>
      </ValidatedForm>
    </section>
  );
}

export const meta: MetaFunction = privatePageMeta({
  title: "Get started",
  description: "Choose whether you are a user or an astrologer.",
  path: "/who-are-you",
});
