import fs from "node:fs";
import path from "node:path";

import { describe, expect, it } from "vitest";

import { env } from "~/infra/env.server";
import { createMessenger, messenger, otpSmsText } from "~/infra/messaging.server";

function outboxLines() {
  const file = path.join(env().dataDir, "outbox.jsonl");
  return fs.existsSync(file)
    ? fs
        .readFileSync(file, "utf8")
        .trim()
        .split("\n")
        .map((l) => JSON.parse(l))
    : [];
}

describe("messages without a real sender", () => {
  it("writes each SMS and e-mail as one JSON line in the outbox", async () => {
    const before = outboxLines().length;
    await messenger().sendSms({ to: "+919876543210", text: otpSmsText("4821", 5) });
    await messenger().sendEmail({ to: "astro@example.in", subject: "Application Approved", text: "Welcome aboard." });
    const lines = outboxLines().slice(before);
    expect(lines).toHaveLength(2);
    expect(lines[0]).toMatchObject({ channel: "sms", to: "+919876543210" });
    // The outbox contract: the code is the only 4-digit number in the text, once.
    expect(lines[0].text.match(/\b\d{4}\b/g)).toEqual(["4821"]);
    expect(lines[1]).toMatchObject({ channel: "email", to: "astro@example.in", subject: "Application Approved", text: "Welcome aboard." });
    expect(Date.parse(lines[1].at)).not.toBeNaN();
  });

  it("fills the Hindi OTP templates for the Hindi edition, the code still the only 4-digit number", () => {
    const login = otpSmsText("4821", 5, "login", "hi");
    expect(login).toMatch(/^4821 आपका .+ सत्यापन कोड है। यह 5 मिनट तक मान्य है।/);
    expect(login.match(/\b\d{4}\b/g)).toEqual(["4821"]);
    expect(otpSmsText("4821", 5, "deletion", "hi")).toContain("खाता हटाने");
    expect(otpSmsText("4821", 5, "login", "en")).toMatch(/^4821 is your .+ verification code/);
  });

  it("keeps lines whole when many messages are sent at once", async () => {
    const before = outboxLines().length;
    await Promise.all(
      Array.from({ length: 25 }, (_, i) => messenger().sendEmail({ to: `u${i}@example.in`, subject: "s", text: "x".repeat(2000) })),
    );
    expect(outboxLines().length - before).toBe(25);
  });
});

describe("real senders", () => {
  it("posts an SMS to the configured gateway as JSON and writes nothing to the outbox", async () => {
    const http = await import("node:http");
    const received: unknown[] = [];
    // A stand-in for the SMS provider: the one thing outside our system.
    const gateway = http.createServer((req, res) => {
      let body = "";
      req.on("data", (c) => (body += c));
      req.on("end", () => {
        received.push({ method: req.method, type: req.headers["content-type"], body: JSON.parse(body) });
        res.end("ok");
      });
    });
    await new Promise<void>((resolve) => gateway.listen(0, "127.0.0.1", resolve));
    const { port } = gateway.address() as import("node:net").AddressInfo;
    const dataDir = fs.mkdtempSync(path.join(env().dataDir, "gw-"));
    try {
      const sender = createMessenger({
        dataDir,
        from: "x@example.in",
        smsGatewayUrl: `http://127.0.0.1:${port}/send`,
        originHost: "grahavani.example",
      });
      await sender.sendSms({ to: "+919876543210", text: "Your account was deleted." });
      // An OTP ends with the line that binds the code to the site, for WebOTP and autofill.
      await sender.sendSms({ to: "+919876543210", text: "1234 is your code", otp: "1234" });
      expect(received).toEqual([
        { method: "POST", type: "application/json", body: { to: "+919876543210", text: "Your account was deleted." } },
        { method: "POST", type: "application/json", body: { to: "+919876543210", text: "1234 is your code\n\n@grahavani.example #1234" } },
      ]);
      expect(fs.existsSync(path.join(dataDir, "outbox.jsonl"))).toBe(false);
    } finally {
      gateway.close();
    }
  });

  it("reports a failing gateway instead of pretending the SMS went out", async () => {
    const http = await import("node:http");
    const gateway = http.createServer((_req, res) => {
      res.statusCode = 502;
      res.end();
    });
    await new Promise<void>((resolve) => gateway.listen(0, "127.0.0.1", resolve));
    const { port } = gateway.address() as import("node:net").AddressInfo;
    try {
      const sender = createMessenger({
        dataDir: env().dataDir,
        from: "x@example.in",
        smsGatewayUrl: `http://127.0.0.1:${port}/`,
        originHost: "grahavani.example",
      });
      await expect(sender.sendSms({ to: "+919876543210", text: "1234" })).rejects.toThrow(/502/);
    } finally {
      gateway.close();
    }
  });
});
