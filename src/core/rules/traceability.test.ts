import { describe, expect, it } from 'vitest';
import {
  findLink,
  linksByPainPoint,
  linksByTarget,
  linksOfPainPoint,
  liveLinks,
  matchesQuery,
  outputElementId,
  painPointElementId,
  painPointsAddressing,
  slugify,
  type TraceLink,
  targetElementId,
  targetKey,
  tierDocumentElementId,
  trainingArtifactElementId,
} from './traceability';

const ID_A = '7d0f1c2e-3a4b-4c5d-8e9f-0a1b2c3d4e5f';
const ID_B = '11111111-2222-4333-8444-555555555555';

// Pain point ids (issue 19): links follow them, whatever title they were stored with.
const PP_DOUBLE = 'aaaaaaaa-0000-4000-8000-000000000001';
const PP_VISIBILITY = 'aaaaaaaa-0000-4000-8000-000000000002';
const PP_REMOVED = 'aaaaaaaa-0000-4000-8000-000000000003';
const DOUBLE = { id: PP_DOUBLE, title: 'Double entry' };
const VISIBILITY = { id: PP_VISIBILITY, title: 'No visibility' };

const LINKS: TraceLink[] = [
  { painPointId: PP_DOUBLE, painPointTitle: 'Double entry', kind: 'output', target: 'Work order' },
  { painPointId: PP_DOUBLE, painPointTitle: 'Double entry', kind: 'training_artifact', target: ID_A },
  { painPointId: PP_VISIBILITY, painPointTitle: 'No visibility', kind: 'output', target: 'work  ORDER ' },
  { painPointId: PP_VISIBILITY, painPointTitle: 'No visibility', kind: 'tier_document', target: ID_B },
  { painPointId: PP_REMOVED, painPointTitle: 'Removed pain point', kind: 'output', target: 'Work order' },
  { painPointId: PP_DOUBLE, painPointTitle: 'Double entry', kind: 'output', target: 'Removed output' },
];

describe('slugs and element ids', () => {
  it('turns names into lower-case ASCII words', () => {
    expect(slugify('  Signed Customer Quote / Contract ')).toBe('signed-customer-quote-contract');
    expect(slugify('Café résumé')).toBe('cafe-resume');
    expect(slugify('<img src=x onerror=alert(1)>')).toBe('img-src-x-onerror-alert-1');
    expect(slugify('日本語')).toBe('');
    expect(slugify('x'.repeat(80))).toHaveLength(48);
  });

  it('gives every spelling of a name the same id and different names different ids', () => {
    expect(outputElementId('Work order')).toBe(outputElementId('  work   ORDER'));
    expect(outputElementId('Work order')).toMatch(/^output-work-order-[0-9a-z]{7}$/);
    // Same slug, different names: the hash keeps them apart.
    expect(outputElementId('Work order')).not.toBe(outputElementId('Work-order'));
    expect(painPointElementId('Double entry')).toMatch(/^pain-point-double-entry-/);
    expect(painPointElementId('日本語')).toMatch(/^pain-point-[0-9a-z]{7}$/);
    expect(trainingArtifactElementId(ID_A)).toBe(`training-artifact-${ID_A}`);
    expect(tierDocumentElementId(ID_B)).toBe(`tier-document-${ID_B}`);
    expect(targetElementId('output', 'Work order')).toBe(outputElementId('Work order'));
    expect(targetElementId('training_artifact', ID_A)).toBe(trainingArtifactElementId(ID_A));
    expect(targetElementId('tier_document', ID_B)).toBe(tierDocumentElementId(ID_B));
  });

  it('produces ids that are valid HTML ids (no spaces, start with a letter)', () => {
    for (const id of [painPointElementId(' "quoted" & <b>'), outputElementId('a b\tc')]) {
      expect(id).toMatch(/^[a-z][a-z0-9-]*$/);
    }
  });
});

