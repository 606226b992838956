import type en from "../en/onboarding";
import type { Translation } from "../translation";

const onboarding: Translation<typeof en> = {};

export default onboarding;
