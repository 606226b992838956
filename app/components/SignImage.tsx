import { useTranslation } from "~/components/use-translation";
import type { Sign } from "~/domain/horoscope";

type Props = { sign: Sign; size?: number; decorative?: boolean; eager?: boolean };

export function SignImage({ sign, size = 96, decorative = false, eager = false }: Props) {
  const { t } = useTranslation();
  return (
    <img
      src={`/images/signs/${sign.slug}.svg`}
      width={size}
      height={size}
      alt={decorative ? "" : t("signAlt", { sign: t(`signs.${sign.slug}`) })}
      loading={eager ? "eager" : "lazy"}
      decoding="async"
    />
  );
}
