import { type ActionFunctionArgs, json, type LoaderFunctionArgs } from "@remix-run/node";

import { formatIndiaDateTime } from "~/domain/india-times";
import { parseRecordId } from "~/domain/record-id";
import { requireAdmin } from "~/infra/admin-session.server";
import { readForm } from "~/infra/form-data.server";
import { clientIp } from "~/infra/load-context.server";
import { redirectWithFlash } from "~/infra/responses.server";
import { adminOutbox } from "~/locales/en/admin/outbox";
import { listOutboxForAdmin, retryFailedMessage } from "~/services/outbox.server";

export async function loader({ request }: LoaderFunctionArgs) {
  await requireAdmin(request);
  const { failed, queued } = await listOutboxForAdmin();
  const view = (rows: typeof failed) =>
    rows.map((m) => ({
      id: m.id,
      channel: m.channel === "email" ? "E-mail" : "SMS",
      recipient: m.recipient,
      subject: m.subject,
      status: adminOutbox.statuses[m.status],
      attempts: m.attempts,
      lastError: m.lastError,
      queuedAt: formatIndiaDateTime(m.createdAt),
      nextAttemptAt: formatIndiaDateTime(m.nextAttemptAt),
    }));
  return json({ failed: view(failed), queued: view(queued) }, { headers: { "Cache-Control": "private, no-store" } });
}

export async function action({ request, context }: ActionFunctionArgs) {
  const admin = await requireAdmin(request);
  const form = await readForm(request);
  const id = parseRecordId(String(form.get("id") ?? ""));
  if (form.get("intent") !== "retry" || id === null) throw new Response("Bad Request", { status: 400 });
  const retried = await retryFailedMessage(admin.id, id, clientIp(context));
  const flash = retried ? { kind: "success" as const, text: adminOutbox.retried } : { kind: "info" as const, text: adminOutbox.notFailed };
  return redirectWithFlash("/admin/messages", flash);
}
