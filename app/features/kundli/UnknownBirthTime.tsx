import { useTranslation } from "~/components/use-translation";
import { type BirthClock, type ClockName, wallClockTime } from "~/domain/birth-clock";
import type { MoonDay, MoonPart } from "~/jyotish";
import { NAKSHATRAS, RASHIS } from "~/jyotish/zodiac";

// What a chart without the time of birth says of the Moon's day: the Moon's sign and nakshatra,
// certain when the Moon kept them all day, and otherwise each part of the day with its hours, on
// the birth's own clock, so a family that knows "morning" or "evening" can tell which applies.

type Props = {
  moonDay: MoonDay;
  /** The instant the chart is read at: the day's noon. */
  noon: number;
  place: { longitude: number; timeZone: string };
  clock: BirthClock;
  clockName: ClockName;
};

/** The Moon's sign and nakshatra over the day of birth, with the hours each part of the day began and ended. */
export function MoonDayNotes({ moonDay, noon: noonInstant, place, clock, clockName }: Props) {
  const { t } = useTranslation(["kundli", "panchang"]);
  const at = (ms: number) => wallClockTime(ms, place, clock);
  const rashi = (sign: number) => t(`panchang:rashi.${RASHIS[sign]}`);
  const nakshatra = (index: number) => t(`panchang:nakshatra.${NAKSHATRAS[index]}`);
  const noon = (parts: MoonPart[]) => parts.find((part) => part.start <= noonInstant && noonInstant < part.end) ?? parts[0];
  const partsText = (parts: MoonPart[], name: (index: number) => string) =>
    parts
      .map((part, i) =>
        i === 0
          ? t("unknownTime.partFirst", { name: name(part.index), time: at(part.end) })
          : i === parts.length - 1
            ? t("unknownTime.partLast", { name: name(part.index), time: at(part.start) })
            : t("unknownTime.partMiddle", { name: name(part.index), from: at(part.start), to: at(part.end) }),
      )
      .join("; ");
  const { signs, nakshatras } = moonDay;
  const changes = signs.length > 1 || nakshatras.length > 1;
  return (
    <>
      {signs.length === 1 && nakshatras.length === 1 ? (
        <p>{t("unknownTime.moonStays", { sign: rashi(signs[0].index), nakshatra: nakshatra(nakshatras[0].index) })}</p>
      ) : null}
      {signs.length > 1 ? (
        <p>{t("unknownTime.moonSigns", { parts: partsText(signs, rashi), sign: rashi(noon(signs).index) })}</p>
      ) : nakshatras.length > 1 ? (
        <p>{t("unknownTime.moonSignStays", { sign: rashi(signs[0].index) })}</p>
      ) : null}
      {nakshatras.length > 1 ? (
        <p>{t("unknownTime.moonNakshatras", { parts: partsText(nakshatras, nakshatra), nakshatra: nakshatra(noon(nakshatras).index) })}</p>
      ) : null}
      {changes ? <p className="field-hint">{t("unknownTime.times", { clock: t(`clockName.${clockName}`) })}</p> : null}
    </>
  );
}

/** What a chart made without the time of birth is, and what it cannot tell. */
export function UnknownTimeNotes(props: Props) {
  const { t } = useTranslation("kundli");
  return (
    <div className="kundli-unknown-time">
      <p>{t("unknownTime.how")}</p>
      <p>{t("unknownTime.cannot")}</p>
      <ul>
        <li>{t("unknownTime.lagna")}</li>
        <li>{t("unknownTime.dashas")}</li>
        <li>{t("unknownTime.manglik")}</li>
        <li>{t("unknownTime.moonDegree")}</li>
      </ul>
      <MoonDayNotes {...props} />
    </div>
  );
}
