import type { ComponentType } from "react";

import type { RouteHandle } from "~/domain/route-handle";

/** A section's own header and footer, drawn by root.tsx in place of the public ones. */
export type Frame = {
  Header: ComponentType<{ brand: string; email: string | null }>;
  Footer: ComponentType<{ legalName: string; year: number }>;
  /** The route whose loader gives who is signed in to the section (its `email`). */
  routeId: string;
};

declare module "~/domain/route-handle" {
  interface RouteHandle {
    /**
     * The section draws its own frame (the admin area: app/routes/admin+/_layout.tsx). Its parts
     * travel in the handle, so only that section's pages download them.
     */
    frame?: Frame;
  }
}

/** The frame of the section the page is in, or null for the public frame. */
export function sectionFrame(matches: ReadonlyArray<{ handle?: unknown }>): Frame | null {
  const match = matches.find((m) => (m.handle as RouteHandle | undefined)?.frame);
  return (match?.handle as RouteHandle | undefined)?.frame ?? null;
}
