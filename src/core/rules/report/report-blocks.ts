import {
  artifactTypeModule,
  type CrossFunctional,
  isRecord,
  type JobDescription,
  readCrossFunctional,
  readJobDescription,
  readSystems,
  readWorkflowMap,
  SIPOC_COLUMNS,
  shownCount,
  sipocEntries,
  stepLine,
  text,
  titledPainPoints,
  type WorkflowMap,
} from '../../artifact-types';
import { inlineDiagramSvg } from '../../bpmn/inline-svg';
import { canonicalType } from '../artifact-shapes';
import { DEFAULT_FIELD_SERVICE_PRODUCT, isSignificant } from '../significance';
import { absoluteLink, humanise } from './report-labels';
import type {
  ContentBlock,
  ListItem,
  ReportArtifact,
  ReportSource,
  ReportSourceArtifact,
} from './report-types';

/* One artifact of the comparison as report blocks: each type's content through its module's reader. */

const UNRECOGNISED = 'Content structure not recognized.';
const SAFE_IMAGE = /^data:image\/(?:png|jpeg|gif|webp|svg\+xml);base64,[A-Za-z0-9+/=]+$/;

function jobDescriptionBlocks(jd: JobDescription, state: string, product: string): ContentBlock[] {
  const mark = (line: string): ListItem =>
    state === 'to_be' && isSignificant(line, jd.significanceMode, jd.significantLines, product)
      ? { text: line, significant: true }
      : { text: line };
  const blocks: ContentBlock[] = [];
  if (jd.positionSummary) blocks.push({ kind: 'text', label: 'Position Summary', text: jd.positionSummary });
  if (jd.detailedDescription) {
    blocks.push({ kind: 'text', label: 'Detailed Description', text: jd.detailedDescription });
  }
  const lists: [string, string[]][] = [
    ['Responsibilities', jd.responsibilities],
    ['Ongoing Activities', jd.ongoingActivities],
  ];
  for (const [label, items] of lists) {
    if (items.length) blocks.push({ kind: 'list', label, ordered: false, items: items.map(mark) });
  }
  if (jd.steps.length) {
    blocks.push({
      kind: 'list',
      label: 'Process Steps',
      ordered: true,
      items: jd.steps.map((s) => mark(stepLine(s))),
    });
  }
  if (jd.skills.length) {
    blocks.push({
      kind: 'list',
      label: 'Skills',
      ordered: false,
      items: jd.skills.map((t) => ({ text: t })),
    });
  }
  return blocks;
}

export { shownCount };

function workflowBlocks(w: WorkflowMap): ContentBlock[] {
  const blocks: ContentBlock[] = [];
  const facts: { label: string; value: string }[] = [];
  if (w.workflowType) facts.push({ label: 'Workflow Type', value: humanise(w.workflowType) });
  const steps = shownCount(w.steps);
  if (steps !== null) facts.push({ label: 'Steps', value: String(steps) });
  const decisions = shownCount(w.decisionPoints);
  if (decisions !== null) facts.push({ label: 'Decision Points', value: String(decisions) });
  if (w.averageTime) facts.push({ label: 'Average Time', value: w.averageTime });
  if (w.automationLevel) facts.push({ label: 'Automation Level', value: w.automationLevel });
  if (facts.length) blocks.push({ kind: 'facts', items: facts });
  if (w.description) blocks.push({ kind: 'text', label: null, text: w.description });
  if (w.subordinateProcesses.length) {
    blocks.push({
      kind: 'table',
      label: 'Subordinate Processes',
      columns: ['Role', 'Description', 'Key Responsibilities'],
      rows: w.subordinateProcesses.map((s) => [
        s.roleName ?? 'Unnamed role',
        s.description ?? '',
        s.keyResponsibilities.join('; '),
      ]),
    });
  }
  return blocks;
}

function sipocBlocks(content: unknown): ContentBlock[] {
  // Five labelled lists read better than a five-column table in a half-width card.
  return SIPOC_COLUMNS.flatMap(({ key, label }): ContentBlock[] => {
    const entries = sipocEntries(content, key);
    return entries.length
      ? [{ kind: 'list', label, ordered: false, items: entries.map((t) => ({ text: t })) }]
      : [];
  });
}

