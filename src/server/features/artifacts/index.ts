// What other features use of artifacts: Bulk Import holds archive rows to the same content check.
export { validateArtifactContent } from './artifacts.service';
