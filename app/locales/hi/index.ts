import common from "./common";

/** The Hindi edition's texts by namespace. */
export const hi = { common } as const;
