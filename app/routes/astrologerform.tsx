import { redirect } from "@remix-run/node";

// Spec §2: /astrologerform is the same registration form; one address is canonical.
export function loader() {
  return redirect("/astrologer-registration", 301);
}
