import { JobRoleCreateSchema, JobRoleUpdateSchema } from '@core/schemas/job-role';
import { describe, expect, it } from 'vitest';
import { changedJobRoleFields, isNameTaken, jobRoleFormValues } from './job-role-form';

const role = { name: 'Service Coordinator', description: 'Schedules service calls' };

describe('job role form', () => {
  it('starts from the role, a missing description as blank', () => {
    expect(jobRoleFormValues({ name: 'Sales Rep', description: null })).toEqual({
      name: 'Sales Rep',
      description: '',
    });
  });

  it('sends only what changed, trimmed, a cleared description as null', () => {
    const parse = (values: { name: string; description: string }) => JobRoleUpdateSchema.parse(values);
    expect(
      changedJobRoleFields(role, parse({ name: ' Service Coordinator ', description: role.description })),
    ).toEqual({});
    expect(changedJobRoleFields(role, parse({ name: 'Dispatcher', description: role.description }))).toEqual({
      name: 'Dispatcher',
    });
    expect(changedJobRoleFields(role, parse({ name: role.name, description: '  ' }))).toEqual({
      description: null,
    });
    expect(
      changedJobRoleFields({ name: 'x', description: null }, parse({ name: 'x', description: '' })),
    ).toEqual({});
  });

  it('uses the shared schema: a name is required', () => {
    const result = JobRoleCreateSchema.safeParse({ name: '   ', description: '' });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe('Name is required');
  });

  it('puts a 409 on the name field', () => {
    expect(isNameTaken(new Error('409: {"message":"A job role named \\"x\\" already exists."}'))).toBe(true);
    expect(isNameTaken(new Error('400: bad'))).toBe(false);
  });
});
