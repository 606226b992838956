import { type ActionFunctionArgs, redirect } from "@remix-run/node";

import { languageOfRequest, pathInLanguage } from "~/domain/language";
import { acceptsOnboardingSteps } from "~/forms/astrologer";
import { logger } from "~/infra/logger.server";
import { redirectWithFlash } from "~/infra/responses.server";
import { commitVisitorSession, getVisitorSession, hasVerifiedPhone, isLoggedIn, type VisitorSession } from "~/infra/session.server";
import { astrologerIdOf, customerIdOf, phoneOf, rememberReturnPath, userTypeOf } from "~/infra/session-keys.server";
import { translator } from "~/locales/i18n";
import { appDownloadPageData, astrologerOf } from "~/services/astrologer-journey.server";
import { type CustomerProfile, findCustomerById, findCustomerByMobile } from "~/services/customers.server";
import { type ApplicationStatus, applicationStatus } from "~/services/onboarding.server";

import { signInCustomer } from "./customer-sign-in.server";

// Who may be where. A route's loader and action begin with one of these; each reads the
// request's session, asks the services with plain values, and has one answer for a visitor who
// may not be there, thrown as a redirect. They sit above the services they ask, as infra asks
// none. The administrators' guard, requireAdmin, asks no service and is beside their session
// code (infra/admin-session.server.ts).

/** A number proven by an OTP within the last 15 minutes; otherwise to /login (spec: who-are-you), in the page's language. */
export async function requireVerifiedPhone(request: Request): Promise<{ session: VisitorSession; phone: string }> {
  const session = await getVisitorSession(request);
  const phone = phoneOf(session);
  if (!phone || !hasVerifiedPhone(session)) throw redirect(pathInLanguage("/login", languageOfRequest(request)));
  return { session, phone };
}

/**
 * A number proven by an OTP that has no customer yet (registration's pages). One account per
 * number (spec §4): someone already registered is simply signed in.
 */
export async function requireUnregisteredPhone(args: Pick<ActionFunctionArgs, "request" | "context">) {
  const verified = await requireVerifiedPhone(args.request);
  const existing = await findCustomerByMobile(verified.phone);
  if (existing) throw await signInCustomer(args, verified.session, existing.id);
  return verified;
}

/**
 * Someone applying as an astrologer: a number proven by an OTP, as for requireVerifiedPhone,
 * but the way back is the astrologers' sign-up, /signup.
 */
export async function requireAstrologerApplicant(request: Request): Promise<{ session: VisitorSession; phone: string }> {
  const session = await getVisitorSession(request);
  const phone = phoneOf(session);
  if (!phone || !hasVerifiedPhone(session)) throw redirect(pathInLanguage("/signup", languageOfRequest(request)));
  return { session, phone };
}

/**
 * The bank-details and document steps: the astrologer id this session registered (spec §6:
 * otherwise the alert and back to registration) and, ours, an application still waiting for
 * review (otherwise its status page).
 */
export async function requireOpenApplication(request: Request): Promise<{ astrologerId: number; phone: string }> {
  const session = await getVisitorSession(request);
  const astrologerId = astrologerIdOf(session);
  const phone = phoneOf(session);
  const language = languageOfRequest(request);
  const noAstrologer = () =>
    redirectWithFlash(pathInLanguage("/astrologer-registration", language), {
      kind: "error",
      text: translator(language)("onboarding:documentMessages.noAstrologer"),
    });
  if (!astrologerId || !phone) throw await noAstrologer();
  const application = await applicationStatus(phone);
  if (!application || application.astrologerId !== astrologerId) throw await noAstrologer();
  if (!acceptsOnboardingSteps(application)) throw redirect(pathInLanguage("/astrologer-status", language));
  return { astrologerId, phone };
}

/**
 * Whoever may see the number's application (or that it has none): a number proven by an OTP,
 * or, after that, the application this session registered; otherwise to /signup with the reason.
 */
