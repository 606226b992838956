import { createContext, useContext } from "react";

// The method of the request a document answers, from entry.server: a form's page and the
// document answering its post may differ in what they ship (domain/route-handle.ts, "form").
// In the browser every render is of the page already loaded, as if for a GET.
const DocumentMethodContext = createContext("GET");
export const DocumentMethodProvider = DocumentMethodContext.Provider;

export function useDocumentMethod(): string {
  return useContext(DocumentMethodContext);
}
