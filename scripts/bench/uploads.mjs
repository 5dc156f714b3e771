// Large uploads under way, from their own process: `node uploads.mjs '<json options>'` sends
// `uploads` files of `bytes` bytes at once to POST /api/files while timing GET `probeUrl` one
// request after another (each with its own `&n=` so the response cache cannot answer it), and
// prints the probe's figures and the uploads' statuses as JSON.
import { randomBytes } from 'node:crypto';
import http from 'node:http';

const { url, cookie, uploads, bytes, probeUrl } = JSON.parse(process.argv[2]);
// Every state-changing request names the app's own origin (the CSRF rule).
const origin = new URL(url).origin;

function multipartBody(filename, data) {
  const boundary = `----pmrbench${randomBytes(8).toString('hex')}`;
  return {
    type: `multipart/form-data; boundary=${boundary}`,
    body: Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: application/pdf\r\n\r\n`,
      ),
      data,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]),
  };
}

const bodies = Array.from({ length: uploads }, (_, i) => {
  const data = randomBytes(bytes);
  Buffer.from('%PDF-1.4\n').copy(data);
  return multipartBody(`bench-upload-${i}.pdf`, data);
});

let running = true;
const latencies = [];
let probeErrors = 0;
let n = 0;
async function probe() {
  while (running) {
    n += 1;
    const t0 = performance.now();
    try {
      const res = await fetch(`${probeUrl}${probeUrl.includes('?') ? '&' : '?'}n=${n}`, {
        headers: { cookie },
      });
      await res.arrayBuffer();
      if (!res.ok) probeErrors += 1;
    } catch {
      probeErrors += 1;
    }
    latencies.push(performance.now() - t0);
    await new Promise((r) => setTimeout(r, 5));
  }
}

/**
 * One upload through node:http, which writes the prepared body to the socket as it is (fetch first
 * copies a Buffer body whole: 75 MB copied at the start blocked this process's event loop for
 * tens of milliseconds, which the probe then counted as the server's).
 */
function upload({ type, body }) {
  const t0 = performance.now();
  return new Promise((resolve, reject) => {
    const req = http.request(`${url}/api/files?purpose=process-file`, {
      method: 'POST',
      headers: { cookie, origin, 'content-type': type, 'content-length': body.length },
    });
    req.once('error', reject);
    req.once('response', (res) => {
      res.resume();
      res.once('end', () => resolve({ status: res.statusCode, ms: Math.round(performance.now() - t0) }));
    });
    req.end(body);
  });
}

// The probe's first request pays for this process's own start (fetch loads on first use): untimed.
await (await fetch(probeUrl, { headers: { cookie } })).arrayBuffer();
const started = performance.now();
const probing = probe();
const results = await Promise.all(bodies.map(upload));
running = false;
await probing;

latencies.sort((a, b) => a - b);
const at = (q) =>
  Math.round(latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))] ?? 0);
console.log(
  JSON.stringify({
    probes: latencies.length,
    p50: at(0.5),
    p99: at(0.99),
    max: Math.round(latencies[latencies.length - 1] ?? 0),
    probeErrors,
    statuses: results.map((r) => r.status),
    uploadMs: results.map((r) => r.ms),
    totalMs: Math.round(performance.now() - started),
  }),
);
