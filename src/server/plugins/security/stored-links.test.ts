import { beforeAll, describe, expect, it } from 'vitest';
import { createRoleWithProcess } from '../../testing/factories';
import { setUpTestApp } from '../../testing/set-up-test-app';

/*
 * Issue 17: the hostile tester's links are refused with 400 by every route that stores a link, and
 * nothing is stored; web addresses and stored files still are.
 */
const HOSTILE_LINKS = [
  'javascript:alert(document.cookie)',
  'data:text/html,<script>alert(1)</script>',
  'vbscript:msgbox(1)',
  '\u0001javascript:alert(1)',
  'java\tscript:alert(1)',
];
const MESSAGE = /Links must start with http:\/\/ or https:\/\//;

describe('stored links (issue 17)', () => {
  const t = setUpTestApp();
  let processId: string;
  const { call } = t;

  beforeAll(async () => {
    processId = (await createRoleWithProcess(t, t.cookie, { role: 'Estimator', process: 'Bid' })).process.id;
  });

  it('POST and PUT /api/artifacts refuse them with 400 and store nothing', async () => {
    for (const fileUrl of HOSTILE_LINKS) {
      const res = await call('POST', '/api/artifacts', {
        processId,
        type: 'workflow_map',
        state: 'as_is',
        name: 'Map',
        fileUrl,
      });
      expect(res.statusCode, JSON.stringify(fileUrl)).toBe(400);
      expect(res.json().message).toMatch(MESSAGE);
    }
    expect((await call('GET', `/api/artifacts?processId=${processId}`)).json()).toEqual([]);

    const ok = await call('POST', '/api/artifacts', {
      processId,
      type: 'workflow_map',
      state: 'as_is',
      name: 'Map',
      fileUrl: 'https://intranet.example.com/maps/bid.svg',
    });
    expect(ok.statusCode, ok.body).toBe(201);
    for (const fileUrl of HOSTILE_LINKS) {
      const res = await call('PUT', `/api/artifacts/${ok.json().id}`, { content: {}, revision: 0, fileUrl });
      expect(res.statusCode, JSON.stringify(fileUrl)).toBe(400);
      expect(res.json().message).toMatch(MESSAGE);
    }
    const stored = (await call('GET', `/api/artifacts/${ok.json().id}`)).json();
    expect(stored).toMatchObject({ revision: 0, fileUrl: 'https://intranet.example.com/maps/bid.svg' });
  });

  it('the training link and tier document routes refuse them with 400 and store nothing', async () => {
    for (const fileUrl of HOSTILE_LINKS) {
      const link = await call('POST', '/api/training-artifacts/link', {
        processId,
        processOutput: 'Bid',
        name: 'Guide',
        fileUrl,
        linkType: 'external_url',
      });
      expect(link.statusCode, JSON.stringify(fileUrl)).toBe(400);
      expect(link.json().message).toMatch(MESSAGE);
      const doc = await call('POST', '/api/training-tier-documents', {
        processId,
        tier: 'tier_1',
        name: 'Guide',
        fileUrl,
      });
      expect(doc.statusCode, JSON.stringify(fileUrl)).toBe(400);
      expect(doc.json().message).toMatch(MESSAGE);
    }
    expect((await call('GET', `/api/training-artifacts?processId=${processId}`)).json()).toEqual([]);
    expect((await call('GET', `/api/training-tier-documents/${processId}`)).json()).toEqual([]);

    const web = await call('POST', '/api/training-artifacts/link', {
      processId,
      processOutput: 'Bid',
      name: 'Guide',
      fileUrl: 'https://docs.google.com/document/d/1',
      linkType: 'external_url',
    });
    expect(web.statusCode, web.body).toBe(201);
  });
});
