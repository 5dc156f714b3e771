import { beforeAll, describe, expect, it } from 'vitest';
import { refusedFixtures, validFixtures } from '../../../core/bpmn/fixtures';
import { parseBpmn } from '../../../core/bpmn/parse';
import { semanticDigest } from '../../../core/bpmn/semantic-digest';
import { diagramTooLargeMessage, MAX_DIAGRAM_FILE_BYTES } from '../../../core/schemas/bpmn-upload';
import { plainZip } from '../../lib/file-format/testing/samples';
import { createRoleWithProcess } from '../../testing/factories';
import { SAMPLE_FILES } from '../../testing/multipart';
import { setUpTestApp } from '../../testing/set-up-test-app';

// Issue 21: a .bpmn (or BPMN .xml) sent to Upload Process Files becomes a workflow map's diagram.
describe('POST /api/files/bpmn', () => {
  const t = setUpTestApp();
  let processId: string;
  const send = (query: string, filename: string, data: Buffer | string) =>
    t.postForm(
      t.cookie,
      `/api/files/bpmn?processId=${processId}&${query}`,
      {},
      {
        filename,
        data: typeof data === 'string' ? Buffer.from(data) : data,
      },
    );
  const maps = async () =>
    ((await t.call('GET', `/api/artifacts?processId=${processId}`)).json() as { type: string }[]).filter(
      (a) => a.type === 'workflow_map',
    );
  const digest = async (xml: string) => {
    const parsed = await parseBpmn(xml);
    if (!parsed.ok) throw new Error(parsed.reason);
    return semanticDigest(parsed.definitions);
  };

  beforeAll(async () => {
    processId = (await createRoleWithProcess(t, t.cookie, { process: 'Dispatch' })).process.id;
  });

  it.each(Object.keys(validFixtures))(
    'makes a new workflow map of the %s diagram, kept as sent',
    async (name) => {
      const xml = validFixtures[name]!;
      const res = await send('state=to_be', `${name} export.bpmn`, xml);
      expect(res.statusCode, res.body).toBe(201);
      const { outcome, artifact } = res.json();
      expect(outcome).toBe('created');
      expect(artifact).toMatchObject({
        type: 'workflow_map',
        state: 'to_be',
        name: `${name} export`,
        description: `Imported from ${name} export.bpmn.`,
      });
      expect(artifact.content.bpmn).toBe(xml);
      expect(artifact.content.bpmnSummary.counts.steps).toBeGreaterThan(0);
      const stored = (await t.call('GET', `/api/artifacts/${artifact.id}`)).json();
      expect(await digest(stored.content.bpmn)).toEqual(await digest(xml));
    },
  );

  it('keeps vendor attributes and extension elements of Signavio and Camunda files', async () => {
    const stored = (await maps()).map((m) => (m as unknown as { content: { bpmn: string } }).content.bpmn);
    const signavio = stored.find((x) => x === validFixtures.signavio);
    const camunda = stored.find((x) => x === validFixtures.camunda);
    expect(signavio).toMatch(/signavio:signavioMetaData/);
    expect(camunda).toMatch(/camunda:/);
  });

  it('reads a .xml file that is BPMN 2.0, in UTF-16 too', async () => {
    const xml = validFixtures.gateways!.replace('id="', 'id="utf16-');
    const bytes = Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(xml, 'utf16le')]);
    const res = await send('state=as_is', 'Gateways.xml', bytes);
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().artifact.content.bpmn).toBe(xml);
  });

  it('refuses XML that is not BPMN 2.0 with the parser’s reason (400), storing nothing', async () => {
    const before = await maps();
    const xpdl = await send('state=as_is', 'process.xml', refusedFixtures.xpdl!);
    expect(xpdl.statusCode).toBe(400);
    expect(xpdl.json().message).toMatch(
      /could not be read: The file is XML but not BPMN 2\.0: it starts with <Package>/,
    );
    const truncated = await send('state=as_is', 'broken.bpmn', refusedFixtures.truncated!);
    expect(truncated.statusCode).toBe(400);
    expect(truncated.json().message).toMatch(/not well-formed XML at line \d+/);
    const text = await send('state=as_is', 'notes.bpmn', 'Just some notes, not a diagram.');
    expect(text.statusCode).toBe(400);
    expect(text.json().message).toMatch(/not XML/);
    const empty = await send('state=as_is', 'empty.bpmn', Buffer.alloc(0));
    expect(empty.statusCode).toBe(400);
    expect(await maps()).toEqual(before);
  });

  it('refuses binaries and archives named .bpmn (415), other types (415) and files over the limit (413)', async () => {
    const before = await maps();
    const exe = await send('state=as_is', 'model.bpmn', SAMPLE_FILES.exe);
    expect(exe.statusCode).toBe(415);
    expect(exe.json().message).toBe('This is a Windows program, not a BPMN 2.0 diagram.');
    const zip = await send('state=as_is', 'model.bpmn', await plainZip());
    expect(zip.statusCode).toBe(415);
    expect(zip.json().message).toBe('This is a zip archive, not a BPMN 2.0 diagram.');
    const png = await send('state=as_is', 'model.xml', SAMPLE_FILES.png);
    expect(png.statusCode).toBe(415);
    const pdf = await send('state=as_is', 'model.pdf', SAMPLE_FILES.pdf);
    expect(pdf.statusCode).toBe(415);
    expect(pdf.json().message).toMatch(/\.pdf are not accepted here\. Accepted: \.bpmn, \.xml/);
    const padded = (bytes: number) => {
      const xml = validFixtures.gateways!;
      return xml.replace('?>', `?><!--${'x'.repeat(bytes - xml.length - 7)}-->`);
    };
    const huge = await send('state=as_is', 'huge.bpmn', padded(MAX_DIAGRAM_FILE_BYTES + 1));
    expect(huge.statusCode).toBe(413);
    expect(huge.json().message).toBe('The file is larger than the 1 MB limit.');
    // Within the file limit, but not with what the server reads from it: the content limit, as 413.
    const nearly = await send('state=as_is', 'nearly.bpmn', padded(MAX_DIAGRAM_FILE_BYTES - 100));
    expect(nearly.statusCode).toBe(413);
    expect(nearly.json().message).toBe(diagramTooLargeMessage());
    expect(await maps()).toEqual(before);
  });

  it('replaces the diagram of a chosen map, keeping its other fields; the same file again changes nothing', async () => {
    const created = await t.call('POST', '/api/artifacts', {
      processId,
      type: 'workflow_map',
      state: 'as_is',
      name: 'Dispatch map',
      content: { workflowType: 'swimlane', averageTime: '45 minutes', bpmn: validFixtures.collaboration },
    });
    expect(created.statusCode, created.body).toBe(201);
    const map = created.json();
    const res = await send(`state=as_is&artifactId=${map.id}`, 'signavio.bpmn', validFixtures.signavio!);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().outcome).toBe('replaced');
    const replaced = res.json().artifact;
    expect(replaced).toMatchObject({ id: map.id, name: 'Dispatch map', revision: map.revision + 1 });
    expect(replaced.content).toMatchObject({
      workflowType: 'swimlane',
      averageTime: '45 minutes',
      bpmn: validFixtures.signavio,
    });

    const again = await send(`state=as_is&artifactId=${map.id}`, 'signavio.bpmn', validFixtures.signavio!);
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json()).toMatchObject({ outcome: 'unchanged', artifact: { revision: replaced.revision } });

    // A refused replacement leaves the stored map as it was.
    const refused = await send(`state=as_is&artifactId=${map.id}`, 'bad.bpmn', refusedFixtures.notXml!);
    expect(refused.statusCode).toBe(400);
    expect((await t.call('GET', `/api/artifacts/${map.id}`)).json()).toMatchObject({
      revision: replaced.revision,
      content: { bpmn: validFixtures.signavio },
    });
  });

  it('adds no second map for a diagram a map on that side already holds (409)', async () => {
    const first = await send('state=as_is', 'Bizagi.bpmn', validFixtures.bizagi!);
    expect(first.statusCode, first.body).toBe(201);
    const before = await maps();
    const second = await send('state=as_is', 'Bizagi copy.bpmn', validFixtures.bizagi!);
    expect(second.statusCode).toBe(409);
    expect(second.json().message).toBe(
      'The As-Is workflow map “Bizagi” already holds this diagram; nothing was added.',
    );
    expect(await maps()).toEqual(before);
  });

  it('answers 404 for an unknown process or map and 400 for a map on the other side or another type', async () => {
    const missing = await t.postForm(
      t.cookie,
      '/api/files/bpmn?processId=00000000-0000-4000-8000-000000000000&state=as_is',
      {},
      { filename: 'a.bpmn', data: Buffer.from(validFixtures.aris!) },
    );
    expect(missing.statusCode).toBe(404);
    const unknownMap = await send(
      'state=as_is&artifactId=00000000-0000-4000-8000-000000000000',
      'a.bpmn',
      validFixtures.aris!,
    );
    expect(unknownMap.statusCode).toBe(404);
    const toBe = (await maps()).find(
      (m) => (m as unknown as { state: string }).state === 'to_be',
    ) as unknown as {
      id: string;
    };
    const wrongSide = await send(`state=as_is&artifactId=${toBe.id}`, 'a.bpmn', validFixtures.aris!);
    expect(wrongSide.statusCode).toBe(400);
    expect(wrongSide.json().message).toBe('That artifact is not the As-Is workflow map of this process.');
    const badState = await send('state=later', 'a.bpmn', validFixtures.aris!);
    expect(badState.statusCode).toBe(400);
  });
});
