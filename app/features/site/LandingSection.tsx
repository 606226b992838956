import type { ReactNode } from "react";

/** A band of a landing page (the home page, the app's page), named by its heading for a screen reader's list of regions. */
export function LandingSection({ id, heading, children }: { id: string; heading: string; children: ReactNode }) {
  return (
    <section className="container section" aria-labelledby={id}>
      <h2 id={id}>{heading}</h2>
      {children}
    </section>
  );
}
