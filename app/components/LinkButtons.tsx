import { Link } from "@remix-run/react";

type Step = { to: string; label: string };

/** A page's next steps as a row of links drawn as buttons: the main one first, the other light. */
export function LinkButtons({
  main,
  other,
  className = "button-row",
  accent = false,
}: {
  main: Step;
  other: Step;
  className?: string;
  accent?: boolean;
}) {
  return (
    <p className={className}>
      <Link className={accent ? "button button-accent" : "button"} to={main.to}>
        {main.label}
      </Link>
      <Link className="button button-light" to={other.to}>
        {other.label}
      </Link>
    </p>
  );
}
