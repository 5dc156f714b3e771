// Reading and drawing BPMN diagrams off the request thread (issue 21): a small pool of worker threads.
export type { BpmnJob, BpmnJobResult, RenderedDiagram } from './jobs';
export { INLINE_XML_CHARS, POOL_SIZE, runBpmnJobOffThread } from './pool';
