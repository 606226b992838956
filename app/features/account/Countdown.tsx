import { useEffect, useState } from "react";

import { useTranslation } from "~/components/use-translation";

/** 'Time remaining: 00:ss s', then the expiry text. The server renders the start; JavaScript makes it live. */
export function useCountdown(seconds: number, resetKey: unknown) {
  const [left, setLeft] = useState(seconds);
  useEffect(() => {
    setLeft(seconds);
    if (seconds <= 0) return;
    const endsAt = Date.now() + seconds * 1000;
    const timer = setInterval(() => {
      const remaining = Math.max(0, Math.ceil((endsAt - Date.now()) / 1000));
      setLeft(remaining);
      if (remaining === 0) clearInterval(timer);
    }, 250);
    return () => clearInterval(timer);
  }, [seconds, resetKey]);
  return left;
}

/** The seconds left as the countdown shows them: '00:45'. */
export function formatRemaining(seconds: number): string {
  const mm = String(Math.floor(seconds / 60)).padStart(2, "0");
  const ss = String(seconds % 60).padStart(2, "0");
  return `${mm}:${ss}`;
}

/**
 * The live countdown, and for a browser without JavaScript (where it could not move) the time
 * a new code may be asked for instead: CSS's `scripting` media feature chooses, so neither
 * appears or goes at hydration. `resendFrom` is India's clock from the loader ('4:38 pm').
 */
export function ResendCountdown({ left, resendFrom, over }: { left: number; resendFrom: string | null; over: string }) {
  const { t } = useTranslation("account");
  return (
    <p className="countdown" aria-live="polite">
      <span className={resendFrom ? "with-scripts" : undefined}>
        {left > 0 ? t("otp.timeRemaining", { time: formatRemaining(left) }) : over}
      </span>
      {resendFrom ? <span className="without-scripts">{t("otp.resendFrom", { clock: resendFrom })}</span> : null}
    </p>
  );
}

/**
 * 'Resend OTP', shown once the resend wait is over (spec: after the countdown). What shows it
 * is CSS, an animation delayed by the seconds left, so it appears at the same moment with or
 * without JavaScript and never at hydration; until then it keeps its place, hidden. The
 * server enforces the wait whatever the page shows.
 */
export function ResendButton({ secondsLeft, sending }: { secondsLeft: number; sending: boolean }) {
  const { t } = useTranslation("account");
  return (
    <button
      type="submit"
      name="intent"
      value="resend"
      className="button button-light after-wait"
      style={secondsLeft > 0 ? { animationDelay: `${secondsLeft}s` } : undefined}
      formNoValidate
      disabled={sending}
    >
      {sending ? t("otp.resending") : t("otp.resend")}
    </button>
  );
}
