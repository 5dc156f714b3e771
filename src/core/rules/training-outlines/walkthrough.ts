import { decisionBullet, diagramFlow } from './diagram';
import { MISSING } from './missing';
import {
  addressedPainPoints,
  artifactFor,
  coordination,
  facts,
  headlineMetrics,
  isAddressed,
  painPoints,
  plural,
  SIPOC_COLUMNS,
  sipocColumns,
  statusText,
  stepBullet,
  storedMapImage,
  workflow,
} from './source';
import type { DocumentOutline, OutlineSection, TrainingSource } from './types';

export const WALKTHROUGH_LABEL = 'Process Walkthrough';

/**
 * Tier 2 process walkthrough: the To-Be flow (summary and map), its SIPOC, the cross-functional
 * coordination and the pain points the To-Be resolves. A To-Be map with a BPMN diagram shows the
 * diagram's picture, its steps in flow order with their roles (lanes) and its decision points.
 */
export function buildWalkthroughOutline(source: TrainingSource): DocumentOutline {
  const builtFrom: string[] = [];
  const missing: string[] = [];
  const sections: OutlineSection[] = [];

  const overview: string[] = [];
  if (source.process.description.trim()) overview.push(source.process.description.trim());
  const flow = workflow(source, 'to_be');
  if (flow.description) overview.push(flow.description);
  const metrics = headlineMetrics(source);
  if (metrics) overview.push(metrics);
  overview.push(
    `Draft generated on ${source.generatedOn} from the process repository (version ${source.process.version}). Review and edit before use.`,
  );
  sections.push({ heading: 'Overview', paragraphs: overview });

  if (!flow.artifact) {
    missing.push(MISSING.toBeWorkflow);
    sections.push({ heading: 'Workflow map', paragraphs: [MISSING.toBeWorkflow] });
  } else {
    builtFrom.push('To-Be workflow map');
    // Counts from the process facts, so they match the steps the job aid and deck list.
    const read = facts(source);
    const decisions = read.decisionPoints;
    const counts = [
      read.steps.length > 0 ? plural(read.steps.length, 'step') : null,
      decisions !== null ? plural(decisions, 'decision point') : null,
      flow.automationLevel ? `automation ${flow.automationLevel}` : null,
    ].filter(Boolean);
    const section: OutlineSection = {
      heading: 'Workflow map',
      paragraphs: counts.length ? [`The To-Be flow: ${counts.join(', ')}.`] : [],
    };
    const diagram = diagramFlow(source, 'to_be');
    if (diagram) {
      // The model is the map: its picture, then its steps and decisions in words.
      builtFrom[builtFrom.length - 1] = diagram.builtFrom;
      section.image = diagram.image;
      sections.push(section);
      sections.push({
        heading: 'Steps in order',
        paragraphs: ['Each step of the To-Be flow from its start, with the role that does it.'],
        bullets: read.steps.map(stepBullet),
        ordered: true,
      });
      if (diagram.decisions.length) {
        sections.push({ heading: 'Decision points', bullets: diagram.decisions.map(decisionBullet) });
      }
    } else {
      const stored = storedMapImage(source);
      if (stored) {
        section.image = stored;
      } else {
        missing.push(MISSING.toBeWorkflowImage);
        section.paragraphs!.push(MISSING.toBeWorkflowImage);
      }
      sections.push(section);
    }
  }

  const sipoc = artifactFor(source, 'sipoc', 'to_be');
  if (sipoc) {
    builtFrom.push('To-Be SIPOC');
    const cols = sipocColumns(sipoc);
    const depth = Math.max(0, ...SIPOC_COLUMNS.map(({ key }) => cols[key].length));
    sections.push({
      heading: 'SIPOC',
      paragraphs: ['Who supplies what, what the process turns it into, and who receives it.'],
      table: {
        columns: SIPOC_COLUMNS.map(({ label }) => label),
        rows: Array.from({ length: depth }, (_, i) => SIPOC_COLUMNS.map(({ key }) => cols[key][i] ?? '')),
      },
    });
  } else {
    missing.push(MISSING.toBeSipoc);
    sections.push({ heading: 'SIPOC', paragraphs: [MISSING.toBeSipoc] });
  }

  const groups = coordination(artifactFor(source, 'cross_functional', 'to_be'));
  if (groups.length > 0) {
    builtFrom.push('To-Be cross-functional coordination');
    const bullets = groups.flatMap((g) =>
      g.items.map((item) => ({ text: g.heading && groups.length > 1 ? `${g.heading} – ${item}` : item })),
    );
    sections.push({ heading: 'Cross-functional coordination', bullets });
  } else {
    missing.push(MISSING.toBeCoordination);
    sections.push({ heading: 'Cross-functional coordination', paragraphs: [MISSING.toBeCoordination] });
  }

  const all = painPoints(source);
  const addressed = addressedPainPoints(source);
  if (all.length === 0) {
    missing.push(MISSING.painPoints);
    sections.push({ heading: 'Pain points the To-Be resolves', paragraphs: [MISSING.painPoints] });
  } else if (addressed.length === 0) {
    builtFrom.push(`Pain points (${all.length})`);
    missing.push(MISSING.painPointStatuses);
    sections.push({ heading: 'Pain points the To-Be resolves', paragraphs: [MISSING.painPointStatuses] });
  } else {
    builtFrom.push(`Pain points and their statuses (${addressed.length} of ${all.length} addressed)`);
    sections.push({
      heading: 'Pain points the To-Be resolves',
      table: {
        columns: ['Pain point', 'Today', 'In the To-Be', 'Status'],
        rows: addressed.map((p) => [p.title, p.today ?? '', p.toBe ?? '', statusText(p)]),
      },
    });
    const open = all.filter((p) => !isAddressed(p));
    if (open.length > 0) {
      sections.push({
        heading: 'Not resolved by this process',
        bullets: open.map((p) => ({ text: `${p.title} (${statusText(p)})` })),
      });
    }
  }

  // A map usually takes a landscape page of its own: the steps and the SIPOC come first, so the
  // first page is not left holding the overview alone.
  const mapAt = sections.findIndex((s) => s.heading === 'Workflow map' && s.image);
  const sipocAt = sections.findIndex((s) => s.heading === 'SIPOC');
  if (mapAt >= 0 && sipocAt > mapAt) sections.splice(sipocAt, 0, ...sections.splice(mapAt, 1));

  return {
    title: `${source.process.name} – ${WALKTHROUGH_LABEL}`,
    subtitle: `Tier 2 · Process-based learning · ${source.jobRoleName ?? 'No job role'}`,
    sections,
    builtFrom,
    missing,
  };
}
