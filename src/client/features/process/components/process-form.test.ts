import { describe, expect, it } from 'vitest';
import { SAMPLE_PROCESS } from '../process-fixture.test-helper';
import { changedProcessFields, processFormValues } from './process-form';

const process = SAMPLE_PROCESS;

describe('Edit Process form', () => {
  it('starts from the stored process', () => {
    expect(processFormValues(process)).toEqual({
      name: 'Service Call Dispatch',
      description: 'Dispatching service calls',
      jobRoleId: 'r1',
      version: '1.0',
      status: 'draft',
    });
  });

  it('leaves a status the form cannot offer unset, and a missing role blank', () => {
    const values = processFormValues({ ...process, status: 'archived', jobRoleId: null });
    expect(values.status).toBeUndefined();
    expect(values.jobRoleId).toBe('');
  });

  it('sends only the fields that changed', () => {
    const values = { ...processFormValues(process), status: 'published' as const, version: '1.1' };
    expect(changedProcessFields(process, values)).toEqual({ status: 'published', version: '1.1' });
    expect(changedProcessFields(process, processFormValues(process))).toEqual({});
  });

  it('sends a role for a process that had none, and never an unset status', () => {
    const orphan = { ...process, jobRoleId: null, status: 'archived' };
    const values = { ...processFormValues(orphan), jobRoleId: 'r2' };
    expect(changedProcessFields(orphan, values)).toEqual({ jobRoleId: 'r2' });
  });
});
