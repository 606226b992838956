import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { json, redirect } from "@remix-run/node";
import { Form, useActionData, useNavigation } from "@remix-run/react";
import { whoAreYouMessages } from "~/domain/account-messages";
import { pageMeta, siteFromMatches } from "~/domain/seo";
import { readForm } from "~/infra/form-data.server";
import { logger } from "~/infra/logger.server";
import { commitVisitorSession, getVisitorSession, hasVerifiedPhone, renewVisitorSession, setFlash, type VisitorSession } from "~/infra/session.server";
import { findExistingAstrologerId } from "~/services/astrologer-accounts.server";
import { findCustomerByMobile } from "~/services/customers.server";
import { failureStatus } from "~/infra/database-errors.server";

/** Spec §5/§6: only with a stored phone and an OTP verified in the last 15 minutes; otherwise to /login. */
async function verifiedSession(request: Request): Promise<{ session: VisitorSession; phone: string }> {
  const session = await getVisitorSession(request);
  const phone = session.get("phoneNumber");
  if (!phone || !hasVerifiedPhone(session)) throw redirect("/login");
  return { session, phone };
}

export async function loader({ request }: LoaderFunctionArgs) {
  await verifiedSession(request);
  return null;
}

export async function action({ request }: ActionFunctionArgs) {
  const { session, phone } = await verifiedSession(request);
  const choice = (await readForm(request)).get("role");
  try {
    if (choice === "user") {
      const customer = await findCustomerByMobile(phone);
      session.set("userType", "CUSTOMER");
      if (!customer) {
        return redirect("/user-registration", { headers: { "Set-Cookie": await commitVisitorSession(session) } });
      }
      const loggedIn = await renewVisitorSession(session);
      loggedIn.set("isLoggedIn", true);
      loggedIn.set("customerId", customer.id);
      loggedIn.set("loginAt", Date.now());
      return redirect("/", { headers: { "Set-Cookie": await commitVisitorSession(loggedIn) } });
    }
    if (choice === "astrologer") {
      const astrologerId = await findExistingAstrologerId(phone);
      session.set("userType", "ASTROLOGER");
      session.set("isLoggedIn", false);
      if (astrologerId) {
        // Spec §4: existing astrologers are not logged in on the web; the app is their place.
        session.set("astrologerId", astrologerId);
        const headers = new Headers();
        headers.append("Set-Cookie", await commitVisitorSession(session));
        headers.append("Set-Cookie", await setFlash({ kind: "info", text: whoAreYouMessages.existingAstrologer }));
        return redirect("/app-downloads", { headers });
      }
      return redirect("/astrologer-registration", { headers: { "Set-Cookie": await commitVisitorSession(session) } });
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

export const meta: MetaFunction = ({ matches }) => {
  const site = siteFromMatches(matches);
  return pageMeta(site, {
    title: `${site.brand} - Get started`,
    description: "Choose whether you are a user or an astrologer.",
    path: "/who-are-you",
    noindex: true,
  });
};
