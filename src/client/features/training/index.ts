// The training feature: the Training Materials tab, the training artifacts of the change impact
// matrix and the generation of training materials.
export { TrainingArtifactsCell } from './artifacts/training-artifacts-cell';
export { GenerateTrainingMaterialsButton } from './generation/generate-training-materials-button';
