import { describe, expect, it } from 'vitest';
import { PRODUCT_DIVISIONS } from '../../server/product/divisions';
import { DIVISION_ROLE_TITLES, PRESET_ROLE_RULES, presetRolesForJobRole } from './division-roles';

describe('presetRolesForJobRole (spec §6)', () => {
  it.each([
    ['Sales Rep', ['Service Sales Rep', 'Fire Systems Sales Rep']],
    ['Service Coordinator', ['Service Coordinator Level 2', 'Service Coordinator Level 3']],
    [
      'Service Technician',
      ['Service Technician 2', 'Fire Service Technician', 'Fire Service Tech Apprentice'],
    ],
    ['Deficiency Coordinator', ['Deficiency Coordinator']],
    ['Inspection Coordinator', ['Fire Alarm Inspector', 'Sprinkler Inspector']],
    ['Service Inspector', ['Fire Alarm Inspector', 'Sprinkler Inspector']],
    ['Procurement Manager', ['Procurement Manager', 'Warehouse Associate']],
    ['Renewal Coordinator', ['Renewal Coordinator']],
    ['Sales Manager', ['Sales Manager', 'Regional Sales Manager']],
    ['Service Manager', ['Service Manager', 'Service Team Supervisor']],
  ])('%s presets %j', (name, expected) => {
    expect(presetRolesForJobRole(name)).toEqual(expected);
  });

  it('has no preset for other roles', () => {
    expect(presetRolesForJobRole('Office Assistant')).toEqual([]);
    expect(presetRolesForJobRole('')).toEqual([]);
  });

  it('matches case-insensitively anywhere in the name', () => {
    expect(presetRolesForJobRole('SENIOR SALES REP')).toEqual([
      'Service Sales Rep',
      'Fire Systems Sales Rep',
    ]);
    expect(presetRolesForJobRole('regional service manager (east)')).toEqual([
      'Service Manager',
      'Service Team Supervisor',
    ]);
    expect(presetRolesForJobRole('Lead Service Technician')).toHaveLength(3);
  });

  it('does not let a manager fall into the team rule', () => {
    expect(presetRolesForJobRole('Sales Manager')).not.toContain('Service Sales Rep');
    expect(presetRolesForJobRole('Service Manager')).not.toContain('Service Coordinator Level 2');
  });

  it('returns a fresh list each call', () => {
    const first = presetRolesForJobRole('Sales Rep');
    first.push('mutated');
    expect(presetRolesForJobRole('Sales Rep')).toHaveLength(2);
  });
});

describe('division role titles', () => {
  it('every preset title is a known title held in at least one division', () => {
    const held = new Set(PRODUCT_DIVISIONS.flatMap((d) => Object.keys(d.roles)));
    for (const rule of PRESET_ROLE_RULES) {
      for (const title of rule.roles) {
        expect(DIVISION_ROLE_TITLES).toContain(title);
        expect(held.has(title), title).toBe(true);
      }
    }
  });

  it('every title used by a division is one of the known titles', () => {
    for (const d of PRODUCT_DIVISIONS) {
      for (const title of Object.keys(d.roles)) {
        expect(DIVISION_ROLE_TITLES, `${d.code}: ${title}`).toContain(title);
      }
    }
  });
});
