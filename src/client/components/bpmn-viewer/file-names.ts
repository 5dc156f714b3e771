import { slugify } from '@core/rules/traceability';

/*
 * The viewer's downloads are named after the process or artifact: "Service Call Dispatch – To-Be
 * Workflow Map" → "service-call-dispatch-to-be-workflow-map.bpmn". Pure.
 */

export type DiagramFormat = 'bpmn' | 'svg' | 'png';

/** A file-system-safe base name: lower-case words joined by hyphens (at most 48 characters). */
export function diagramFileBase(name: string): string {
  return slugify(name) || 'workflow-map';
}

export function diagramFileName(name: string, format: DiagramFormat): string {
  return `${diagramFileBase(name)}.${format}`;
}

/** The name says which state the map shows, so the As-Is and To-Be files never overwrite each other. */
export function diagramDownloadName(artifactName: string, state: 'as_is' | 'to_be'): string {
  if (/\b(as-is|to-be)\b/i.test(artifactName)) return artifactName;
  return `${artifactName} ${state === 'to_be' ? 'To-Be' : 'As-Is'}`;
}

/** The server's rendering of an artifact's diagram (issue 21 item 5). */
export function diagramDownloadUrl(artifactId: string, format: DiagramFormat): string {
  return `/api/artifacts/${encodeURIComponent(artifactId)}/diagram.${format}`;
}
