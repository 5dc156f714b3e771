import { JobRoleCreateSchema, JobRoleUpdateSchema } from '@core/schemas/job-role';
import { describe, expect, it } from 'vitest';
import {
  audienceDisplayText,
  audienceSuggestion,
  audienceTitleOptions,
  changedJobRoleFields,
  isNameTaken,
  jobRoleFormValues,
  suggestedAudience,
  UNHELD_TITLE_HINT,
} from './job-role-form';

const coordinatorTitles = ['Service Coordinator Level 2', 'Service Coordinator Level 3'];
const role = {
  name: 'Service Coordinator',
  description: 'Schedules service calls',
  divisionRoles: coordinatorTitles,
};

describe('job role form', () => {
  it('starts from the role, a missing description as blank, its audience as a copy', () => {
    const values = jobRoleFormValues({
      name: 'Sales Rep',
      description: null,
      divisionRoles: ['Service Sales Rep'],
    });
    expect(values).toEqual({ name: 'Sales Rep', description: '', divisionRoles: ['Service Sales Rep'] });
  });

  it('sends only what changed, trimmed, a cleared description as null', () => {
    const parse = (values: { name: string; description: string; divisionRoles?: string[] }) =>
      JobRoleUpdateSchema.parse({ divisionRoles: coordinatorTitles, ...values });
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
      changedJobRoleFields(
        { name: 'x', description: null, divisionRoles: [] },
        parse({ name: 'x', description: '', divisionRoles: [] }),
      ),
    ).toEqual({});
  });

  it('sends the audience when its titles changed, not when only their order did', () => {
    const parse = (divisionRoles: string[]) =>
      JobRoleUpdateSchema.parse({ name: role.name, description: role.description, divisionRoles });
    expect(changedJobRoleFields(role, parse([...coordinatorTitles].reverse()))).toEqual({});
    expect(changedJobRoleFields(role, parse(['Service Coordinator Level 2', 'Dispatcher']))).toEqual({
      divisionRoles: ['Service Coordinator Level 2', 'Dispatcher'],
    });
    expect(changedJobRoleFields(role, parse([]))).toEqual({ divisionRoles: [] });
  });

  it('uses the shared schema: a name is required, titles are trimmed and kept once', () => {
    const result = JobRoleCreateSchema.safeParse({ name: '   ', description: '' });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe('Name is required');
    expect(
      JobRoleCreateSchema.parse({ name: 'A', description: '', divisionRoles: [' Dispatcher', 'Dispatcher'] })
        .divisionRoles,
    ).toEqual(['Dispatcher']);
  });

  it('puts a 409 on the name field', () => {
    expect(isNameTaken(new Error('409: {"message":"A job role named \\"x\\" already exists."}'))).toBe(true);
    expect(isNameTaken(new Error('400: bad'))).toBe(false);
  });
});

describe('training audience field', () => {
  it('suggests the spec §6 preset for the name as it is typed, within the titles held', () => {
    expect(suggestedAudience('Senior service coordinator ')).toEqual(coordinatorTitles);
    expect(suggestedAudience('Service Coordinator', ['Service Coordinator Level 3', 'Dispatcher'])).toEqual([
      'Service Coordinator Level 3',
    ]);
    expect(suggestedAudience('Office Assistant')).toEqual([]);
    expect(suggestedAudience('')).toEqual([]);
  });

  it('follows a rename with the new name’s preset only while the audience was never set by hand', () => {
    expect(audienceSuggestion(undefined, 'Sales Rep', ['Service Sales Rep'])).toEqual(['Service Sales Rep']);
    const empty = { name: 'Audit Empty Role', description: null, divisionRoles: [] };
    expect(audienceSuggestion(empty, 'Audit Deficiency Coordinator')).toEqual(['Deficiency Coordinator']);
    expect(audienceSuggestion(role, 'Deficiency Coordinator')).toEqual(['Deficiency Coordinator']);
    expect(
      audienceSuggestion({ ...role, divisionRoles: ['Dispatcher'] }, 'Deficiency Coordinator'),
    ).toBeNull();
  });

  it('offers every held title, and keeps a mapped title nobody holds so it can be removed', () => {
    const held = [{ value: 'Dispatcher', label: 'Dispatcher', hint: '40 emp.' }];
    expect(audienceTitleOptions(held, ['Dispatcher'])).toEqual(held);
    expect(audienceTitleOptions(held, ['Old Title', 'Dispatcher'])).toEqual([
      ...held,
      { value: 'Old Title', label: 'Old Title', hint: UNHELD_TITLE_HINT },
    ]);
  });

  it('reads None mapped, the one title, or how many', () => {
    expect(audienceDisplayText([])).toBe('None mapped');
    expect(audienceDisplayText(['Dispatcher'])).toBe('Dispatcher');
    expect(audienceDisplayText(coordinatorTitles)).toBe('2 titles selected');
  });
});
