import fs from "node:fs";
import path from "node:path";

import { logger } from "./logger.server";

/**
 * DATA_DIR holds the embedded database, generated keys and the outbox: its owner's alone. The
 * directory is made 0700, which keeps every other user out (one made by hand or by an earlier
 * version too), and what is in it 0600, or 0700 for a directory: the embedded database's
 * WebAssembly file system sets the modes of initdb's files itself (0666), whatever the umask.
 */
export function keepDataDirPrivate(dataDir: string) {
  try {
    fs.mkdirSync(dataDir, { recursive: true, mode: 0o700 });
    fs.chmodSync(dataDir, 0o700);
    for (const entry of fs.readdirSync(dataDir, { recursive: true, withFileTypes: true })) {
      if (!entry.isFile() && !entry.isDirectory()) continue;
      const file = path.join(entry.parentPath, entry.name);
      const mode = entry.isDirectory() ? 0o700 : 0o600;
      if ((fs.statSync(file).mode & 0o777) !== mode) fs.chmodSync(file, mode);
    }
  } catch (error) {
    logger.warn("DATA_DIR could not be made private", { dataDir, error: error instanceof Error ? error.message : String(error) });
  }
}