function crossFunctionalBlocks(cf: CrossFunctional): ContentBlock[] {
  const blocks: ContentBlock[] = [];
  cf.sections.forEach((s, i) => {
    const title = s.title ?? `Section ${i + 1}`;
    const items: ListItem[] = s.items.map((t) => ({ text: t }));
    for (const sub of s.subsections) {
      if (!sub.title && !sub.items.length) continue;
      const head = sub.title ?? '';
      const joined = sub.items.join('; ');
      items.push({ text: sub.items.length ? (head ? `${head}: ${joined}` : joined) : head });
    }
    if (items.length) blocks.push({ kind: 'list', label: title, ordered: false, items });
    else if (s.title) blocks.push({ kind: 'text', label: null, text: title });
  });
  if (cf.activities.length) {
    blocks.push({
      kind: 'table',
      label: 'Coordination Activities',
      columns: ['Activity', 'Description'],
      rows: cf.activities.map((a) => [a.activity ?? '', a.description ?? '']),
    });
  }
  return blocks;
}

function systemsBlocks(content: unknown): ContentBlock[] {
  const rows = readSystems(content).map((s) => [
    s.name ?? 'Unnamed system',
    s.purpose ?? '',
    s.keyFunctions.join('; '),
  ]);
  return rows.length
    ? [{ kind: 'table', label: null, columns: ['System', 'Purpose', 'Key Functions'], rows }]
    : [];
}

function painPointBlocks(content: unknown): ContentBlock[] {
  const items = titledPainPoints(content);
  return items.length
    ? [
        {
          kind: 'table',
          label: null,
          columns: ['Pain Point', 'Description', 'Impact'],
          rows: items.map((p) => [p.title, p.description ?? '', p.impact ?? '']),
        },
      ]
    : [];
}

function contentBlocks(row: string | null, content: unknown, state: string, product: string): ContentBlock[] {
  switch (row) {
    case 'job_description':
      return jobDescriptionBlocks(readJobDescription(content), state, product);
    case 'workflow_map':
      return workflowBlocks(readWorkflowMap(content));
    case 'sipoc':
      return sipocBlocks(content);
    case 'cross_functional':
      return crossFunctionalBlocks(readCrossFunctional(content));
    case 'systems':
      return systemsBlocks(content);
    case 'pain_points':
      return painPointBlocks(content);
    default:
      return [];
  }
}

export function reportArtifact(
  a: ReportSourceArtifact,
  state: 'as_is' | 'to_be',
  source: ReportSource,
  origin: string | null,
): ReportArtifact {
  const module = artifactTypeModule(a.type);
  const row = module?.key ?? null;
  const c = isRecord(a.content) ? a.content : null;
  const product = source.fieldServiceProduct?.trim() || DEFAULT_FIELD_SERVICE_PRODUCT;
  const blocks = c ? contentBlocks(row, c, state, product) : [];
  const link = absoluteLink(a.fileUrl, origin);
  if (row === 'workflow_map' && a.fileUrl) {
    const data = source.images?.[a.fileUrl];
    blocks.unshift({
      kind: 'image',
      name: a.name,
      src: data && SAFE_IMAGE.test(data) ? data : null,
      href: link,
    });
  }
  const diagram = row === 'workflow_map' && c ? readWorkflowMap(c).diagram : null;
  // The model first, then the uploaded picture (a map may have both).
  if (diagram) {
    const drawn = source.diagrams?.[a.id];
    blocks.unshift({
      kind: 'diagram',
      name: a.name,
      svg: drawn ? inlineDiagramSvg(drawn) : null,
      lines: diagram.summary.textAlternative,
    });
  }
  let note: string | null = null;
  if (blocks.length === 0) {
    const hasData = c ? Object.keys(c).length > 0 : a.content !== null && a.content !== undefined;
    note = hasData ? UNRECOGNISED : (module?.emptyText ?? UNRECOGNISED);
  }
  return {
    id: a.id,
    type: canonicalType(a.type),
    state,
    name: a.name,
    description: text(a.description),
    link,
    blocks,
    note,
    content: a.content ?? null,
  };
}
