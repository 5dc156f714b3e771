import { describe, expect, it } from 'vitest';
import { CHANGE_TYPES, IMPACT_LEVELS } from '../schemas/change-impact';
import { CHANGE_TYPE_LABELS, IMPACT_LABELS } from './change-impact-labels';
import { exportLabel } from './export-labels';

describe('the change-impact labels (spec §4)', () => {
  it('name change types and impact levels in the spec’s words, on screens and in exports alike', () => {
    expect(CHANGE_TYPES.map((t) => CHANGE_TYPE_LABELS[t])).toEqual([
      'NEW',
      'MODIFIED',
      'REMOVED',
      'REPLACED',
    ]);
    expect(IMPACT_LEVELS.map((l) => IMPACT_LABELS[l])).toEqual(['HIGH', 'MED', 'LOW']);
    expect(exportLabel.changeType('REPLACED')).toBe('REPLACED');
    expect(exportLabel.impact('MED')).toBe('MED');
  });
});
