// Loaded into each bench server on PostgreSQL with `node --import`: it counts the statements the
// instance sends (every pg Client.query, by its text's first 100 characters) and serves the counts
// as JSON on 127.0.0.1, at the port it writes to BENCH_STATEMENTS_FILE once listening. Counting in
// the instance rather than in a proxy before the database keeps the figures what the app costs:
// a proxy process relaying every byte shared the 2 cores too, and raised Version History's p99
// from 31–34 ms to 49–50 ms in the same run of 10 connections. Nothing of the app changes.
import fs from 'node:fs';
import http from 'node:http';
import pg from 'pg';

const file = process.env.BENCH_STATEMENTS_FILE;
if (file) {
  const texts = new Map();
  const query = pg.Client.prototype.query;
  pg.Client.prototype.query = function counted(config, ...rest) {
    const text = typeof config === 'string' ? config : (config?.text ?? '');
    const key = text.replace(/\s+/g, ' ').trim().slice(0, 100);
    texts.set(key, (texts.get(key) ?? 0) + 1);
    return query.call(this, config, ...rest);
  };
  const server = http.createServer((_req, res) => {
    res.setHeader('content-type', 'application/json');
    res.end(JSON.stringify(Object.fromEntries(texts)));
  });
  server.unref();
  server.listen(0, '127.0.0.1', () => {
    fs.writeFileSync(file, JSON.stringify({ port: server.address().port }));
  });
}
