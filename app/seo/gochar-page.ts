// A graha's change in words, as its year's page and a day's panchang both name it.
import type { Words } from "~/domain/words";
import type { GocharEvent } from "~/jyotish";
import { RASHIS } from "~/jyotish/zodiac";

/** "Enters Karka (Cancer)", "Returns to Meena, moving back (vakri)", "Sets in the Sun's glare (asta) in …". */
export function gocharEventWords(t: Words, event: GocharEvent): string {
  const sign = t(`panchang:rashi.${RASHIS[event.sign]}`);
  if (event.kind === "ingress") return t(event.retrograde ? "gochar:event.returns" : "gochar:event.ingress", { sign });
  if (event.kind === "station") return t(event.turns === "retrograde" ? "gochar:event.retrograde" : "gochar:event.direct", { sign });
  return t(`gochar:event.${event.kind}`, { sign });
}
