import type en from "../en/home";
import type { Translation } from "../translation";

const home: Translation<typeof en> = {};

export default home;
