export {
  byProcessName,
  inNameOrder,
  type ProcessContribution,
  processFigures,
  withChangedFacts,
} from './contribution';
export {
  addCoverage,
  coverageScore,
  EMPTY_COVERAGE,
  painPointCoverage,
  RESOLUTION_STRENGTH,
} from './coverage';
export { countedTitles, headcountByDivision, reach, scopedDivisions } from './headcount';
export { COVERAGE_CLASSES, percent, TIER_SHORT_LABELS, TRAINING_DEMAND_RULE } from './labels';
export {
  assessOutputs,
  higherImpact,
  type ImpactRowFacts,
  TIER_3_DESCRIPTIONS,
} from './outputs';
export { CHANGE_DESCRIPTION_PHRASES, impactHeadline, processImpact } from './process-impact';
export {
  computeReadiness,
  type JobRoleFacts,
  type ProcessFacts,
  type ProcessFigures,
  type ReadinessInput,
} from './readiness';
export { readinessTable } from './tables';