describe('liveLinks', () => {
  const catalogue = {
    painPoints: [DOUBLE, VISIBILITY],
    outputs: ['Work order', 'Technician schedule'],
    trainingArtifactIds: [ID_A],
    tierDocumentIds: [ID_B],
  };

  it('drops links whose pain point or target no longer exists', () => {
    expect(liveLinks(LINKS, catalogue)).toEqual(LINKS.slice(0, 4));
  });

  it('follows the pain point id: a renamed pain point keeps its links, a new one of an old title has none', () => {
    const renamed = { ...catalogue, painPoints: [{ id: PP_DOUBLE, title: 'Typing it twice' }] };
    expect(liveLinks(LINKS, renamed)).toEqual(LINKS.slice(0, 2));
    const readded = {
      ...catalogue,
      painPoints: [{ id: 'bbbbbbbb-0000-4000-8000-000000000009', title: 'Double entry' }],
    };
    expect(liveLinks(LINKS, readded)).toEqual([]);
    // A link kept from before ids whose title matched nothing never attaches by title.
    const orphan: TraceLink = {
      painPointId: null,
      painPointTitle: 'Double entry',
      kind: 'output',
      target: 'Work order',
    };
    expect(liveLinks([orphan], catalogue)).toEqual([]);
  });

  it('matches by title only when neither side has an id (data from before ids)', () => {
    const old: TraceLink[] = [{ painPointTitle: ' double  ENTRY', kind: 'output', target: 'Work order' }];
    expect(liveLinks(old, { ...catalogue, painPoints: [{ title: 'Double entry' }] })).toEqual(old);
    expect(liveLinks(old, catalogue)).toEqual([]);
  });

  it('drops training links once their item is deleted', () => {
    const live = liveLinks(LINKS, { ...catalogue, trainingArtifactIds: [], tierDocumentIds: [] });
    expect(live.map((l) => l.kind)).toEqual(['output', 'output']);
  });

  it('keeps the links of a kind that is not known yet', () => {
    const live = liveLinks(LINKS, {
      painPoints: null,
      outputs: null,
      trainingArtifactIds: null,
      tierDocumentIds: null,
    });
    expect(live).toEqual(LINKS);
  });

  it('keeps one of two links that only differ in spelling', () => {
    const twins: TraceLink[] = [
      { painPointId: PP_DOUBLE, painPointTitle: 'Double entry', kind: 'output', target: 'Work order' },
      { painPointId: PP_DOUBLE, painPointTitle: ' double ENTRY', kind: 'output', target: 'work order' },
    ];
    expect(liveLinks(twins, catalogue)).toEqual([twins[0]]);
  });
});

describe('grouping', () => {
  it('groups by pain point and by target, ignoring spelling', () => {
    const byPainPoint = linksByPainPoint(LINKS);
    expect([...byPainPoint.keys()]).toEqual([`id:${PP_DOUBLE}`, `id:${PP_VISIBILITY}`, `id:${PP_REMOVED}`]);
    expect(byPainPoint.get(`id:${PP_DOUBLE}`)).toHaveLength(3);
    const byTarget = linksByTarget(LINKS);
    expect(byTarget.get(targetKey('output', 'Work Order'))?.map((l) => l.painPointTitle)).toEqual([
      'Double entry',
      'No visibility',
      'Removed pain point',
    ]);
    expect(linksOfPainPoint(LINKS, { id: PP_VISIBILITY, title: 'Renamed' })).toEqual([LINKS[2], LINKS[3]]);
  });

  it('names the pain points a target addresses, each once', () => {
    const links: TraceLink[] = [
      ...LINKS,
      { painPointId: PP_DOUBLE, painPointTitle: 'double entry', kind: 'output', target: 'WORK ORDER' },
    ];
    expect(painPointsAddressing(links, 'output', 'Work order')).toEqual([
      'Double entry',
      'No visibility',
      'Removed pain point',
    ]);
    expect(painPointsAddressing(links, 'training_artifact', ID_A)).toEqual(['Double entry']);
    expect(painPointsAddressing(links, 'tier_document', ID_A)).toEqual([]);
  });

  it('finds the stored link of a pair', () => {
    expect(findLink(LINKS, DOUBLE, 'output', ' work order')).toBe(LINKS[0]);
    expect(findLink(LINKS, { id: PP_DOUBLE, title: 'Renamed' }, 'output', 'Work order')).toBe(LINKS[0]);
    expect(findLink(LINKS, DOUBLE, 'tier_document', ID_B)).toBeUndefined();
    expect(findLink(LINKS, { title: 'Double entry' }, 'output', 'Work order')).toBeUndefined();
  });
});

describe('matchesQuery', () => {
  it('needs every word somewhere, ignoring case', () => {
    expect(matchesQuery('', 'anything')).toBe(true);
    expect(matchesQuery('work ord', 'Work order')).toBe(true);
    expect(matchesQuery('tier 2 walk', 'Dispatch walkthrough', 'Tier 2 - Process-Based Learning')).toBe(true);
    expect(matchesQuery('invoice', 'Work order', null)).toBe(false);
  });
});
