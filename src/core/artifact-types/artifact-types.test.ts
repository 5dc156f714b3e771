import { describe, expect, it } from 'vitest';
import { ArtifactCreateSchema } from '../schemas/artifact';
import {
  ARTIFACT_TYPE_MODULES,
  artifactTypeModule,
  checkArtifactContent,
  readCrossFunctional,
  readPainPoints,
  readSipoc,
  readSystems,
  readWorkflowMap,
  sipocEntries,
} from '.';

describe('artifact type modules', () => {
  it('finds a module by stored type or alias, and none for a process file', () => {
    expect(artifactTypeModule('role_sipoc')?.key).toBe('sipoc');
    expect(artifactTypeModule('process_workflow_map')?.key).toBe('workflow_map');
    expect(artifactTypeModule('cross_functional_coordination')?.label).toBe('Cross-Functional Coordination');
    expect(artifactTypeModule('pdf')).toBeNull();
    expect(Object.keys(ARTIFACT_TYPE_MODULES)).toEqual([
      'job_description',
      'workflow_map',
      'sipoc',
      'cross_functional',
      'systems',
      'pain_points',
    ]);
  });

  it('reads any content as a normalised value, whatever its shape', () => {
    for (const junk of [null, undefined, 'text', 42, [], {}]) {
      expect(readSipoc(junk).outputs).toEqual([]);
      expect(readSystems(junk)).toEqual([]);
      expect(readPainPoints(junk)).toEqual([]);
      expect(readCrossFunctional(junk)).toEqual({ sections: [], activities: [] });
      expect(readWorkflowMap(junk).steps).toBeNull();
    }
    expect(readSipoc({ outputs: [' WO ', ''], outputsFullNames: [] }).outputs).toEqual(['WO']);
    expect(readSystems({ systems: [{ name: ' ERP ', keyFunctions: ['Billing', ' '] }, {}] })).toEqual([
      { name: 'ERP', purpose: null, keyFunctions: ['Billing'] },
    ]);
    expect(readPainPoints({ painPoints: [{ title: '', description: 'Only a description' }] })).toEqual([
      { id: null, title: null, description: 'Only a description', impact: null },
    ]);
  });

  it('keeps what the cards show: subtitles, subordinate ids and images, single full names; no bare numbers', () => {
    const cf = readCrossFunctional({
      sections: [{ subsections: [{ title: 'Daily', subtitle: 'Dispatch' }, { subtitle: 'Weekly' }] }],
      coordinationActivities: [7, ' Huddle '],
    });
    expect(cf.sections[0]!.subsections).toEqual([
      { title: 'Daily', subtitle: 'Dispatch', items: [] },
      { title: 'Weekly', subtitle: null, items: [] },
    ]);
    expect(cf.activities).toEqual([{ activity: 'Huddle', description: null }]);
    expect(
      readWorkflowMap({ subordinateProcesses: [{ processId: ' p1 ', imageUrl: '/objects/m.svg' }] })
        .subordinateProcesses,
    ).toEqual([
      {
        processId: 'p1',
        roleName: null,
        description: null,
        keyResponsibilities: [],
        imageUrl: '/objects/m.svg',
      },
    ]);
    expect(sipocEntries({ outputs: ['WO'], outputsFullNames: 'Work order' }, 'outputs')).toEqual([
      'Work order',
    ]);
    expect(readSystems({ systems: [42, 'ERP'] }).map((s) => s.name)).toEqual(['ERP']);
    expect(readPainPoints({ painPoints: [3] })).toEqual([]);
  });

  it('checks content the way the service refuses it, message included', () => {
    expect(checkArtifactContent('role_sipoc', { customers: [1] })).toMatchObject({
      ok: false,
      message: expect.stringMatching(/^The role sipoc content is not valid at customers\.0: /),
    });
    expect(checkArtifactContent('process_workflow_map', null)).toEqual({
      ok: true,
      type: 'workflow_map',
      content: null,
    });
    expect(checkArtifactContent('spreadsheet', {})).toMatchObject({ ok: false, unknownType: true });
  });

  it('refuses in the create body what the service refuses, and accepts pain points the service gives ids to', () => {
    const body = { processId: 'p', state: 'as_is', name: 'n' };
    const bad = ArtifactCreateSchema.safeParse({ ...body, type: 'systems', content: { systems: [{}] } });
    expect(bad.error?.issues).toEqual([
      expect.objectContaining({
        path: ['content'],
        message: expect.stringMatching(/^The systems content is not valid at systems\.0\.name/),
      }),
    ]);
    // The service replaces an id that is no UUID before it checks the content.
    const odd = { painPoints: [{ title: 'Re-keying', id: 5 }] };
    expect(ArtifactCreateSchema.safeParse({ ...body, type: 'pain_points', content: odd }).success).toBe(true);
    expect(checkArtifactContent('pain_points', odd).ok).toBe(false);
  });
});
