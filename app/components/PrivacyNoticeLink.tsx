import { Link } from "@remix-run/react";
import { Trans } from "react-i18next";

import { useTranslation } from "~/components/use-translation";

import { useLocalePath } from "./language";

/** The notice at collection (DPDP Rules 2025 r.3), beside the button of every form that asks for personal data. */
export function PrivacyNoticeLink() {
  const { t } = useTranslation("forms");
  const to = useLocalePath();
  return (
    <p className="form-notice">
      <Trans t={t} i18nKey="privacyNotice" components={{ notice: <Link to={to("/privacy-notice")} /> }} />
    </p>
  );
}
