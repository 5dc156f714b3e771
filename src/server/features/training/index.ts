// What other features use of training: file lifecycle tests link stored files through tier documents.
export { createTierDocument, tierDocumentsOf, trainingArtifactsOf } from './training.service';
