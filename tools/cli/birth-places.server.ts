// `node build/birth-places.server.js`, the last step of `npm run build`: the index of the
// world's places, built from the location data and written into the build, where the server
// reads it (services/birth-places.server.ts).
import { BUILT_PLACE_INDEX, writeBuiltPlaceIndex } from "../../app/services/birth-places.server";

writeBuiltPlaceIndex()
  .then((size) => process.stdout.write(`wrote the index of ${size} places to ${BUILT_PLACE_INDEX}\n`))
  .catch((error: unknown) => {
    process.stderr.write(`${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
    process.exit(1);
  });
