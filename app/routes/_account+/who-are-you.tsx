import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { json } from "@remix-run/node";
import { Form, useActionData, useNavigation } from "@remix-run/react";

import { whoAreYouMessages } from "~/domain/account-messages";
import { privatePageMeta } from "~/domain/seo";
import { failureStatus } from "~/infra/database-errors.server";
import { readForm } from "~/infra/form-data.server";
import { logger } from "~/infra/logger.server";
import { redirectWithCookies, redirectWithFlash } from "~/infra/responses.server";
import { commitVisitorSession, logInCustomer } from "~/infra/session.server";
import { findExistingAstrologerId } from "~/services/astrologer-accounts.server";
import { findCustomerByMobile } from "~/services/customers.server";
import { requireVerifiedPhone } from "~/services/guards.server";

export async function loader({ request }: LoaderFunctionArgs) {
  await requireVerifiedPhone(request);
  return null;
}

export async function action({ request }: ActionFunctionArgs) {
  const { session, phone } = await requireVerifiedPhone(request);
  const choice = (await readForm(request)).get("role");
  try {
    if (choice === "user") {
      const customer = await findCustomerByMobile(phone);
      session.set("userType", "CUSTOMER");
      if (!customer) {
        return redirectWithCookies("/user-registration", [await commitVisitorSession(session)]);
      }
      return redirectWithCookies("/", [await commitVisitorSession(await logInCustomer(session, customer.id))]);
    }
    if (choice === "astrologer") {
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
    }
    return json({ error: whoAreYouMessages.failed }, { status: 400 });
  } catch (error) {
    logger.error("who-are-you failed", { error });
    return json({ error: whoAreYouMessages.failed }, { status: failureStatus(error) });
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
      {data?.error ? (
        <p className="notice notice-error" role="alert">
          {data.error}
        </p>
      ) : null}
      <Form method="post" className="role-choice">
        <button type="submit" name="role" value="user" className="role-card" disabled={busy}>
          <strong>Are you a User?</strong>
          <span>Read horoscopes and consult astrologers.</span>
        </button>
        <button type="submit" name="role" value="astrologer" className="role-card" disabled={busy}>
          <strong>Are you an Astrologer?</strong>
          <span>Register to offer consultations.</span>
        </button>
      </Form>
    </section>
  );
}

export const meta: MetaFunction = privatePageMeta({
  title: "Get started",
  description: "Choose whether you are a user or an astrologer.",
  path: "/who-are-you",
});
