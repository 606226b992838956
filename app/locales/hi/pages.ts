import type en from "../en/pages";
import type { Translation } from "../translation";

const pages: Translation<typeof en> = {};

export default pages;
