import { describe, expect, it } from 'vitest';
import { refusedFixtures, validFixtures, warningFixture } from './fixtures';
import { MAX_BPMN_BYTES, parseBpmn, serializeBpmn } from './parse';
import { semanticDigest } from './semantic-digest';

async function parsed(xml: string) {
  const result = await parseBpmn(xml);
  if (!result.ok) throw new Error(result.reason);
  return result;
}

describe('parseBpmn', () => {
  it.each(Object.keys(validFixtures))('reads %s without warnings', async (name) => {
    const result = await parsed(validFixtures[name]!);
    expect(result.warnings).toEqual([]);
    expect(result.definitions.$type).toBe('bpmn:Definitions');
  });

  it('refuses empty and whitespace-only text', async () => {
    for (const xml of ['', '   \n\t ']) {
      expect(await parseBpmn(xml)).toEqual({ ok: false, reason: 'The file is empty.' });
    }
  });

  it('refuses text that is not XML', async () => {
    const result = await parseBpmn(refusedFixtures.notXml!);
    expect(result).toMatchObject({ ok: false, reason: expect.stringContaining('not XML') });
  });

  it('refuses XML in another format, naming what it found', async () => {
    const result = await parseBpmn(refusedFixtures.xpdl!);
    expect(result.ok).toBe(false);
    if (!result.ok) {
      expect(result.reason).toContain('<Package>');
      expect(result.reason).toContain('http://www.wfmc.org/2009/XPDL2.2');
      expect(result.reason).toContain('not BPMN 2.0');
    }
  });

  it('refuses a pre-2.0 BPMN namespace', async () => {
    const result = await parseBpmn(refusedFixtures.draftNamespace!);
    expect(result).toMatchObject({
      ok: false,
      reason: expect.stringContaining('http://schema.omg.org/spec/BPMN/2.0'),
    });
  });

  it('refuses a truncated file with the position the parser stopped at', async () => {
    const result = await parseBpmn(refusedFixtures.truncated!);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.reason).toMatch(/not well-formed XML at line \d+, column \d+: .*truncated/);
  });

  it('refuses a file over the size limit before parsing it', async () => {
    const huge = `${validFixtures.gateways!}<!--${'x'.repeat(MAX_BPMN_BYTES)}-->`;
    const result = await parseBpmn(huge);
    expect(result).toMatchObject({ ok: false, reason: expect.stringMatching(/at most 5 MiB/) });
  });

  it('keeps import warnings as readable sentences', async () => {
    const result = await parsed(warningFixture);
    expect(result.warnings).toHaveLength(2);
    expect(result.warnings.join('\n')).toMatch(
      /Skipped <bpmn:magicTask[^>]*> at line \d+, column \d+: unknown type <bpmn:MagicTask>/,
    );
    expect(result.warnings.join('\n')).toContain("A reference to 'missing' points to no element");
  });

  it('refuses a bare BPMN root without the BPMN namespace', async () => {
    const result = await parseBpmn('<definitions id="x"/>');
    expect(result).toMatchObject({ ok: false, reason: expect.stringContaining('without a namespace') });
  });
});

describe('serializeBpmn', () => {
  it.each(Object.keys(validFixtures))(
    'round-trips %s keeping vendor data, documentation and DI',
    async (name) => {
      const first = await parsed(validFixtures[name]!);
      const xml = await serializeBpmn(first.definitions);
      const second = await parsed(xml);
      expect(second.warnings).toEqual([]);
      expect(semanticDigest(second.definitions)).toEqual(semanticDigest(first.definitions));
      // A second save changes nothing more.
      expect(await serializeBpmn(second.definitions)).toBe(xml);
    },
  );

  it('writes the vendor attributes and extension elements each tool put there', async () => {
    const expectations: Record<string, string[]> = {
      signavio: [
        'signavio:signavioMetaData metaKey="bgcolor"',
        'exporter="Signavio Process Editor',
        'BPMNLabelStyle',
      ],
      // Camunda's expression syntax, not template placeholders.
      camunda: [
        `camunda:assignee="${'$'}{coordinator}"`,
        `<camunda:inputParameter name="budgetLimit">${'$'}{5000}`,
        'modeler:executionPlatform',
      ],
      bizagi: ['<bizagi:BizagiProperty name="bgColor"', 'exporter="Bizagi Modeler"'],
      aris: ['arisbpmn:guid=', '<arisbpmn:attribute typeName="AT_DESC"', 'arisbpmn:occGuid="occ-T_Review"'],
      visio: ['visio:shapeSheetId="Sheet.5"', '<visio:property name="Owner"'],
      collaboration: [
        '<bpmn:documentation>Record the caller',
        "manager's approval &amp; a site photo",
        'isExpanded="true"',
      ],
    };
    for (const [name, snippets] of Object.entries(expectations)) {
      const xml = await serializeBpmn((await parsed(validFixtures[name]!)).definitions);
      for (const snippet of snippets) expect(xml, `${name}: ${snippet}`).toContain(snippet);
    }
  });
});
