import { createRequire } from "node:module";

import { isValidIfscFormat } from "~/domain/bank";
import { env } from "~/infra/env.server";

// Validity and the bank's name come offline from the `ifsc` package's data files (its
// network functions are not used); branch details from IFSC_API_URL when configured.
type IfscData = { branches: Record<string, Array<number | string>>; names: Record<string, string>; sublets: Record<string, string> };

let data: IfscData | null = null;
function ifscData(): IfscData {
  if (!data) {
    const require = createRequire(import.meta.url);
    data = {
      branches: require("ifsc/src/IFSC.json"),
      names: require("ifsc/src/banknames.json"),
      sublets: require("ifsc/src/sublet.json"),
    };
  }
  return data;
}

/** True when the code exists in the RBI list the package ships. */
export function isKnownIfsc(code: string): boolean {
  if (!isValidIfscFormat(code)) return false;
  const list = ifscData().branches[code.slice(0, 4)];
  if (!list) return false;
  const branch = code.slice(5);
  return /^\d+$/.test(branch) ? list.includes(Number(branch)) : list.includes(branch);
}

export function bankNameFor(code: string): string | null {
  const { names, sublets } = ifscData();
  const bankCode = sublets[code] ?? code.slice(0, 4);
  return names[bankCode] ?? null;
}

export type BranchDetails = { bank: string; branch: string; address: string; city: string; state: string };

export type IfscLookup = { status: "invalid" } | { status: "found"; details: BranchDetails } | { status: "bank-only"; bank: string };

const LOOKUP_TIMEOUT_MS = 3_000;

export async function lookupIfsc(code: string, apiUrl: string | undefined = env().IFSC_API_URL): Promise<IfscLookup> {
  const upper = code.trim().toUpperCase();
  if (!isKnownIfsc(upper)) return { status: "invalid" };
  const bank = bankNameFor(upper) ?? "";
  const url = apiUrl;
  if (!url) return { status: "bank-only", bank };
  try {
    const response = await fetch(`${url.replace(/\/+$/, "")}/${upper}`, { signal: AbortSignal.timeout(LOOKUP_TIMEOUT_MS) });
    if (!response.ok) return { status: "bank-only", bank };
    const body = (await response.json()) as Record<string, unknown>;
    const text = (key: string) => (typeof body[key] === "string" ? (body[key] as string) : "");
    return {
      status: "found",
      details: { bank: text("BANK") || bank, branch: text("BRANCH"), address: text("ADDRESS"), city: text("CITY"), state: text("STATE") },
    };
  } catch {
    return { status: "bank-only", bank };
  }
}
