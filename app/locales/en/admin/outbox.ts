/** The queued notices' page (the outbox table). */
export const adminOutbox = {
  statuses: { pending: "Waiting to send", sending: "Sending", sent: "Sent", failed: "Failed" },
  title: "Messages",
  failedHeading: "Failed messages",
  queuedHeading: "Waiting to be sent",
  noFailed: "No failed messages.",
  noQueued: "No messages are waiting.",
  retry: "Retry",
  retried: "The message is queued again.",
  notFailed: "That message is not failed any more.",
} as const;
