import { useNavigation } from "@remix-run/react";
import { useEffect, useState } from "react";

import { useTranslation } from "~/components/use-translation";

const SHOW_AFTER_MS = 400;

/**
 * The spec's full-screen "Loading..." for navigations that take longer than a moment. An upload
 * (a multipart post) shows its own progress beside its form (UploadProgress), which the overlay
 * would cover: it stays away while one is sent.
 */
export function LoadingOverlay() {
  const navigation = useNavigation();
  const uploading = navigation.state === "submitting" && navigation.formEncType === "multipart/form-data";
  const busy = navigation.state !== "idle" && !uploading;
  const [visible, setVisible] = useState(false);
  const { t } = useTranslation();
  useEffect(() => {
    if (!busy) {
      setVisible(false);
      return;
    }
    const timer = setTimeout(() => setVisible(true), SHOW_AFTER_MS);
    return () => clearTimeout(timer);
  }, [busy]);
  if (!visible) return null;
  return (
    <div className="loading-overlay" role="status" aria-live="polite">
      <span className="spinner" aria-hidden="true" />
      <span>{t("loading")}</span>
    </div>
  );
}
