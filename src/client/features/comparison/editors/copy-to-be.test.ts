import { validFixtures } from '@core/bpmn/fixtures';
import type { Artifact } from '@core/schemas/artifact';
import { describe, expect, it } from 'vitest';
import { copyRequest, copySummary, planCopyAll, replacementFields, toBeName } from './copy-to-be';

let n = 0;
function artifact(type: string, state: 'as_is' | 'to_be', name: string, content: unknown = {}): Artifact {
  n += 1;
  return {
    id: `a${n}`,
    processId: 'p',
    type,
    state,
    name,
    description: null,
    fileUrl: null,
    content,
    revision: 0,
    createdAt: '',
    updatedAt: '',
  };
}

describe('copy to To-Be', () => {
  it('turns As-Is into To-Be in names, however it is written', () => {
    expect(toBeName('As-Is SIPOC')).toBe('To-Be SIPOC');
    expect(toBeName('Dispatch map (as is)')).toBe('Dispatch map (To-Be)');
    expect(toBeName('AS IS job description')).toBe('To-Be job description');
    expect(toBeName('Current systems')).toBe('Current systems');
    expect(toBeName('Basis review')).toBe('Basis review');
  });

  it('copies type (canonical), content, description and image into a To-Be create', () => {
    const source = {
      ...artifact('process_workflow_map', 'as_is', 'As-Is Map', { steps: 4 }),
      description: 'Today',
      fileUrl: '/objects/1/map.svg',
    };
    expect(copyRequest(source, 'p1')).toEqual({
      processId: 'p1',
      type: 'workflow_map',
      state: 'to_be',
      name: 'To-Be Map',
      description: 'Today',
      fileUrl: '/objects/1/map.svg',
      content: { steps: 4 },
    });
    expect(replacementFields(artifact('sipoc', 'as_is', 'As-Is SIPOC', null))).toEqual({
      name: 'To-Be SIPOC',
      description: null,
      fileUrl: null,
      content: {},
    });
  });

  it('copies a workflow map’s BPMN diagram as it is, into a new To-Be or over the To-Be', () => {
    const content = { bpmn: validFixtures.signavio, averageTime: '40 minutes' };
    const source = artifact('workflow_map', 'as_is', 'As-Is Dispatch map', content);
    expect(copyRequest(source, 'p1').content).toEqual(content);
    expect((copyRequest(source, 'p1').content as { bpmn: string }).bpmn).toBe(validFixtures.signavio);
    expect(replacementFields(source)).toMatchObject({ name: 'To-Be Dispatch map', content });
  });

  it('plans one copy per row whose To-Be is missing, in row order', () => {
    const list = [
      artifact('sipoc', 'as_is', 'As-Is SIPOC'),
      artifact('role_sipoc', 'as_is', 'As-Is Role SIPOC'),
      artifact('job_description', 'as_is', 'As-Is JD'),
      artifact('systems', 'as_is', 'As-Is Systems'),
      artifact('systems', 'to_be', 'To-Be Systems'),
      artifact('pdf', 'as_is', 'Upload.pdf'),
    ];
    const plan = planCopyAll(list);
    expect(plan.map((p) => [p.rowKey, p.artifact.name])).toEqual([
      ['job_description', 'As-Is JD'],
      ['sipoc', 'As-Is SIPOC'],
    ]);
    expect(planCopyAll([...list, artifact('role_sipoc', 'to_be', 'x')]).map((p) => p.rowKey)).toEqual([
      'job_description',
    ]);
  });

  it('summarises what was copied and what was not', () => {
    const item = (label: string) => ({
      rowKey: 'sipoc' as const,
      label,
      artifact: artifact('sipoc', 'as_is', label),
    });
    expect(
      copySummary([
        { item: item('SIPOC'), ok: true },
        { item: item('Systems'), ok: true },
      ]),
    ).toEqual({
      title: 'Copied to To-Be',
      description: '2 As-Is artifacts copied: SIPOC, Systems.',
      failed: false,
    });
    expect(
      copySummary([
        { item: item('SIPOC'), ok: true },
        { item: item('Systems'), ok: false, message: 'Server unavailable' },
      ]),
    ).toEqual({
      title: 'Partly copied',
      description: '1 As-Is artifact copied: SIPOC. 1 could not be copied: Systems (Server unavailable).',
      failed: true,
    });
    expect(copySummary([]).description).toBe('Every As-Is artifact already has a To-Be.');
  });
});
