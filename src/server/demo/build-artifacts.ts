import { ARTIFACT_TYPES, type ArtifactState, type ArtifactType } from '../../core/schemas/artifact';
import type { WorkflowMapContent } from '../../core/schemas/artifact-content';
import { demoDiagrams } from './bpmn/diagrams';
import type { DemoProcess, DemoStateArtifacts } from './types';

/*
 * Turns one demo process definition into its fourteen artifact rows (seven types, two states).
 * Pure: ids and file URLs come in through `links`, so the same code serves the seed and tests.
 */

export interface ArtifactLinks {
  processId(key: string): string;
  workflowUrl(key: string, state: ArtifactState): string;
}

export interface ArtifactRow {
  type: ArtifactType;
  state: ArtifactState;
  name: string;
  description: string;
  fileUrl: string | null;
  content: unknown;
}

const TYPE_LABEL: Record<ArtifactType, string> = {
  job_description: 'Job Description',
  workflow_map: 'Workflow Map',
  sipoc: 'SIPOC',
  role_sipoc: 'Role SIPOC',
  cross_functional: 'Cross-Functional Coordination',
  systems: 'Systems',
  pain_points: 'Pain Points',
};

const STATE_LABEL: Record<ArtifactState, string> = { as_is: 'As-Is', to_be: 'To-Be' };

export function workflowFileName(key: string, state: ArtifactState): string {
  return `${key}-${state === 'as_is' ? 'as-is' : 'to-be'}.svg`;
}

function describe(type: ArtifactType, state: ArtifactState, p: DemoProcess): string {
  const topic = p.shortName.toLowerCase();
  const role = p.jobRole;
  const asIs = state === 'as_is';
  switch (type) {
    case 'job_description':
      return asIs
        ? `Current responsibilities, activities and process steps of the ${role} in ${topic}.`
        : `Future responsibilities and process steps of the ${role} once ${topic} runs on the new platform.`;
    case 'workflow_map':
      if (p[asIs ? 'asIs' : 'toBe'].workflow.workflowType === 'supervisory_links') {
        return `Supervisory map linking the ${role}'s ${asIs ? 'current' : 'future'} oversight to the processes of the roles they lead.`;
      }
      return asIs
        ? `Map of today's ${topic} flow, including manual hand-offs and re-keying.`
        : `Future-state map of ${topic} with automated hand-offs.`;
    case 'sipoc':
      return `Suppliers, inputs, process, outputs and customers of ${topic} (${STATE_LABEL[state]}).`;
    case 'role_sipoc':
      return `The ${role}'s own SIPOC view of ${topic} (${STATE_LABEL[state]}).`;
    case 'cross_functional':
      return asIs
        ? `Who the ${role} coordinates with today, and over which hand-offs.`
        : `How coordination with other teams works in the future state.`;
    case 'systems':
      return asIs
        ? `Legacy systems, spreadsheets and paper used for ${topic} today.`
        : `Cloud ERP modules and mobile tools that support ${topic} in the future state.`;
    case 'pain_points':
      return asIs
        ? `Problems staff report with ${topic} today.`
        : 'How the future state addresses each current pain point; resolution is tracked here.';
  }
}

function workflowContent(p: DemoProcess, state: ArtifactState, links: ArtifactLinks): WorkflowMapContent {
  const wf = (state === 'as_is' ? p.asIs : p.toBe).workflow;
  const nodes = wf.diagram.nodes;
  const content: WorkflowMapContent = {
    workflowType: wf.workflowType,
    description: wf.description,
    steps: nodes.filter((n) => n.kind !== 'start' && n.kind !== 'end').length,
    decisionPoints: nodes.filter((n) => n.kind === 'decision').length,
    averageTime: wf.averageTime,
    automationLevel: wf.automationLevel,
  };
  // Issue 21: the processes with BPMN diagrams carry them beside their map image; the seed derives
  // their warnings and summary as the API does.
  const diagram = demoDiagrams[p.key];
  if (diagram) content.bpmn = state === 'as_is' ? diagram.asIs : diagram.toBe;
  if (wf.subordinates) {
    content.subordinateProcesses = wf.subordinates.map((s) => ({
      processId: links.processId(s.processKey),
      roleName: s.roleName,
      description: s.description,
      keyResponsibilities: s.keyResponsibilities,
      imageUrl: links.workflowUrl(s.processKey, state),
    }));
  }
  return content;
}

function contentFor(type: ArtifactType, state: ArtifactState, p: DemoProcess, links: ArtifactLinks): unknown {
  const side: DemoStateArtifacts = state === 'as_is' ? p.asIs : p.toBe;
  switch (type) {
    case 'job_description':
      return { role: p.jobRole, ...side.jobDescription };
    case 'workflow_map':
      return workflowContent(p, state, links);
    case 'sipoc':
      return side.sipoc;
    case 'role_sipoc':
      return side.roleSipoc;
    case 'cross_functional':
      return side.crossFunctional;
    case 'systems':
      return side.systems;
    case 'pain_points':
      // Both sides carry the same titles: statuses are tracked against the To-Be list.
      return {
        painPoints: p.painPoints.map((pp) =>
          state === 'as_is'
            ? { title: pp.title, description: pp.description, impact: pp.impact }
            : { title: pp.title, description: pp.toBe.description, impact: pp.toBe.impact },
        ),
      };
  }
}

/** All As-Is rows first, then To-Be, each in comparison-row order. */
export function buildProcessArtifacts(p: DemoProcess, links: ArtifactLinks): ArtifactRow[] {
  const rows: ArtifactRow[] = [];
  for (const state of ['as_is', 'to_be'] as const) {
    for (const type of ARTIFACT_TYPES) {
      rows.push({
        type,
        state,
        name: `${p.shortName} – ${STATE_LABEL[state]} ${TYPE_LABEL[type]}`,
        description: describe(type, state, p),
        fileUrl: type === 'workflow_map' ? links.workflowUrl(p.key, state) : null,
        content: contentFor(type, state, p, links),
      });
    }
  }
  return rows;
}
