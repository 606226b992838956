// The engine's public face: the rest of the app imports the sky's reckonings from here, never
// from the modules behind it. Every module is pure (time and place in, numbers out) and imports
// nothing of the app but India's clock (~/clock/india-clock), which the app takes from there
// too; sky.ts alone speaks to astronomy-engine.
export * from "./ashtakoota";
export * from "./avakahada";
export * from "./birth-sky";
export * from "./day-periods";
export * from "./doshas";
export * from "./festival-rules";
export * from "./gochar";
export * from "./gochar-year";
export * from "./grahan";
export * from "./grahas";
export * from "./hindu-month";
export * from "./kundli";
export * from "./manglik";
export * from "./measures";
export * from "./moon-day";
export * from "./muhurat";
export * from "./now-advice";
export * from "./panchang";
export * from "./panchang-periods";
export * from "./sade-sati";
export * from "./sky";
export * from "./vargas";
export * from "./vimshottari";
export * from "./yogas";
export * from "./zodiac";
