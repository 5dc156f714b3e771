import type { Artifact } from '@core/schemas/artifact';
import { describe, expect, it } from 'vitest';
import { diagramOutcomeText, replacedMap, sideMap } from './diagram-target';

const artifact = (id: string, type: string, state: 'as_is' | 'to_be'): Artifact => ({
  id,
  processId: 'p',
  type,
  state,
  name: id,
  description: null,
  fileUrl: null,
  content: {},
  revision: 0,
  createdAt: '',
  updatedAt: '',
});

describe('where an uploaded BPMN diagram goes', () => {
  const list = [
    artifact('pdf', 'pdf', 'as_is'),
    artifact('old-map', 'process_workflow_map', 'as_is'),
    artifact('second-map', 'workflow_map', 'as_is'),
    artifact('sipoc', 'sipoc', 'to_be'),
  ];

  it('replaces the map the comparison shows on the chosen side', () => {
    expect(sideMap(list, 'as_is')?.id).toBe('old-map');
    expect(replacedMap(list, { state: 'as_is', mode: 'replace' })?.id).toBe('old-map');
  });

  it('makes a new map when asked, or when the side has none', () => {
    expect(replacedMap(list, { state: 'as_is', mode: 'new' })).toBeNull();
    expect(replacedMap(list, { state: 'to_be', mode: 'replace' })).toBeNull();
  });

  it('says what the upload did', () => {
    expect(diagramOutcomeText('created', 'Dispatch')).toBe('New workflow map “Dispatch”.');
    expect(diagramOutcomeText('replaced', 'Dispatch')).toBe('Diagram of “Dispatch” replaced.');
    expect(diagramOutcomeText('unchanged', 'Dispatch')).toBe(
      '“Dispatch” already has this diagram; nothing changed.',
    );
  });
});
