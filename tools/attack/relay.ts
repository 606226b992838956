// The site as a relay: a stranger's words sent on to someone else's e-mail or phone.
import { GRIEVANCE_CATEGORIES } from "../../app/domain/grievance";
import { PLACEHOLDER_GRIEVANCE_OFFICER } from "../../app/infra/env.server";
import { Broken, browser, type Finding, freshMobile, outbox, sleep, type Target } from "./talk";

/**
 * An anonymous grievance naming a third party's e-mail address and mobile number, with a text
 * of the attacker's; once the officer's own notice is out (so the outbox worker has run), the
 * messages to the third party are searched for the text and the name.
 */
export async function grievanceRelay(target: Target): Promise<Finding> {
  const token = `relay-${Date.now().toString(36)}`;
  const victim = { email: `${token}@victim.example.org`, mobile: freshMobile() };
  const name = `Visit evil dot example ${token}`;
  const text = `Your account is suspended: call 1800-000 now (${token}).`;
  const toOfficer = () => outbox(target).filter((m) => m.channel === "email" && m.to === PLACEHOLDER_GRIEVANCE_OFFICER.email).length;
  const officerBefore = toOfficer();
  const posted = await browser(target).post("/grievance", {
    name,
    email: victim.email,
    mobile: victim.mobile,
    category: GRIEVANCE_CATEGORIES[0],
    description: text,
  });
  const location = posted.headers.get("location") ?? "";
  if (posted.status !== 302 || !location.includes("thank-you")) {
    throw new Broken(`the grievance was answered ${posted.status} ${location}, not recorded`);
  }
  let officerNotified = false;
  for (let i = 0; i < 50 && !officerNotified; i++, await sleep(200)) officerNotified = toOfficer() > officerBefore;
  // The worker sends a change's messages together; a moment more for any sent after the officer's.
  await sleep(1_000);
  const messages = outbox(target);
  const emails = messages.filter((m) => m.channel === "email" && m.to === victim.email);
  const echoing = emails.filter((m) => `${m.subject}\n${m.text}`.includes(token));
  const sms = messages.filter((m) => m.channel === "sms" && m.to === `+91${victim.mobile}`);
  const evidence =
    `an anonymous grievance → ${posted.status} ${location}; the officer's notice ${officerNotified ? "went" : "did NOT come within 10 s"}; ` +
    `to the third party's e-mail: ${emails.length} message(s), ${echoing.length} carrying the attacker's text or name` +
    (emails.length ? ` (subjects: ${emails.map((m) => `"${m.subject}"`).join(", ")})` : "") +
    `; SMS to the unverified mobile: ${sms.length}`;
  if (!officerNotified) throw new Broken(`no message left the outbox, so nothing is proven: ${evidence}`);
  return { verdict: echoing.length === 0 && sms.length === 0 ? "SAFE" : "VULNERABLE", evidence };
}
