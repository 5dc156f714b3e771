// One load run from its own process (so the load generator does not share the server's event
// loop): `node load.mjs '<json options>'` prints autocannon's figures as JSON.
// With `uniqueParam`, every request gets its own `&<param>=<n>`, which the API ignores: each one
// is then a different URL, so the response cache cannot answer it and the database is measured.
import autocannon from 'autocannon';

const { uniqueParam, ...options } = JSON.parse(process.argv[2]);
let n = 0;
const requests = uniqueParam
  ? [
      {
        setupRequest: (request) => {
          const path = new URL(options.url).pathname + new URL(options.url).search;
          n += 1;
          return { ...request, path: `${path}${path.includes('?') ? '&' : '?'}${uniqueParam}=${n}` };
        },
      },
    ]
  : undefined;
const result = await autocannon({ ...options, ...(requests ? { requests } : {}) });
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
