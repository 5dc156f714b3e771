import { deriveDiagram } from '@core/bpmn/derive';
import { refusedFixtures, validFixtures, warningFixture } from '@core/bpmn/fixtures';
import { diagramTooLargeMessage, MAX_DIAGRAM_FILE_BYTES } from '@core/schemas/bpmn-upload';
import { describe, expect, it } from 'vitest';
import { blankDiagramXml } from './blank-diagram';
import { readDiagramFile } from './diagram-file';

const file = (name: string, data: string | Uint8Array<ArrayBuffer>) => new File([data], name);

describe('a diagram file read in the browser', () => {
  it('reads a BPMN 2.0 file with its counts and warnings, in UTF-8 or UTF-16', async () => {
    const read = await readDiagramFile(file('Dispatch.bpmn', validFixtures.signavio!));
    expect(read).toMatchObject({ ok: true, xml: validFixtures.signavio, facts: { warnings: [] } });
    const derived = await deriveDiagram(validFixtures.signavio!);
    if (!read.ok || !derived.ok) throw new Error('not read');
    expect(read.facts).toMatchObject(derived.bpmnSummary.counts);

    const utf16 = new Uint8Array([0xff, 0xfe, ...Buffer.from(validFixtures.gateways!, 'utf16le')]);
    expect(await readDiagramFile(file('Gateways.XML', utf16))).toMatchObject({
      ok: true,
      xml: validFixtures.gateways,
    });
    const warned = await readDiagramFile(file('odd.bpmn', warningFixture));
    expect(warned.ok && warned.facts.warnings).toHaveLength(2);
  });

  it('says why a file is refused, before anything is sent', async () => {
    expect(await readDiagramFile(file('map.png', 'x'))).toEqual({
      ok: false,
      message: 'Choose a BPMN 2.0 file (.bpmn or .xml), as exported by your modelling tool.',
    });
    expect(await readDiagramFile(file('empty.bpmn', ''))).toEqual({
      ok: false,
      message: 'empty.bpmn is empty.',
    });
    expect(
      await readDiagramFile(file('zip.bpmn', new Uint8Array([0x50, 0x4b, 3, 4, 0, 0, 0xff, 0]))),
    ).toEqual({
      ok: false,
      message: 'zip.bpmn is not a text file, so it cannot be a BPMN 2.0 diagram.',
    });
    const big = file('big.bpmn', new Uint8Array(MAX_DIAGRAM_FILE_BYTES + 1));
    expect(await readDiagramFile(big)).toEqual({ ok: false, message: diagramTooLargeMessage(big.size) });
    const xpdl = await readDiagramFile(file('process.xml', refusedFixtures.xpdl!));
    expect(xpdl.ok ? '' : xpdl.message).toMatch(
      /^This is not a BPMN 2\.0 diagram: The file is XML but not BPMN 2\.0/,
    );
  });

  it('starts a drawing from one pool with one lane and a start event', async () => {
    const xml = blankDiagramXml('Dispatch <To-Be> & "more"');
    expect(xml).toContain('name="Dispatch &lt;To-Be&gt; &amp; &quot;more&quot;"');
    const derived = await deriveDiagram(xml);
    expect(derived.ok && derived.bpmnSummary.counts).toEqual({ steps: 0, decisionPoints: 0, roles: 1 });
    expect(derived.ok && derived.bpmnWarnings).toEqual([]);
    expect(blankDiagramXml('  ')).toContain('name="Process"');
  });
});
