import common from "./common";

/** The English edition's texts by namespace: the shape every language's translation follows. */
export const en = { common } as const;
