// Saturn's sidereal longitude for the Sade Sati tests, written apart from the product's grahas:
// astronomy-engine's apparent geocentric place on the true ecliptic of date, less Lahiri's mean
// ayanamsa and the nutation in longitude.
import { Body, e_tilt, Ecliptic, GeoVector, MakeTime } from "astronomy-engine";

import { lahiriAyanamsa } from "~/jyotish";

export function saturnSidereal(ms: number): number {
  const time = MakeTime(new Date(ms));
  const tropical = Ecliptic(GeoVector(Body.Saturn, time, true)).elon;
  return (((tropical - lahiriAyanamsa(time) - e_tilt(time).dpsi / 3600) % 360) + 360) % 360;
}
