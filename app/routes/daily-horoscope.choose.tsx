import type { LoaderFunctionArgs } from "@remix-run/node";
import { redirect } from "@remix-run/node";

import { dailyPath, signFromSlug } from "~/domain/horoscope";

// The sign picker's GET form lands here without JavaScript; it only redirects.
export function loader({ request }: LoaderFunctionArgs) {
  const query = new URL(request.url).searchParams;
  const sign = signFromSlug(query.get("sign") ?? "") ?? signFromSlug("aries")!;
  const day = query.get("day") || "today";
  return redirect(dailyPath(day, sign), 302);
}
