// astronomia ships JavaScript without types; the tests use a handful of its functions.
declare module "astronomia" {
  type Coord = { lon: number; lat: number; range: number };
  export const planetposition: {
    Planet: new (data: unknown) => { position(jde: number): Coord };
    toFK5(lon: number, lat: number, jde: number): { lon: number; lat: number };
  };
  export const apparent: { eclipticAberration(lon: number, lat: number, jde: number): [number, number] };
  export const solar: {
    apparentVSOP87(planet: unknown, jde: number): Coord;
    apparentEquatorialVSOP87(planet: unknown, jde: number): { ra: number; dec: number; range: number };
  };
  export const moonposition: { position(jde: number): Coord; node(jde: number): number };
  export const elp: { Moon: new (data: unknown) => { position(jde: number): Coord } };
  export const nutation: { nutation(jde: number): [number, number]; meanObliquity(jde: number): number };
  export const sidereal: { apparent(jd: number): number };
  export const deltat: { deltaT(decimalYear: number): number };
  export const precess: {
    EclipticPrecessor: new (epochFrom: number, epochTo: number) => { precess(ecliptic: unknown): { lon: number; lat: number } };
  };
}
declare module "astronomia/coord" {
  export class Ecliptic {
    constructor(lon: number, lat: number);
    lon: number;
    lat: number;
  }
}
declare module "astronomia/data/elpMppDeFull" {
  const elpMppDeFull: unknown;
  export default elpMppDeFull;
}
declare module "astronomia/data/vsop87Bearth" {
  const earth: unknown;
  export default earth;
}
declare module "astronomia/data/vsop87Bmercury" {
  const mercury: unknown;
  export default mercury;
}
declare module "astronomia/data/vsop87Bvenus" {
  const venus: unknown;
  export default venus;
}
declare module "astronomia/data/vsop87Bmars" {
  const mars: unknown;
  export default mars;
}
declare module "astronomia/data/vsop87Bjupiter" {
  const jupiter: unknown;
  export default jupiter;
}
declare module "astronomia/data/vsop87Bsaturn" {
  const saturn: unknown;
  export default saturn;
}
