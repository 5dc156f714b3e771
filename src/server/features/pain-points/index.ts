// What other features use of pain points: keeping status and link rows in step with an artifact's
// pain points, resolving a pain point by id or title, and giving imported rows their ids.
export { contentWithPainPointIds, syncPainPointRows } from './pain-point-sync';
export { resolvePainPoint } from './process-pain-points';
export { attachRowsByTitle, refreshRowTitles } from './rows-by-title';
