import type { LiveChange } from '@core/schemas/live';
import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { touchedBy } from './invalidate';

const P1 = '11111111-1111-4111-8111-111111111111';
const P2 = '22222222-2222-4222-8222-222222222222';
const change = (over: Partial<LiveChange>): LiveChange => ({
  seq: 1,
  action: 'update',
  entityType: 'process',
  entityId: P1,
  processId: P1,
  actor: { id: null, name: 'Maria Lopez' },
  at: '2026-12-03T10:00:00.000Z',
  ...over,
});

describe('which queries a saved change refreshes', () => {
  it('lists and the changed process, never another process, the session or a file preview', () => {
    const client = new QueryClient();
    const keys = [
      ['/api/processes'],
      ['/api/dashboard/summary'],
      ['/api/processes', P1],
      ['/api/processes', P1, 'history'],
      ['/api/artifacts', { processId: P1 }],
      ['/api/processes', P2],
      ['/api/artifacts', { processId: P2 }],
      ['/api/auth/session'],
      ['files', P1, 'preview'],
    ];
    for (const key of keys) client.setQueryData(key, {});
    const touched = touchedBy([change({})]);
    const refreshed = client
      .getQueryCache()
      .getAll()
      .filter(touched)
      .map((q) => q.queryKey);
    expect(refreshed).toEqual(keys.slice(0, 5));
  });
});
