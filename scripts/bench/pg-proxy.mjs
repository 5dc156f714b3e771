// A TCP proxy in front of PostgreSQL that counts the statements an app instance sends (simple
// queries and executions of prepared ones) and can cut the instance off: the read-lease tests
// use it. (The bench counts in the instance instead, statement-probe.mjs: a relaying process on
// the same 2 cores weighed on the figures it measured.) Its own process:
//   node pg-proxy.mjs <postgres url>  prints {"url","statsUrl"}; GET statsUrl answers {"statements",
//   "texts"}: the count, and the count per statement text (its first 100 characters), to say what
//   the reads still ask. POST statsUrl/pause holds back everything the server sends (the instance
//   is cut off: it hears nothing) until POST statsUrl/resume delivers it in order (tests).
import http from 'node:http';
import net from 'node:net';

const SSL_REQUEST = 80877103;
const GSSENC_REQUEST = 80877104;

/** Listens on a free port and forwards to `target` (a postgres:// URL); `stats.statements` counts. */
async function countingProxy(target) {
  const to = new URL(target);
  const stats = { statements: 0, texts: {} };
  let paused = false;
  const held = [];
  const counted = (text) => {
    stats.statements += 1;
    const key = text.replace(/\s+/g, ' ').trim().slice(0, 100);
    stats.texts[key] = (stats.texts[key] ?? 0) + 1;
  };
  const sockets = new Set();
  const server = net.createServer((client) => {
    const upstream = net.connect(Number(to.port || 5432), to.hostname);
    // Without it a small message (a NOTIFY's acknowledgement) can wait 40 ms for the previous one's
    // delayed ACK: the proxy would add latency the instance does not have.
    client.setNoDelay(true);
    upstream.setNoDelay(true);
    sockets.add(client).add(upstream);
    let pending = Buffer.alloc(0);
    let started = false;
    /** The text of the statement last parsed on this connection: what an Execute runs. */
    let parsed = '';
    client.on('data', (chunk) => {
      upstream.write(chunk);
      pending = pending.length ? Buffer.concat([pending, chunk]) : chunk;
      for (;;) {
        if (!started) {
          if (pending.length < 8) break;
          const length = pending.readInt32BE(0);
          if (pending.length < length) break;
          const code = pending.readInt32BE(4);
          started = code !== SSL_REQUEST && code !== GSSENC_REQUEST;
          pending = pending.subarray(length);
          continue;
        }
        if (pending.length < 5) break;
        const length = pending.readInt32BE(1);
        if (pending.length < 1 + length) break;
        const type = pending[0];
        const body = pending.subarray(5, 1 + length);
        if (type === 0x51 /* Q */) counted(body.toString('utf8', 0, body.indexOf(0)));
        else if (type === 0x50 /* P */) {
          const nameEnd = body.indexOf(0);
          parsed = body.toString('utf8', nameEnd + 1, body.indexOf(0, nameEnd + 1));
        } else if (type === 0x45 /* E */) counted(parsed);
        pending = pending.subarray(1 + length);
      }
    });
    upstream.on('data', (chunk) => {
      if (paused) held.push(() => client.write(chunk));
      else client.write(chunk);
    });
    const end = () => {
      client.destroy();
      upstream.destroy();
      sockets.delete(client);
      sockets.delete(upstream);
    };
    client.on('close', end).on('error', end);
    upstream.on('close', end).on('error', end);
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = new URL(target);
  url.hostname = '127.0.0.1';
  url.port = String(server.address().port);
  return {
    url: url.toString(),
    stats,
    pause: () => {
      paused = true;
    },
    resume: () => {
      paused = false;
      for (const deliver of held.splice(0)) deliver();
    },
    close: () => {
      for (const socket of sockets) socket.destroy();
      server.close();
    },
  };
}

const proxy = await countingProxy(process.argv[2]);
const stats = http.createServer((request, response) => {
  if (request.method === 'POST' && request.url === '/pause') proxy.pause();
  if (request.method === 'POST' && request.url === '/resume') proxy.resume();
  response.setHeader('content-type', 'application/json');
  response.end(JSON.stringify(proxy.stats));
});
await new Promise((resolve) => stats.listen(0, '127.0.0.1', resolve));
console.log(JSON.stringify({ url: proxy.url, statsUrl: `http://127.0.0.1:${stats.address().port}/` }));
