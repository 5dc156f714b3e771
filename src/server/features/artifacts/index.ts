// What other features use of artifacts: Bulk Import holds archive rows to the same content check,
// the map diff reads a process's workflow maps, and a BPMN upload writes one (files).
export {
  createArtifact,
  listArtifacts,
  updateArtifactContent,
  validateArtifactContent,
} from './artifacts.service';
