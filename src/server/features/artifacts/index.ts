// What other features use of artifacts: Bulk Import holds archive rows to the same content check,
// and the map diff reads a process's workflow maps.
export { listArtifacts, validateArtifactContent } from './artifacts.service';
