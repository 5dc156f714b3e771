import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { sharedBuffersMb } from './pglite-client';
import { PgliteRemote } from './pglite-remote';

describe('PGlite client', () => {
  it('sizes the buffer pool at a sixteenth of the data, between 16 and 128 MB', () => {
    expect(sharedBuffersMb(0)).toBe(16);
    expect(sharedBuffersMb(146 * 2 ** 20)).toBe(16);
    expect(sharedBuffersMb(628 * 2 ** 20)).toBe(39);
    expect(sharedBuffersMb(4 * 2 ** 30)).toBe(128);
  });

  it('opens a data directory with the pool sized for it, and reads timestamps as Drizzle expects', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'pmr-pglite-'));
    try {
      const first = await PgliteRemote.open(dir);
      const { rows } = await first.query<{ setting: string; at: unknown }>(
        "select current_setting('shared_buffers') as setting, now() as at",
      );
      expect(rows[0]!.setting).toBe('16MB');
      // Drizzle maps timestamps itself: they arrive as text, also inside transactions.
      expect(typeof rows[0]!.at).toBe('string');
      const inTx = await first.transaction((tx) => tx.query<{ at: unknown }>('select now() as at'));
      expect(typeof inTx.rows[0]!.at).toBe('string');
      await first.close();
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  it('stores and reads bytea exactly, whatever part of a buffer a parameter is', async () => {
    const client = await PgliteRemote.open();
    try {
      await client.query('create table blobs (n int primary key, data bytea)');
      const whole = Buffer.allocUnsafeSlow(300_000).fill(7);
      whole[0] = 0;
      whole[299_999] = 255;
      const backing = randomBytes(1000);
      const values: [number, unknown, Buffer][] = [
        [1, whole, whole], // a whole ArrayBuffer: sent as it is
        [2, backing.subarray(10, 500), backing.subarray(10, 500)], // a view into a larger buffer
        [3, Buffer.alloc(0), Buffer.alloc(0)],
        [4, new Uint8Array([0, 1, 2, 254]), Buffer.from([0, 1, 2, 254])],
        [5, '\\x00ff10', Buffer.from([0, 255, 16])], // PostgreSQL's text form still works
        [6, Buffer.from('plain text'), Buffer.from('plain text')],
      ];
      for (const [n, value] of values) await client.query('insert into blobs values ($1, $2)', [n, value]);
      const { rows } = await client.query<{ n: number; data: Buffer }>(
        'select n, data from blobs order by n',
      );
      for (const [i, [n, , expected]] of values.entries()) {
        expect(rows[i]!.n).toBe(n);
        expect(Buffer.isBuffer(rows[i]!.data), `${n}`).toBe(true);
        expect(rows[i]!.data.equals(expected), `${n}`).toBe(true);
      }
      const [length] = (
        await client.query<{ n: number }>('select octet_length(data) as n from blobs where n = 1')
      ).rows;
      expect(length!.n).toBe(300_000);
    } finally {
      await client.close();
    }
  });
});
