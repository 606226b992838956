// A flood in a process of its own (so that its clients do not slow the measuring process's clocks):
// autocannon's connections each ask as fast as the server answers, every request from a fresh
// address of the /16 10.66.0.0 (X-Forwarded-For, which the bench's TRUST_PROXY=loopback believes),
// as a client with many addresses of one provider does (an IPv6 /64 a request). The report,
// autocannon's JSON, goes to stdout.
//
//   node tools/bench/address-flood.mjs orders.json
//   (orders.json: {"origin":"http://127.0.0.1:3000","connections":128,"seconds":10,"method":"POST","paths":["/kundli"],"body":"name=…"})
import fs from "node:fs";

import autocannon from "autocannon";

const { origin, connections, seconds, method = "GET", paths, body } = JSON.parse(fs.readFileSync(process.argv[2], "utf8"));

let asked = 0;
const freshAddress = () => `10.66.${Math.floor(Math.random() * 256)}.${1 + Math.floor(Math.random() * 254)}`;

const headers = { Origin: origin, ...(body ? { "Content-Type": "application/x-www-form-urlencoded" } : {}) };
const report = await autocannon({
  url: origin,
  connections,
  duration: seconds,
  requests: [
    {
      method,
      headers,
      ...(body ? { body } : {}),
      setupRequest: (request) => {
        const path = paths[asked++ % paths.length];
        return { ...request, path, headers: { ...request.headers, "X-Forwarded-For": freshAddress() } };
      },
    },
  ],
});
process.stdout.write(JSON.stringify(report));
