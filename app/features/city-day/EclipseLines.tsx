import { Link } from "@remix-run/react";

import { useLocalePath } from "~/components/language";

/** A day's eclipses and the grahas' changes, a line each in the words the server made, each leading to its page. */
export function EclipseLines({ lines }: { lines: ReadonlyArray<{ path: string; words: string }> }) {
  const to = useLocalePath();
  if (!lines.length) return null;
  return (
    <ul className="grahan-lines">
      {lines.map((line) => (
        <li key={line.path}>
          <Link to={to(line.path)}>{line.words}</Link>
        </li>
      ))}
    </ul>
  );
}
