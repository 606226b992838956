import { createContext, useContext } from "react";

// The CSP nonce travels by React context from entry.server, never in loader data,
// so it is not serialised into the page for scripts to read.
export const NonceContext = createContext<string | undefined>(undefined);
export const NonceProvider = NonceContext.Provider;

export function useNonce(): string | undefined {
  return useContext(NonceContext);
}
