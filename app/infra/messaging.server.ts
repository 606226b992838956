import fs from "node:fs/promises";
import path from "node:path";

import type { Language } from "~/domain/language";

import { env } from "./env.server";
import { logger } from "./logger.server";
import { singleton } from "./singleton.server";

export type OutgoingSms = {
  to: string;
  text: string;
  /** The one-time code the text carries: a real SMS ends with the "@host #code" line for it. */
  otp?: string;
};
export type OutgoingEmail = { to: string; subject: string; text: string };

export interface Messenger {
  sendSms(message: OutgoingSms): Promise<void>;
  sendEmail(message: OutgoingEmail): Promise<void>;
}

/**
 * The default sender: every message becomes one JSON line in $DATA_DIR/outbox.jsonl
 * (a contract that tests and tools read; see ARCHITECTURE.md "The outbox": the code is the
 * only 4-digit number in an OTP SMS's text, so the "@host #code" line, which no phone reads
 * here, is left out).
 */
export function outboxMessenger(dataDir: string): Messenger {
  const file = path.join(dataDir, "outbox.jsonl");
  let written: Promise<unknown> = Promise.resolve();
  let waiting: { lines: string[]; done: Promise<void> } | null = null;
  const append = (entry: Record<string, string>) => {
    const line = JSON.stringify({ ...entry, at: new Date().toISOString() }) + "\n";
    // Appends are chained so concurrent sends never interleave within a line; the lines that
    // come while one is written go out together, in order, in the next (one file open for a
    // busy moment's messages, not one each). Each send resolves once its line is in the file.
    if (waiting) {
      waiting.lines.push(line);
      return waiting.done;
    }
    const batch = { lines: [line], done: Promise.resolve() };
    waiting = batch;
    batch.done = written.then(async () => {
      waiting = null;
      await fs.mkdir(dataDir, { recursive: true });
      await fs.appendFile(file, batch.lines.join(""), { mode: 0o600 });
    });
    written = batch.done.catch(() => undefined);
    return batch.done;
  };
  return {
    sendSms: ({ to, text }) => append({ channel: "sms", to, subject: "", text }),
    sendEmail: ({ to, subject, text }) => append({ channel: "email", to, subject, text }),
  };
}

/** Real SMTP through nodemailer when SMTP_URL is set. */
async function smtpSender(smtpUrl: string, from: string) {
  const nodemailer = await import("nodemailer");
  // Short timeouts (nodemailer waits up to 10 minutes on a silent socket): a hung server must
  // fail the try well inside the outbox worker's claim on the message, not outlast it.
  const transport = nodemailer.createTransport({ url: smtpUrl, connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000 });
  return async ({ to, subject, text }: OutgoingEmail) => {
    await transport.sendMail({ from, to, subject, text });
  };
}

/**
 * An HTTP SMS gateway when SMS_GATEWAY_URL is set: a JSON POST of {to, text}.
 * The text is already built from a DLT-registered template (OTP_SMS_TEMPLATE, OTP_DELETE_SMS_TEMPLATE).
 * An OTP's text ends with the line that binds the code to our site ("@host #code", the
 * origin-bound one-time code format): browsers with the WebOTP API read it into the boxes, and
 * autofill offers it only on this site. The registered template must include that line too.
 */
function smsGatewaySender(url: string, originHost: string) {
  return async ({ to, text, otp }: OutgoingSms) => {
    const response = await fetch(url, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ to, text: otp ? `${text}\n\n@${originHost} #${otp}` : text }),
      signal: AbortSignal.timeout(10_000),
    });
    if (!response.ok) throw new Error(`SMS gateway answered ${response.status}`);
  };
}

export type MessengerConfig = {
  dataDir: string;
  from: string;
  smtpUrl?: string;
  smsGatewayUrl?: string;
  /** The site's host name, for the "@host #code" line of an OTP SMS. */
  originHost: string;
};

/** Real senders where configured, the outbox otherwise. */
export function createMessenger(config: MessengerConfig): Messenger {
  const outbox = outboxMessenger(config.dataDir);
  const smtp = config.smtpUrl ? smtpSender(config.smtpUrl, config.from) : null;
  const sms = config.smsGatewayUrl ? smsGatewaySender(config.smsGatewayUrl, config.originHost) : null;
  return {
    async sendSms(message) {
      if (sms) await sms(message);
      else await outbox.sendSms(message);
      logger.info("sms sent", { to: maskPhone(message.to), via: sms ? "gateway" : "outbox" });
    },
    async sendEmail(message) {
      if (smtp) await (await smtp)(message);
      else await outbox.sendEmail(message);
      logger.info("email sent", { via: smtp ? "smtp" : "outbox" });
    },
  };
}

export function messenger(): Messenger {
  return singleton("messenger", () => {
    const config = env();
    return createMessenger({
      dataDir: config.dataDir,
      from: config.MAIL_FROM ?? `${config.BRAND_NAME} <no-reply@${new URL(config.PUBLIC_ORIGIN).hostname}>`,
      smtpUrl: config.SMTP_URL,
      smsGatewayUrl: config.SMS_GATEWAY_URL,
      originHost: new URL(config.PUBLIC_ORIGIN).hostname,
    });
  });
}

/**
 * Fills an OTP SMS template ({code}, {brand}, {minutes}): OTP_SMS_TEMPLATE for signing in,
 * OTP_DELETE_SMS_TEMPLATE for account deletion, which says the code deletes the account; their
 * _HI twins in Hindi.
 * The gateway adds the "@host #code" line (smsGatewaySender).
 */
export function otpSmsText(code: string, minutes: number, template: "login" | "deletion" = "login", language: Language = "en"): string {
  const config = env();
  const templates =
    language === "hi"
      ? { login: config.OTP_SMS_TEMPLATE_HI, deletion: config.OTP_DELETE_SMS_TEMPLATE_HI }
      : { login: config.OTP_SMS_TEMPLATE, deletion: config.OTP_DELETE_SMS_TEMPLATE };
  const text = templates[template];
  return text.replaceAll("{code}", code).replaceAll("{brand}", config.BRAND_NAME).replaceAll("{minutes}", String(minutes));
}

function maskPhone(phone: string) {
  return phone.length > 4 ? `${"*".repeat(phone.length - 4)}${phone.slice(-4)}` : "****";
}
