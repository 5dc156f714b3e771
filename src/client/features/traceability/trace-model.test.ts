import { outputElementId, painPointElementId } from '@core/rules/traceability';
import type { ChangeImpact } from '@core/schemas/change-impact';
import type { PainPointLink } from '@core/schemas/traceability';
import type { TierDocument, TrainingArtifact } from '@core/schemas/training';
import { describe, expect, it } from 'vitest';
import { buildTraceModel, type TraceSources } from './trace-model';

// Pain point ids (issue 19): links follow them.
const QUOTES = { id: 'aaaaaaaa-0000-4000-8000-000000000001', title: 'Quotes retyped' };
const APPROVAL = { id: 'aaaaaaaa-0000-4000-8000-000000000002', title: 'No approval view' };
const GONE = { id: 'aaaaaaaa-0000-4000-8000-000000000003', title: 'Gone pain point' };

const ARTIFACTS = [
  {
    type: 'workflow_sipoc',
    state: 'as_is',
    content: {
      outputs: ['Quote', 'Contract'],
      outputsFullNames: ['Signed customer quote', 'Service contract'],
    },
  },
  {
    type: 'pain_points',
    state: 'to_be',
    content: { painPoints: [QUOTES, APPROVAL] },
  },
];

const IMPACTS: ChangeImpact[] = [
  {
    id: 'ci-1',
    processId: 'p',
    processOutput: 'Signed customer quote',
    changeType: 'MODIFIED',
    changeDescription: ['SYSTEMS'],
    impactAssessment: 'HIGH',
    updatedAt: '2026-01-01T00:00:00.000Z',
  },
];

const TRAINING: TrainingArtifact[] = [
  {
    id: 'ta-1',
    processId: 'p',
    processOutput: 'Signed customer quote',
    name: 'Quote walkthrough',
    description: null,
    fileType: 'document',
    fileUrl: 'https://www.youtube.com/watch?v=x',
    linkType: 'external_url',
    createdAt: '2026-01-01T00:00:00.000Z',
  },
];

const TIER_DOCS: TierDocument[] = [
  {
    id: 'td-1',
    processId: 'p',
    tier: 'tier_2',
    name: 'Quoting guide',
    description: null,
    fileType: 'guide',
    fileUrl: 'https://example.com/guide',
    generatedAt: null,
    createdAt: '2026-01-01T00:00:00.000Z',
  },
];

function link(
  id: string,
  painPoint: { id: string; title: string },
  kind: PainPointLink['kind'],
  target: string,
): PainPointLink {
  return {
    id,
    processId: 'p',
    painPointId: painPoint.id,
    painPointTitle: painPoint.title,
    kind,
    target,
    createdAt: '2026-01-02T00:00:00.000Z',
  };
}

const LINKS = [
  link('l1', QUOTES, 'output', 'signed customer quote'),
  link('l2', QUOTES, 'training_artifact', 'ta-1'),
  link('l3', { ...QUOTES, title: 'quotes RETYPED' }, 'tier_document', 'td-1'),
  link('l4', APPROVAL, 'output', 'Signed customer quote'),
  link('l5', GONE, 'output', 'Service contract'),
  link('l6', APPROVAL, 'tier_document', 'td-deleted'),
];

function sources(overrides: Partial<TraceSources> = {}): TraceSources {
  return {
    links: LINKS,
    artifacts: ARTIFACTS,
    changeImpacts: IMPACTS,
    trainingArtifacts: TRAINING,
    tierDocuments: TIER_DOCS,
    ...overrides,
  };
}

describe('buildTraceModel', () => {
  it('offers the matrix outputs, the training artifacts and the tier documents, each with its context', () => {
    const m = buildTraceModel(sources());
    expect(m.options.output.map((o) => [o.label, o.detail, o.tab])).toEqual([
      ['Signed customer quote', 'MODIFIED · HIGH impact', 'comparison'],
      ['Service contract', 'Not assessed', 'comparison'],
    ]);
    expect(m.options.output[0]!.elementId).toBe(outputElementId('Signed customer quote'));
    expect(m.options.training_artifact).toMatchObject([
      {
        label: 'Quote walkthrough',
        detail: 'Output: Signed customer quote',
        artifactKind: 'video',
        elementId: 'training-artifact-ta-1',
        tab: 'comparison',
      },
    ]);
    expect(m.options.tier_document).toMatchObject([
      {
        label: 'Quoting guide',
        detail: 'Tier 2 - Process-Based Learning',
        tierShort: 'Tier 2',
        elementId: 'tier-document-td-1',
        tab: 'materials',
      },
    ]);
  });

  it('shows what addresses a pain point, leaving out links to things that are gone', () => {
    const m = buildTraceModel(sources());
    expect(m.ready).toBe(true);
    expect(m.links.map((l) => l.id)).toEqual(['l1', 'l2', 'l3', 'l4']);
    expect(m.targetsOf(QUOTES).map((t) => [t.link.id, t.label])).toEqual([
      ['l1', 'Signed customer quote'],
      ['l2', 'Quote walkthrough'],
      ['l3', 'Quoting guide'],
    ]);
    expect(m.targetsOf(APPROVAL).map((t) => t.label)).toEqual(['Signed customer quote']);
  });

  it('follows the pain point id: a renamed pain point keeps its links, a new one of a removed title has none', () => {
    const renamed = buildTraceModel(
      sources({
        artifacts: [
          ARTIFACTS[0]!,
          { ...ARTIFACTS[1]!, content: { painPoints: [{ ...QUOTES, title: 'Quotes typed twice' }] } },
        ],
      }),
    );
    expect(renamed.targetsOf({ ...QUOTES, title: 'Quotes typed twice' }).map((t) => t.link.id)).toEqual([
      'l1',
      'l2',
      'l3',
    ]);
    expect(renamed.addressing('training_artifact', 'ta-1').map((p) => p.title)).toEqual([
      'Quotes typed twice',
    ]);

    const readded = { id: 'bbbbbbbb-0000-4000-8000-000000000009', title: 'Quotes retyped' };
    const fresh = buildTraceModel(
      sources({ artifacts: [ARTIFACTS[0]!, { ...ARTIFACTS[1]!, content: { painPoints: [readded] } }] }),
    );
    expect(fresh.targetsOf(readded)).toEqual([]);
    expect(fresh.links).toEqual([]);
  });

  it('names the pain points a target addresses as the tracker spells them, with their element ids', () => {
    const m = buildTraceModel(sources());
    expect(m.addressing('output', 'SIGNED customer quote')).toEqual([
      { ...QUOTES, elementId: painPointElementId('Quotes retyped') },
      { ...APPROVAL, elementId: painPointElementId('No approval view') },
    ]);
    expect(m.addressing('tier_document', 'td-1').map((p) => p.title)).toEqual(['Quotes retyped']);
    expect(m.addressing('output', 'Service contract')).toEqual([]);
  });

  it('keeps links while their lists load, with a stand-in label, and is not ready before the links', () => {
    const loading = buildTraceModel(
      sources({ trainingArtifacts: undefined, tierDocuments: undefined, changeImpacts: undefined }),
    );
    expect(loading.targetsOf(QUOTES).map((t) => [t.label, t.tab])).toEqual([
      ['signed customer quote', 'comparison'],
      ['Training artifact', 'comparison'],
      ['Tier document', 'materials'],
    ]);
    expect(buildTraceModel(sources({ links: undefined })).ready).toBe(false);
  });
});
