import type { MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";

import { PostButton } from "~/features/admin/AdminRecordForms";
import { adminOutbox } from "~/locales/en/admin/outbox";

import type { loader } from "./messages.server";

export { action, loader } from "./messages.server";

type Row = ReturnType<typeof useLoaderData<typeof loader>>["failed"][number];

export default function AdminMessages() {
  const { failed, queued } = useLoaderData<typeof loader>();
  return (
    <div className="container section admin-page">
      <h1>{adminOutbox.title}</h1>
      <p>
        E-mails and SMS that belong to an administrator's decision are sent from a queue and retried when the sender fails. Sign-in codes
        are sent at once and are not listed here.
      </p>
      <section aria-labelledby="failed-title">
        <h2 id="failed-title">{adminOutbox.failedHeading}</h2>
        {failed.length === 0 ? <p className="notice">{adminOutbox.noFailed}</p> : <MessagesTable rows={failed} retry />}
      </section>
      <section aria-labelledby="queued-title">
        <h2 id="queued-title">{adminOutbox.queuedHeading}</h2>
        {queued.length === 0 ? <p className="notice">{adminOutbox.noQueued}</p> : <MessagesTable rows={queued} />}
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
                <PostButton intent="retry" values={{ id: m.id }} label={`Retry the message to ${m.recipient}`}>
                  {adminOutbox.retry}
                </PostButton>
              </td>
            ) : null}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

export const meta: MetaFunction = () => [{ title: adminOutbox.title }, { name: "robots", content: "noindex" }];