export async function requireApplicationViewer(
  request: Request,
): Promise<{ session: VisitorSession; phone: string; application: ApplicationStatus | null }> {
  const session = await getVisitorSession(request);
  const phone = phoneOf(session);
  const language = languageOfRequest(request);
  const needsOtp = () =>
    redirectWithFlash(pathInLanguage("/signup", language), { kind: "info", text: translator(language)("onboarding:form.statusNeedsOtp") });
  const boundAstrologerId = astrologerIdOf(session);
  const verified = hasVerifiedPhone(session);
  if (!phone || (!verified && !boundAstrologerId)) throw await needsOtp();
  const application = await applicationStatus(phone);
  if (!verified && application?.astrologerId !== boundAstrologerId) throw await needsOtp();
  return { session, phone, application };
}

/**
 * The logged-in customer, or home with the spec's message (§5: 'No registered user found'), in
 * the page's language. A page that is the customer's own to read (`comeBack`) sends a visitor
 * who is not logged in to log in instead, and back to it afterwards.
 */
export async function requireCustomer(
  request: Request,
  { comeBack = false }: { comeBack?: boolean } = {},
): Promise<{ session: VisitorSession; customer: CustomerProfile }> {
  const session = await getVisitorSession(request);
  const customerId = customerIdOf(session);
  const language = languageOfRequest(request);
  const t = translator(language);
  const goHome = (text: string) => redirectWithFlash(pathInLanguage("/", language), { kind: "error", text });
  if ((!isLoggedIn(session) || !customerId) && comeBack && request.method === "GET") {
    const url = new URL(request.url);
    rememberReturnPath(session, url.pathname + url.search);
    const text = t("account:login.toSeeYourPage");
    throw await redirectWithFlash(pathInLanguage("/login", language), { kind: "info", text }, [await commitVisitorSession(session)]);
  }
  if (!isLoggedIn(session) || !customerId) throw await goHome(t("account:profile.noUser"));
  let customer: CustomerProfile | null;
  try {
    customer = await findCustomerById(customerId);
  } catch (error) {
    logger.error("profile load failed", { error });
    throw await goHome(t("account:profile.loadFailed"));
  }
  // A session whose customer was deleted, or belongs to another number, has no profile here.
  if (!customer || customer.mobile !== phoneOf(session)) throw await goHome(t("account:profile.noUser"));
  return { session, customer };
}

/**
 * The person whose data /my-data shows (decision 069), known by a number proven by an OTP: a
 * signed-in customer, a number verified within the last 15 minutes, or the application this
 * session registered (as requireApplicationViewer admits). Anyone else is sent to log in.
 */
export async function requireDataSubject(request: Request): Promise<{ phone: string; sessionId: string }> {
  const session = await getVisitorSession(request);
  const phone = phoneOf(session);
  const language = languageOfRequest(request);
  const logIn = () =>
    redirectWithFlash(pathInLanguage("/login", language), { kind: "info", text: translator(language)("account:myData.notSignedIn") });
  if (!phone) throw await logIn();
  const customerId = customerIdOf(session);
  if (isLoggedIn(session) && customerId && (await findCustomerById(customerId))?.mobile === phone) return { phone, sessionId: session.id };
  if (hasVerifiedPhone(session)) return { phone, sessionId: session.id };
  const boundAstrologerId = astrologerIdOf(session);
  if (boundAstrologerId && (await applicationStatus(phone))?.astrologerId === boundAstrologerId) return { phone, sessionId: session.id };
  throw await logIn();
}

/**
 * The signed-in customer, or null for anyone else: for a page open to everyone that fills in
 * what it knows of a customer (the grievance form), by requireCustomer's rules.
 */
export async function getSignedInCustomer(request: Request): Promise<CustomerProfile | null> {
  const session = await getVisitorSession(request);
  const customerId = customerIdOf(session);
  if (!isLoggedIn(session) || !customerId) return null;
  const customer = await findCustomerById(customerId);
  return customer && customer.mobile === phoneOf(session) ? customer : null;
}

/** The astrologer this visitor is, or null (services/astrologer-journey.server.ts says when). */
export async function astrologerOfRequest(request: Request) {
  return astrologerOf(astrologerClaimOf(await getVisitorSession(request)));
}

/** What /app-download and /app-downloads show this visitor. */
export async function appDownloadOf(request: Request) {
  return appDownloadPageData(astrologerClaimOf(await getVisitorSession(request)));
}

function astrologerClaimOf(session: VisitorSession) {
  return { userType: userTypeOf(session), astrologerId: astrologerIdOf(session), phone: phoneOf(session) };
}
