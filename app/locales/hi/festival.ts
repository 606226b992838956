import type en from "../en/festival";
import type { Translation } from "../translation";

const festival: Translation<typeof en> = {};

export default festival;
