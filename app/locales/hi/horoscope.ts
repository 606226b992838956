import type en from "../en/horoscope";
import type { Translation } from "../translation";

const horoscope: Translation<typeof en> = {};

export default horoscope;
