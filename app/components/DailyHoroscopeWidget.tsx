import { Link } from "@remix-run/react";

import { signFromSlug, SIGNS } from "~/domain/horoscope";

import { SignImage } from "./SignImage";

export type DailyWidgetData = { signSlug: string; prediction: string | null; date: string; displayDate: string };

/** Home page: the free daily horoscope sign icons, linking to /daily-horoscope{code}. */
export function SignIcons() {
  return (
    <ul className="sign-icons">
      {SIGNS.map((sign) => (
        <li key={sign.code}>
          <Link to={`/daily-horoscope${sign.code}`} className="sign-icon">
            <SignImage sign={sign} size={64} decorative />
            <span>{sign.name}</span>
          </Link>
        </li>
      ))}
    </ul>
  );
}

/** Home page: today's text for one sign (the sun's current sign) and links to the rest. */
export function DailyHoroscopeWidget({ data }: { data: DailyWidgetData }) {
  const featured = signFromSlug(data.signSlug)!;
  return (
    <section className="daily-widget" aria-labelledby="daily-widget-title">
      <h2 id="daily-widget-title">Today's horoscope</h2>
      <div className="daily-widget-body">
        <SignImage sign={featured} size={80} />
        <div>
          <h3>
            {featured.name}{" "}
            <time className="sign-dates" dateTime={data.date}>
              {data.displayDate}
            </time>
          </h3>
          <p>{data.prediction ?? "Today's prediction will appear here shortly."}</p>
          <Link to={`/daily-horoscope/today/${featured.slug}`}>Read the full {featured.name} horoscope</Link>
        </div>
      </div>
      <p className="daily-widget-others">Other signs:</p>
      <ul className="inline-list">
        {SIGNS.filter((s) => s.slug !== featured.slug).map((sign) => (
          <li key={sign.slug}>
            <Link to={`/daily-horoscope/today/${sign.slug}`}>{sign.name}</Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
