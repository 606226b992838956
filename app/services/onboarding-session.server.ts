import { redirect } from "@remix-run/node";
import { acceptsOnboardingSteps } from "~/domain/astrologer-forms";
import { documentMessages } from "~/domain/onboarding";
import { getVisitorSession, setFlash } from "~/infra/session.server";
import { applicationStatus } from "./onboarding.server";

/**
 * The bank-details and document steps need a stored astrologer id (spec §6: otherwise the
 * alert and back to registration) and, ours, an application still waiting for review.
 */
export async function requireOpenApplication(request: Request): Promise<{ astrologerId: number; phone: string }> {
  const session = await getVisitorSession(request);
  const astrologerId = session.get("astrologerId");
  const phone = session.get("phoneNumber");
  const noAstrologer = async () =>
    redirect("/astrologer-registration", {
      headers: { "Set-Cookie": await setFlash({ kind: "error", text: documentMessages.noAstrologer }) },
    });
  if (!astrologerId || !phone) throw await noAstrologer();
  const application = await applicationStatus(phone);
  if (!application || application.astrologerId !== astrologerId) throw await noAstrologer();
  if (!acceptsOnboardingSteps(application)) throw redirect("/astrologer-status");
  return { astrologerId, phone };
}
