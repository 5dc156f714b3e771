// What other features use of workflow map diagrams: Export All names its diagram files as the
// downloads are named.
export { DIAGRAM_FORMATS, type DiagramFormat, diagramFileName } from './diagram-download';
// Reviews compare a workflow map as published with the map now.
export { compareWorkflowMaps } from './map-diff.service';
