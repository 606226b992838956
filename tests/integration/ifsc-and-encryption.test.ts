import { describe, expect, it } from "vitest";

import { decryptField, encryptField } from "~/infra/encryption.server";
import { bankNameFor, isKnownIfsc, lookupIfsc } from "~/services/ifsc.server";

describe("IFSC lookup", () => {
  it("knows real codes and their bank from the offline list", () => {
    expect(isKnownIfsc("SBIN0000001")).toBe(true);
    expect(bankNameFor("SBIN0000001")).toBe("State Bank of India");
    expect(isKnownIfsc("SBIN0999999")).toBe(false);
    expect(isKnownIfsc("ZZZZ0000001")).toBe(false);
  });

  it("without a lookup service, gives the bank's name and leaves the branch to the user", async () => {
    expect(await lookupIfsc("sbin0000001")).toEqual({ status: "bank-only", bank: "State Bank of India" });
    expect(await lookupIfsc("SBIN0999999")).toEqual({ status: "invalid" });
  });
});

describe("IFSC lookup through a branch service", () => {
  async function fakeService(handler: (url: string) => { status: number; body?: unknown; delayMs?: number }) {
    const http = await import("node:http");
    // Stands in for the external Razorpay-compatible service.
    const server = http.createServer((req, res) => {
      const answer = handler(req.url ?? "");
      setTimeout(() => {
        res.statusCode = answer.status;
        res.setHeader("content-type", "application/json");
        res.end(JSON.stringify(answer.body ?? {}));
      }, answer.delayMs ?? 0);
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    const { port } = server.address() as import("node:net").AddressInfo;
    return {
      url: `http://127.0.0.1:${port}`,
      close: () => {
        server.closeAllConnections();
        server.close();
      },
    };
  }

  it("fills bank, branch, address, city and state from the service", async () => {
    const service = await fakeService((url) => ({
      status: url === "/SBIN0000001" ? 200 : 404,
      body: { BANK: "State Bank of India", BRANCH: "KOLKATA MAIN", ADDRESS: "1 Strand Road", CITY: "KOLKATA", STATE: "WEST BENGAL" },
    }));
    try {
      expect(await lookupIfsc("SBIN0000001", service.url)).toEqual({
        status: "found",
        details: { bank: "State Bank of India", branch: "KOLKATA MAIN", address: "1 Strand Road", city: "KOLKATA", state: "WEST BENGAL" },
      });
    } finally {
      service.close();
    }
  });

  it("falls back to the bank's name when the service fails or is slower than 3 seconds", async () => {
    const failing = await fakeService(() => ({ status: 500 }));
    const slow = await fakeService(() => ({ status: 200, body: { BANK: "x" }, delayMs: 3_500 }));
    try {
      expect(await lookupIfsc("SBIN0000001", failing.url)).toEqual({ status: "bank-only", bank: "State Bank of India" });
      expect(await lookupIfsc("SBIN0000001", slow.url)).toEqual({ status: "bank-only", bank: "State Bank of India" });
    } finally {
      failing.close();
      slow.close();
    }
  });
});

describe("encryption at rest", () => {
  it("does not store the number in plain text and reads it back", () => {
    const sealed = encryptField("234567890124");
    expect(sealed).not.toContain("234567890124");
    expect(sealed).not.toContain("0124");
    expect(decryptField(sealed)).toBe("234567890124");
    expect(encryptField("234567890124")).not.toBe(sealed);
  });

  it("refuses a tampered value", () => {
    const sealed = encryptField("123456789012");
    const parts = sealed.split(":");
    parts[3] = parts[3].slice(0, -2) + (parts[3].endsWith("A") ? "BB" : "AA");
    expect(() => decryptField(parts.join(":"))).toThrow();
  });
});
