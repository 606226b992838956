import type en from "../en/blog";
import type { Translation } from "../translation";

const blog: Translation<typeof en> = {};

export default blog;
