import type { LoaderFunctionArgs } from "@remix-run/node";
import { redirect } from "@remix-run/node";

import { dailyPath, isRelativeDay, signFromSlug } from "~/domain/horoscope";

// A day without a sign shows Aries for that day; a sign without a day shows today.
export function loader({ params }: LoaderFunctionArgs) {
  const value = (params.day ?? "").toLowerCase();
  if (isRelativeDay(value)) return redirect(dailyPath(value, signFromSlug("aries")!), 302);
  const sign = signFromSlug(value);
  if (sign) return redirect(dailyPath("today", sign), 302);
  throw new Response("Not Found", { status: 404 });
}
