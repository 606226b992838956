// A flood for the bench and the attack list, in a process of its own so that its clients do not
// slow the measuring process's clocks: autocannon's connections each ask as fast as they are answered, the
// next of `paths` (and `bodies`, when given) each time, from a fresh address of the /16 `sixteen`
// per request, from a fresh address in turn of `networks` /16s of their own (a botnet: 10.0,
// 10.1, … 11.0, …), or always from `address` (X-Forwarded-For, which the attack servers'
// TRUST_PROXY=loopback believes). Prints {statuses, asked, errors} as JSON.
//
//   node tools/bench/address-flood.mjs orders.json
//   (orders.json: {"origin":"http://localhost:3000","connections":32,"seconds":5,"method":"GET",
//    "paths":["/panchang/pune/1931-04-02",…],"sixteen":"10.77"} or "address":"10.78.0.9")
import fs from "node:fs";

import autocannon from "autocannon";

const {
  origin,
  connections,
  seconds,
  method = "GET",
  paths,
  bodies,
  sixteen,
  networks,
  address,
} = JSON.parse(fs.readFileSync(process.argv[2], "utf8"));

let asked = 0;
const octet = () => 1 + Math.floor(Math.random() * 254);
const sixteenOf = (at) => (networks ? `${10 + Math.floor((at % networks) / 256)}.${(at % networks) % 256}` : sixteen);
const addressOf = (at) => address ?? `${sixteenOf(at)}.${octet()}.${octet()}`;

const report = await autocannon({
  url: origin,
  connections,
  duration: seconds,
  requests: [
    {
      method,
      headers: { Origin: origin, ...(bodies ? { "Content-Type": "application/x-www-form-urlencoded" } : {}) },
      setupRequest: (request) => {
        const at = asked++;
        return {
          ...request,
          path: paths[at % paths.length],
          ...(bodies ? { body: bodies[at % bodies.length] } : {}),
          headers: { ...request.headers, "X-Forwarded-For": addressOf(at) },
        };
      },
    },
  ],
});
const statuses = Object.fromEntries(Object.entries(report.statusCodeStats ?? {}).map(([code, { count }]) => [code, count]));
process.stdout.write(JSON.stringify({ statuses, asked, errors: report.errors, timeouts: report.timeouts }));
