import { describe, expect, it } from 'vitest';
import { type DiffableArtifact, diffArtifacts } from './artifact-diff';
import { acceptedDescriptions, outputKey, suggestImpactRows } from './impact-suggestions';

function sipocRow(asIs: string[] | null, toBe: string[] | null) {
  const artifacts: DiffableArtifact[] = [];
  if (asIs) artifacts.push({ type: 'sipoc', state: 'as_is', content: { outputs: asIs } });
  if (toBe) artifacts.push({ type: 'sipoc', state: 'to_be', content: { outputs: toBe } });
  return diffArtifacts(artifacts).find((r) => r.rowKey === 'sipoc')!;
}

const brief = (list: { output: string; changeType: string }[]) =>
  list.map((s) => `${s.changeType} ${s.output}`);

describe('suggested change impact rows', () => {
  const sipoc = sipocRow(
    ['Work order', 'Paper timesheet', 'Service report'],
    ['Digital work order', 'Service report', 'Customer invoice'],
  );

  it('suggests NEW for To-Be only, REMOVED for As-Is only and MODIFIED for a reworded output', () => {
    const { active, dismissed, comparable } = suggestImpactRows({ sipoc, saved: [], dismissals: [] });
    expect(comparable).toBe(true);
    expect(dismissed).toEqual([]);
    expect(active).toEqual([
      {
        output: 'Digital work order',
        changeType: 'MODIFIED',
        before: 'Work order',
        after: 'Digital work order',
        reason: 'Reworded between As-Is and To-Be SIPOC outputs',
        changeDescriptions: ['PROCESS_CHANGE'],
      },
      {
        output: 'Paper timesheet',
        changeType: 'REMOVED',
        before: 'Paper timesheet',
        after: null,
        reason: 'Only in As-Is SIPOC outputs',
        changeDescriptions: ['PROCESS_CHANGE'],
      },
      {
        output: 'Customer invoice',
        changeType: 'NEW',
        before: null,
        after: 'Customer invoice',
        reason: 'Only in To-Be SIPOC outputs',
        changeDescriptions: ['NEW_PROCESS'],
      },
    ]);
  });

  it('names a reworded output as the matrix already lists it', () => {
    const { active } = suggestImpactRows({
      sipoc,
      saved: [],
      dismissals: [],
      matrixOutputs: ['work  ORDER', 'Paper timesheet', 'Service report'],
    });
    expect(brief(active)).toEqual([
      'MODIFIED work  ORDER',
      'REMOVED Paper timesheet',
      'NEW Customer invoice',
    ]);
  });

  it('leaves out outputs whose saved row has a change type, under either name, but not rows without one', () => {
    const { active } = suggestImpactRows({
      sipoc,
      saved: [
        { processOutput: ' work order ', changeType: 'REPLACED' },
        { processOutput: 'Customer Invoice', changeType: null },
        { processOutput: 'Paper timesheet', changeType: '' },
      ],
      dismissals: [],
    });
    // The saved row's spelling names the suggestion.
    expect(brief(active)).toEqual(['REMOVED Paper timesheet', 'NEW Customer Invoice']);
  });

  it('moves dismissed suggestions aside only for the same output and change type', () => {
    const { active, dismissed } = suggestImpactRows({
      sipoc,
      saved: [],
      dismissals: [
        { id: 'd1', processOutput: 'customer invoice', changeType: 'NEW' },
        { id: 'd2', processOutput: 'Paper timesheet', changeType: 'MODIFIED' },
        { id: 'd3', processOutput: 'Work order', changeType: 'MODIFIED' },
      ],
    });
    expect(brief(active)).toEqual(['REMOVED Paper timesheet']);
    expect(dismissed.map((d) => [d.output, d.changeType, d.dismissalId])).toEqual([
      ['Digital work order', 'MODIFIED', 'd3'],
      ['Customer invoice', 'NEW', 'd1'],
    ]);
  });

  it('suggests nothing unless both SIPOCs are documented, or when the outputs are the same', () => {
    expect(suggestImpactRows({ sipoc: sipocRow(['A'], null), saved: [], dismissals: [] })).toEqual({
      active: [],
      dismissed: [],
      comparable: false,
    });
    expect(suggestImpactRows({ sipoc: undefined, saved: [], dismissals: [] }).comparable).toBe(false);
    const same = suggestImpactRows({ sipoc: sipocRow(['Quote'], [' quote']), saved: [], dismissals: [] });
    expect(same).toEqual({ active: [], dismissed: [], comparable: true });
  });

  it('keeps the descriptions a row already has when accepting', () => {
    expect(acceptedDescriptions(['SYSTEMS'], { changeDescriptions: ['NEW_PROCESS'] })).toEqual(['SYSTEMS']);
    expect(acceptedDescriptions([], { changeDescriptions: ['NEW_PROCESS'] })).toEqual(['NEW_PROCESS']);
  });

  it('compares output names like the matrix does', () => {
    expect(outputKey('  Signed   Quote ')).toBe('signed quote');
  });
});
