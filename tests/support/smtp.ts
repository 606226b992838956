import net from "node:net";

import { SMTPServer } from "smtp-server";

// A real SMTP server on a local port for the outbox tests: it can be down (nothing listens on
// its port, so a connection is refused) and brought up again on the same port.

export type ReceivedMail = { to: string[]; subject: string; text: string };

export type LocalSmtp = {
  port: number;
  /** The SMTP_URL that points at it. */
  url: string;
  /** Every message accepted while it was up, in order. */
  received: ReceivedMail[];
  start: () => Promise<void>;
  stop: () => Promise<void>;
};

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.on("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

/** The headers' Subject, unfolded (a long header may be wrapped over several lines). */
function subjectOf(raw: string): string {
  const head = raw.split(/\r?\n\r?\n/)[0].replace(/\r?\n[ \t]+/g, " ");
  return head.match(/^Subject: (.*)$/im)?.[1]?.trim() ?? "";
}

function bodyOf(raw: string): string {
  const at = raw.search(/\r?\n\r?\n/);
  return at < 0 ? "" : raw.slice(at).trim();
}

/** A local SMTP server, down until start() is called. */
export async function localSmtp(): Promise<LocalSmtp> {
  const port = await freePort();
  const received: ReceivedMail[] = [];
  let server: SMTPServer | null = null;
  return {
    port,
    url: `smtp://127.0.0.1:${port}`,
    received,
    async start() {
      if (server) return;
      const fresh = new SMTPServer({
        authOptional: true,
        disabledCommands: ["STARTTLS", "AUTH"],
        logger: false,
        onData(stream, session, callback) {
          let raw = "";
          stream.setEncoding("utf8");
          stream.on("data", (chunk: string) => (raw += chunk));
          stream.on("end", () => {
            received.push({ to: session.envelope.rcptTo.map((r) => r.address), subject: subjectOf(raw), text: bodyOf(raw) });
            callback();
          });
        },
      });
      await new Promise<void>((resolve, reject) => {
        fresh.once("error", reject);
        fresh.listen(port, "127.0.0.1", () => resolve());
      });
      server = fresh;
    },
    async stop() {
      const running = server;
      server = null;
      if (running) await new Promise<void>((resolve) => running.close(() => resolve()));
    },
  };
}
