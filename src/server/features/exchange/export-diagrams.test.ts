import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { ExportManifestSchema } from '../../../core/schemas/export';
import { artifacts } from '../../db/schema';
import { seedDemoData } from '../../demo/seed';
import { pngSize } from '../../lib/bpmn-render';
import { setUpTestApp } from '../../testing/set-up-test-app';
import { unzip } from '../../testing/zip';

// Issue 21: Export All carries every workflow map's diagram as .bpmn, .svg and .png files.
describe('Export All diagram files', () => {
  const t = setUpTestApp();
  const exportAll = async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/export/all.zip',
      headers: { cookie: t.cookie },
    });
    expect(res.statusCode).toBe(200);
    return unzip(res.rawPayload);
  };

  beforeAll(async () => {
    await t.writeDirectly((db) => db.transaction((tx) => seedDemoData(tx)));
  });

  it('writes each diagram under diagrams/<artifact id>/ as stored XML, SVG and PNG, listed in the manifest', async () => {
    const entries = await exportAll();
    const manifest = ExportManifestSchema.parse(JSON.parse(entries.get('manifest.json')!.toString('utf8')));
    const maps = JSON.parse(entries.get('data/artifacts.json')!.toString('utf8')).filter(
      (a: { type: string; content: { bpmn?: string } | null }) =>
        a.type === 'workflow_map' && a.content?.bpmn,
    );
    expect(maps.length).toBeGreaterThanOrEqual(8);
    expect(manifest.diagrams!.map((d) => d.artifactId).sort()).toEqual(
      maps.map((m: { id: string }) => m.id).sort(),
    );
    const processes = JSON.parse(entries.get('data/processes.json')!.toString('utf8'));
    for (const map of maps) {
      const listed = manifest.diagrams!.find((d) => d.artifactId === map.id)!;
      const processName = processes.find((p: { id: string }) => p.id === map.processId).name;
      expect(listed).toEqual({
        artifactId: map.id,
        processId: map.processId,
        state: map.state,
        name: map.name,
        files: {
          bpmn: `diagrams/${map.id}/${processName} - ${map.name}.bpmn`,
          svg: `diagrams/${map.id}/${processName} - ${map.name}.svg`,
          png: `diagrams/${map.id}/${processName} - ${map.name}.png`,
        },
      });
      expect(entries.get(listed.files.bpmn!)!.toString('utf8')).toBe(map.content.bpmn);
      expect(entries.get(listed.files.svg!)!.toString('utf8')).toMatch(
        /^<svg xmlns="http:\/\/www.w3.org\/2000\/svg"/,
      );
      expect(pngSize(entries.get(listed.files.png!)!)!.width).toBeGreaterThan(400);
    }
  });

  it('writes the XML of a diagram that cannot be drawn and says why the pictures are missing', async () => {
    const [map] = await t.database.db
      .select()
      .from(artifacts)
      .where(eq(artifacts.type, 'workflow_map'))
      .limit(1);
    await t.writeDirectly((db) =>
      db
        .update(artifacts)
        .set({ content: { bpmn: '<definitions>not closed' } })
        .where(eq(artifacts.id, map!.id)),
    );
    const entries = await exportAll();
    const manifest = ExportManifestSchema.parse(JSON.parse(entries.get('manifest.json')!.toString('utf8')));
    const listed = manifest.diagrams!.find((d) => d.artifactId === map!.id)!;
    expect(Object.keys(listed.files)).toEqual(['bpmn']);
    expect(entries.get(listed.files.bpmn!)!.toString('utf8')).toBe('<definitions>not closed');
    expect(listed.note).toMatch(/^Not drawn: The file is XML but not BPMN 2.0/);
  });
});
