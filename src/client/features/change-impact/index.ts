// Change impact: the matrix of outputs with their change type, description and impact, and the suggestions panel.
export { ChangeImpactMatrix } from './change-impact-matrix';
