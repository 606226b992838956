import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Form, useLoaderData } from "@remix-run/react";

import { formatIndiaDateTime } from "~/domain/india-date";
import { outboxMessages, outboxStatusLabels } from "~/domain/outbox";
import { parseRecordId } from "~/domain/record-id";

import { clientIp, json, listOutboxForAdmin, readForm, redirectWithFlash, requireAdmin, retryFailedMessage } from "./messages.server";

export async function loader({ request }: LoaderFunctionArgs) {
  await requireAdmin(request);
  const { failed, queued } = await listOutboxForAdmin();
  const view = (rows: typeof failed) =>
    rows.map((m) => ({
      id: m.id,
      channel: m.channel === "email" ? "E-mail" : "SMS",
      recipient: m.recipient,
      subject: m.subject,
      status: outboxStatusLabels[m.status],
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
  const flash = retried
    ? { kind: "success" as const, text: outboxMessages.retried }
    : { kind: "info" as const, text: outboxMessages.notFailed };
  return redirectWithFlash("/admin/messages", flash);
}

type Row = ReturnType<typeof useLoaderData<typeof loader>>["failed"][number];

export default function AdminMessages() {
  const { failed, queued } = useLoaderData<typeof loader>();
  return (
    <div className="container section admin-page">
      <h1>{outboxMessages.title}</h1>
      <p>
        E-mails and SMS that belong to an administrator's decision are sent from a queue and retried when the sender fails. Sign-in codes
        are sent at once and are not listed here.
      </p>
      <section aria-labelledby="failed-title">
        <h2 id="failed-title">{outboxMessages.failedHeading}</h2>
        {failed.length === 0 ? <p className="notice">{outboxMessages.noFailed}</p> : <MessagesTable rows={failed} retry />}
      </section>
      <section aria-labelledby="queued-title">
        <h2 id="queued-title">{outboxMessages.queuedHeading}</h2>
        {queued.length === 0 ? <p className="notice">{outboxMessages.noQueued}</p> : <MessagesTable rows={queued} />}
      </section>
    </div>
  );
}

// The message's text is never shown: only who it is for, what it is about and why it failed.
function MessagesTable({ rows, retry = false }: { rows: Row[]; retry?: boolean }) {
  return (
    <table className="admin-table admin-cards">
      <thead>
        <tr>
          <th scope="col">To</th>
          <th scope="col">Subject</th>
          <th scope="col">Status</th>
          <th scope="col">Tries</th>
          <th scope="col">Queued</th>
          <th scope="col">{retry ? "Error" : "Next try"}</th>
          {retry ? (
            <th scope="col">
              <span className="visually-hidden">Actions</span>
            </th>
          ) : null}
        </tr>
      </thead>
      <tbody>
        {rows.map((m) => (
          <tr key={m.id}>
            <td className="card-title">
              {m.channel} to {m.recipient}
            </td>
            <td data-label="Subject">{m.subject || "—"}</td>
            <td data-label="Status">{m.status}</td>
            <td data-label="Tries">{m.attempts}</td>
            <td data-label="Queued">{m.queuedAt}</td>
            {retry ? <td data-label="Error">{m.lastError ?? "—"}</td> : <td data-label="Next try">{m.nextAttemptAt}</td>}
            {retry ? (
              <td className="card-action">
                <Form method="post">
                  <input type="hidden" name="id" value={m.id} />
                  <button
                    type="submit"
                    name="intent"
                    value="retry"
                    className="button button-small"
                    aria-label={`Retry the message to ${m.recipient}`}
                  >
                    {outboxMessages.retry}
                  </button>
                </Form>
              </td>
            ) : null}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

export const meta: MetaFunction = () => [{ title: outboxMessages.title }, { name: "robots", content: "noindex" }];
