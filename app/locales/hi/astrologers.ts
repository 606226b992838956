import type en from "../en/astrologers";
import type { Translation } from "../translation";

const astrologers: Translation<typeof en> = {};

export default astrologers;
