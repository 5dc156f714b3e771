import type { ElementMark } from './markers.model';

export interface ViewerBase {
  /** The diagram's BPMN 2.0 XML (a workflow map's `content.bpmn`). */
  xml: string;
  /** What the diagram shows, for its label: "Service Call Dispatch – As-Is". */
  title: string;
  /** Show changes: elements to mark with colour and symbol. */
  marks?: ElementMark[];
  /** Scrolls to and selects this element; a new object each request, so the same id can repeat. */
  focus?: { id: string } | null;
  /** The id of the diagram's text alternative, which the canvas's label points to. */
  textAlternativeId?: string;
  /** Called when the import finished or failed (the cell's height may have changed). */
  onImported?: () => void;
}

/**
 * The full viewer (a stored map: toolbar, full screen, downloads), or the compact one: the
 * diagram fitted to the box it is given, nothing around it (the editor's preview of a diagram
 * that may not be saved yet, so there is nothing to download).
 */
export type BpmnViewerProps = ViewerBase & (({ compact?: false } & ViewerDownloads) | { compact: true });

export interface ViewerDownloads {
  /** The downloads' name, before its extension is added (see diagramFileName). */
  fileName: string;
  /**
   * The artifact the diagram belongs to: the PNG comes from the server's rendering of it. Null for
   * a diagram that is not the artifact's now (a published version's): no PNG is offered.
   */
  artifactId: string | null;
}
