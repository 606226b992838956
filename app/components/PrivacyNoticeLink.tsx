import { Link } from "@remix-run/react";

/** The notice at collection (DPDP Rules 2025 r.3), beside the button of every form that asks for personal data. */
export function PrivacyNoticeLink() {
  return (
    <p className="form-notice">
      <Link to="/privacy-notice">How we use your data</Link>: what we collect, why, for how long, who sees it and your rights.
    </p>
  );
}
