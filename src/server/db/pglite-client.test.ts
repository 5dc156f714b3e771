import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { openPgliteClient, sharedBuffersMb } from './pglite-client';

describe('PGlite client', () => {
  it('sizes the buffer pool at an eighth of the data, between 16 and 128 MB', () => {
    expect(sharedBuffersMb(0)).toBe(16);
    expect(sharedBuffersMb(73 * 2 ** 20)).toBe(16);
    expect(sharedBuffersMb(446 * 2 ** 20)).toBe(56);
    expect(sharedBuffersMb(4 * 2 ** 30)).toBe(128);
  });

  it('opens a data directory with the pool sized for it, and reads timestamps as Drizzle expects', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'pmr-pglite-'));
    try {
      const first = await openPgliteClient(dir);
      const { rows } = await first.forDrizzle.query<{ setting: string; at: unknown }>(
        "select current_setting('shared_buffers') as setting, now() as at",
      );
      expect(rows[0]!.setting).toBe('16MB');
      // Drizzle maps timestamps itself: they arrive as text, also inside transactions.
      expect(typeof rows[0]!.at).toBe('string');
      const inTx = await first.forDrizzle.transaction((tx) =>
        tx.query<{ at: unknown }>('select now() as at'),
      );
      expect(typeof inTx.rows[0]!.at).toBe('string');
      await first.client.close();
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
