import { redirect } from "@remix-run/node";

// Spec route list: /daily-horoscope redirects to /daily-horoscope/today/aries.
export function loader() {
  return redirect("/daily-horoscope/today/aries", 302);
}
