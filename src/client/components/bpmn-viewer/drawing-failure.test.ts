import { describe, expect, it } from 'vitest';
import { drawingFailure } from './drawing-failure';

describe('a drawing failure', () => {
  it('is worded for the user', () => {
    expect(drawingFailure(new Error('no diagram to display'))).toMatch(/no drawing of it \(BPMN DI\)/);
    expect(drawingFailure(new Error('unparsable content'))).toBe('unparsable content');
    expect(drawingFailure('odd')).toBe('odd');
  });
});
