/*
 * The viewer's downloads are named after the process or artifact: "Service Call Dispatch (To-Be)"
 * → "service-call-dispatch-to-be.bpmn". Pure.
 */

export type DiagramFormat = 'bpmn' | 'svg' | 'png';

/** A file-system-safe base name: lower case words joined by hyphens, at most 80 characters. */
export function diagramFileBase(name: string): string {
  const base = name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 80)
    .replace(/-+$/g, '');
  return base || 'workflow-map';
}

export function diagramFileName(name: string, format: DiagramFormat): string {
  return `${diagramFileBase(name)}.${format}`;
}

/** The server's rendering of an artifact's diagram (issue 21 item 5). */
export function diagramDownloadUrl(artifactId: string, format: DiagramFormat): string {
  return `/api/artifacts/${encodeURIComponent(artifactId)}/diagram.${format}`;
}
