import type en from "../en/legal";
import type { Translation } from "../translation";

const legal: Translation<typeof en> = {};

export default legal;
