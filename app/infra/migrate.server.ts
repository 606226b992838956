import { type Kysely, type Migration, Migrator } from "kysely";

import * as initialSchema from "./migrations/001-initial-schema.server";
import * as serverSessions from "./migrations/002-server-sessions.server";
import * as encryptedDocuments from "./migrations/003-encrypted-documents.server";
import * as otpSends from "./migrations/004-otp-sends.server";
import * as stagedProfilePhotos from "./migrations/005-staged-profile-photos.server";
import * as stagedBlogImages from "./migrations/006-staged-blog-images.server";
import * as filesInTheDatabase from "./migrations/007-files-in-the-database.server";
import * as outboxMessages from "./migrations/008-outbox-messages.server";
import * as indexesForScale from "./migrations/009-indexes-for-scale.server";
import * as otpSendCounts from "./migrations/010-otp-send-counts.server";
import * as purgeAndListSortIndexes from "./migrations/011-purge-and-list-sort-indexes.server";
import * as astrologerStatusCounts from "./migrations/012-astrologer-status-counts.server";
import * as astrologerListCounts from "./migrations/013-astrologer-list-counts.server";
import * as yearlyHoroscopesAndFestivals from "./migrations/014-yearly-horoscopes-and-festivals.server";
import * as smsAudiences from "./migrations/015-sms-audiences.server";
import * as closedApplicationErasure from "./migrations/016-closed-application-erasure.server";
import * as sessionDevices from "./migrations/017-session-devices.server";
import * as grievances from "./migrations/018-grievances.server";
import * as consents from "./migrations/019-consents.server";
import * as contentLanguages from "./migrations/020-content-languages.server";
import * as grievanceEmailLinks from "./migrations/021-grievance-email-links.server";
import * as otpRequesters from "./migrations/022-otp-requesters.server";
import * as adminDevices from "./migrations/023-admin-devices.server";
import * as festivalRegionsInHindi from "./migrations/024-festival-regions-in-hindi.server";
import * as keptCharts from "./migrations/025-kept-charts.server";

// Listed here, not read from a folder, so the bundled server carries them.
const migrations: Record<string, Migration> = {
  "001-initial-schema": initialSchema,
  "002-server-sessions": serverSessions,
  "003-encrypted-documents": encryptedDocuments,
  "004-otp-sends": otpSends,
  "005-staged-profile-photos": stagedProfilePhotos,
  "006-staged-blog-images": stagedBlogImages,
  "007-files-in-the-database": filesInTheDatabase,
  "008-outbox-messages": outboxMessages,
  "009-indexes-for-scale": indexesForScale,
  "010-otp-send-counts": otpSendCounts,
  "011-purge-and-list-sort-indexes": purgeAndListSortIndexes,
  "012-astrologer-status-counts": astrologerStatusCounts,
  "013-astrologer-list-counts": astrologerListCounts,
  "014-yearly-horoscopes-and-festivals": yearlyHoroscopesAndFestivals,
  "015-sms-audiences": smsAudiences,
  "016-closed-application-erasure": closedApplicationErasure,
  "017-session-devices": sessionDevices,
  "018-grievances": grievances,
  "019-consents": consents,
  "020-content-languages": contentLanguages,
  "021-grievance-email-links": grievanceEmailLinks,
  "022-otp-requesters": otpRequesters,
  "023-admin-devices": adminDevices,
  "024-festival-regions-in-hindi": festivalRegionsInHindi,
  "025-kept-charts": keptCharts,
};

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- Kysely's Migrator runs on a database of any shape
export async function migrateToLatest(db: Kysely<any>, schema?: string) {
  const migrator = new Migrator({
    db,
    provider: { getMigrations: async () => migrations },
    ...(schema ? { migrationTableSchema: schema } : {}),
  });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((r) => r.status === "Error");
  if (error || failed) {
    throw new Error(`Migration ${failed?.migrationName ?? ""} failed: ${String(error)}`);
  }
  // The plain document files go only once their encrypted copies have committed.
  if (results?.some((r) => r.migrationName === "003-encrypted-documents" && r.status === "Success")) {
    await encryptedDocuments.removeMovedFiles();
  }
  // Likewise the photo and blog picture files, once their rows in the database have committed.
  if (results?.some((r) => r.migrationName === "007-files-in-the-database" && r.status === "Success")) {
    await filesInTheDatabase.removeMovedFiles();
  }
}
