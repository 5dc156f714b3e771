import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { validFixtures } from '../../../core/bpmn/fixtures';
import { artifacts } from '../../db/schema';
import { pngSize } from '../../lib/bpmn-render';
import { createRoleWithProcess } from '../../testing/factories';
import { createTestApp, type TestApp } from '../../testing/test-app';

// Issue 21: the viewer downloads a workflow map's diagram as .bpmn, .svg and .png.
describe('GET /api/artifacts/{id}/diagram.{bpmn,svg,png}', () => {
  let t: TestApp;
  let cookie: string;
  let processId: string;
  const get = (url: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url, headers: { cookie, ...headers } });
  const addMap = async (content: unknown, name = 'As-Is dispatch map', type = 'workflow_map') => {
    const res = await t.request(cookie, 'POST', '/api/artifacts', {
      processId,
      type,
      state: 'as_is',
      name,
      content,
    });
    expect(res.statusCode, res.body).toBe(201);
    return res.json() as { id: string; revision: number };
  };

  beforeAll(async () => {
    t = await createTestApp();
    cookie = await t.login();
    processId = (
      await createRoleWithProcess(t, cookie, { role: 'Dispatcher', process: 'Service Call Dispatch' })
    ).process.id;
  });
  afterAll(async () => t.close());

  it('gives back the stored XML as it is, as an attachment named for the process and map', async () => {
    const xml = validFixtures.signavio!;
    const { id } = await addMap({ bpmn: xml });
    const res = await get(`/api/artifacts/${id}/diagram.bpmn`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/xml; charset=utf-8');
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="Service Call Dispatch - As-Is dispatch map.bpmn"; filename*=UTF-8''${encodeURIComponent('Service Call Dispatch - As-Is dispatch map.bpmn')}`,
    );
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.body).toBe(xml);
  });

  it('draws the diagram as a self-contained SVG and as a PNG', async () => {
    const { id } = await addMap({ bpmn: validFixtures.collaboration });
    const svg = await get(`/api/artifacts/${id}/diagram.svg`);
    expect(svg.statusCode).toBe(200);
    expect(svg.headers['content-type']).toBe('image/svg+xml; charset=utf-8');
    expect(svg.headers['content-security-policy']).toContain('sandbox');
    expect(svg.headers['content-disposition']).toContain(
      'filename="Service Call Dispatch - As-Is dispatch map.svg"',
    );
    expect(svg.body).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg"/);
    expect(svg.body).toContain('<title>Service Call Dispatch: As-Is dispatch map</title>');

    const png = await get(`/api/artifacts/${id}/diagram.png`);
    expect(png.statusCode).toBe(200);
    expect(png.headers['content-type']).toBe('image/png');
    expect(png.headers['content-disposition']).toContain('.png"');
    const size = pngSize(png.rawPayload)!;
    expect(size.width).toBeGreaterThan(400);
    expect(size.height).toBeGreaterThan(100);
  });

  it('keeps names that look like markup or links as text in the SVG', async () => {
    const hostile = validFixtures.gateways!.replace(
      'name="Check site access"',
      'name="&lt;script&gt;alert(1)&lt;/script&gt;&lt;a href=&quot;https://evil.example&quot; onclick=&quot;x()&quot;&gt;"',
    );
    expect(hostile).not.toBe(validFixtures.gateways);
    const { id } = await addMap({ bpmn: hostile }, 'Map "with" <odd> name/part');
    const res = await get(`/api/artifacts/${id}/diagram.svg`);
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('&lt;script&gt;');
    expect(res.body).not.toMatch(/<script|<a\b|\son\w+=|<foreignObject|<image|xlink:href|href="http/i);
    expect(res.headers['content-disposition']).toContain(
      'filename="Service Call Dispatch - Map _with_ _odd_ name-part.svg"',
    );
  });

  it('answers 304 for the ETag the browser holds, until the map changes', async () => {
    const { id, revision } = await addMap({ bpmn: validFixtures.gateways });
    for (const format of ['bpmn', 'svg', 'png']) {
      const first = await get(`/api/artifacts/${id}/diagram.${format}`);
      const etag = String(first.headers.etag);
      expect(etag).toMatch(/^"[\w-]+"$/);
      const again = await get(`/api/artifacts/${id}/diagram.${format}`, { 'if-none-match': etag });
      expect(again.statusCode).toBe(304);
      expect(again.body).toBe('');
    }
    const before = String((await get(`/api/artifacts/${id}/diagram.png`)).headers.etag);
    const put = await t.request(cookie, 'PUT', `/api/artifacts/${id}`, {
      revision,
      content: { bpmn: validFixtures.collaboration },
    });
    expect(put.statusCode, put.body).toBe(200);
    const after = await get(`/api/artifacts/${id}/diagram.png`, { 'if-none-match': before });
    expect(after.statusCode).toBe(200);
    expect(after.headers.etag).not.toBe(before);
  });

  it('answers 404 for an unknown artifact or one without a diagram', async () => {
    const noDiagram = await addMap({ steps: 4 });
    const sipoc = await addMap({}, 'SIPOC', 'sipoc');
    const cases = [
      ['00000000-0000-4000-8000-000000000000', 'Artifact not found.'],
      ['not-a-uuid', 'Artifact not found.'],
      [noDiagram.id, 'This artifact has no BPMN diagram.'],
      [sipoc.id, 'This artifact has no BPMN diagram.'],
    ];
    for (const [id, message] of cases) {
      for (const format of ['bpmn', 'svg', 'png']) {
        const res = await get(`/api/artifacts/${id}/diagram.${format}`);
        expect(res.statusCode).toBe(404);
        expect(res.json()).toEqual({ message });
      }
    }
  });

  it('answers 422 with the reason when a stored diagram cannot be drawn', async () => {
    const { id } = await addMap({ bpmn: validFixtures.gateways });
    // A row written before diagrams were checked on the way in.
    await t.writeDirectly((db) =>
      db
        .update(artifacts)
        .set({ content: { bpmn: '<definitions>broken' } })
        .where(eq(artifacts.id, id)),
    );
    const res = await get(`/api/artifacts/${id}/diagram.png`);
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toMatch(/^The diagram cannot be drawn: The file is XML but not BPMN 2.0/);
    // The XML itself still downloads, as stored.
    expect((await get(`/api/artifacts/${id}/diagram.bpmn`)).body).toBe('<definitions>broken');
  });

  it('needs a session, like every API route', async () => {
    const { id } = await addMap({ bpmn: validFixtures.gateways });
    for (const format of ['bpmn', 'svg', 'png']) {
      const res = await t.app.inject({ method: 'GET', url: `/api/artifacts/${id}/diagram.${format}` });
      expect(res.statusCode).toBe(401);
    }
  });
});
