// One load run from its own process (so the load generator does not share the server's event
// loop): `node load.mjs '<json options>'` prints autocannon's figures as JSON.
import autocannon from 'autocannon';

const options = JSON.parse(process.argv[2]);
const result = await autocannon({ ...options, setupClient: undefined });
console.log(
  JSON.stringify({
    requests: result.requests.average,
    total: result.requests.total,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
    bytes: result.throughput.average,
  }),
);
