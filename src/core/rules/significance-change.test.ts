import { describe, expect, it } from 'vitest';
import { isSignificant } from './significance';
import {
  applySignificanceChange,
  readSignificanceMode,
  readSignificantLines,
  setManualLine,
} from './significance-change';

describe('reading the saved marking', () => {
  it('defaults to Auto and no ticks for missing, odd or foreign content', () => {
    for (const content of [null, undefined, 'text', 42, [], {}, { significanceMode: 'other' }]) {
      expect(readSignificanceMode(content)).toBe('auto');
      expect(readSignificantLines(content)).toEqual([]);
    }
    expect(readSignificanceMode({ significanceMode: 'manual' })).toBe('manual');
  });

  it('normalises ticks, drops non-text and duplicates', () => {
    expect(
      readSignificantLines({ significantLines: ['  Use  FieldPro ', 3, 'Use FieldPro', null, ''] }),
    ).toEqual(['Use FieldPro']);
  });
});

describe('setManualLine', () => {
  it('ticks and unticks idempotently', () => {
    expect(setManualLine([], ' a  line ', true)).toEqual(['a line']);
    expect(setManualLine(['a line'], 'a line', true)).toEqual(['a line']);
    expect(setManualLine(['x', 'a line', 'y'], 'a line', false)).toEqual(['x', 'y']);
    expect(setManualLine(['x'], 'a line', false)).toEqual(['x']);
  });
});

describe('applySignificanceChange', () => {
  const content = {
    positionSummary: 'Leads',
    responsibilities: ['Dispatch jobs'],
    significantLines: ['Other'],
  };

  it('switches the mode and keeps every other field', () => {
    const next = applySignificanceChange(content, { kind: 'mode', mode: 'manual' });
    expect(next).toEqual({ ...content, significanceMode: 'manual' });
    expect(content).not.toHaveProperty('significanceMode');
  });

  it('ticks a line onto fresh content without undoing ticks made elsewhere', () => {
    const fresh = { ...content, significanceMode: 'manual', significantLines: ['Other', 'Dispatch jobs'] };
    const next = applySignificanceChange(fresh, { kind: 'tick', line: 'Dispatch jobs', ticked: true });
    expect(next.significantLines).toEqual(['Other', 'Dispatch jobs']);
    expect(next.significanceMode).toBe('manual');
    expect(isSignificant('Dispatch  jobs', 'manual', next.significantLines as string[])).toBe(true);
  });

  it('unticks a line', () => {
    const next = applySignificanceChange(content, { kind: 'tick', line: 'Other', ticked: false });
    expect(next.significantLines).toEqual([]);
  });

  it('turns non-object content into an object holding the marking', () => {
    expect(applySignificanceChange(null, { kind: 'mode', mode: 'auto' })).toEqual({
      significanceMode: 'auto',
    });
    expect(applySignificanceChange(['x'], { kind: 'tick', line: 'A', ticked: true })).toEqual({
      significantLines: ['A'],
    });
  });
});
