// What other features use of artifacts: Bulk Import holds archive rows to the same content check,
// the map diff reads a process's workflow maps, a BPMN upload writes one (files), and the start
// fills in old maps' diagram summaries.
export {
  createArtifact,
  listArtifacts,
  updateArtifactContent,
  validateArtifactContent,
} from './artifacts.service';
export { type BackfillLog, backfillDiagramSummaries } from './diagram-backfill';
