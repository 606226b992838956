import { useRef } from "react";

/**
 * Four single-digit boxes (spec §2). With JavaScript: typing moves to the next box,
 * Backspace to the previous one, and pasting four digits fills them all.
 */
export function OtpInputs({ invalid, describedBy }: { invalid?: boolean; describedBy?: string }) {
  const refs = useRef<Array<HTMLInputElement | null>>([]);
  const focus = (i: number) => refs.current[Math.max(0, Math.min(3, i))]?.focus();
  return (
    <div className="otp-boxes">
      {[0, 1, 2, 3].map((i) => (
        <span key={i}>
          <label htmlFor={`otp-${i + 1}`} className="visually-hidden">
            OTP digit {i + 1}
          </label>
          <input
            ref={(el) => {
              refs.current[i] = el;
            }}
            id={`otp-${i + 1}`}
            name={`d${i + 1}`}
            className="otp-box"
            type="text"
            inputMode="numeric"
            pattern="[0-9]"
            maxLength={1}
            autoComplete={i === 0 ? "one-time-code" : "off"}
            aria-invalid={invalid || undefined}
            aria-describedby={describedBy}
            onInput={(event) => {
              const input = event.currentTarget;
              const digits = input.value.replace(/\D+/g, "");
              if (digits.length > 1) {
                // Autofill or a pasted code arriving in one box.
                digits.slice(0, 4).split("").forEach((d, k) => {
                  const box = refs.current[i + k];
                  if (box) box.value = d;
                });
                focus(i + digits.length);
                return;
              }
              input.value = digits;
              if (digits) focus(i + 1);
            }}
            onKeyDown={(event) => {
              if (event.key === "Backspace" && !event.currentTarget.value) focus(i - 1);
            }}
            onPaste={(event) => {
              const digits = event.clipboardData.getData("text").replace(/\D+/g, "").slice(0, 4);
              if (digits.length < 2) return;
              event.preventDefault();
              digits.split("").forEach((d, k) => {
                const box = refs.current[k];
                if (box) box.value = d;
              });
              focus(digits.length);
            }}
          />
        </span>
      ))}
    </div>
  );
}
