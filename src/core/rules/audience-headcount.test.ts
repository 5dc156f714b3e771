import { describe, expect, it } from 'vitest';
import { PRODUCT_DIVISIONS } from '../../server/product/divisions';
import type { Division } from '../schemas/division';
import {
  audienceHeadcount,
  audienceHeadcountText,
  audienceLine,
  NO_AUDIENCE_TEXT,
  titleHeadcounts,
} from './audience-headcount';

const division = (code: string, roles: Record<string, number>): Division => ({
  code,
  name: `${code} - Somewhere`,
  location: 'Georgia',
  employees: Object.values(roles).reduce((a, b) => a + b, 0),
  specialization: 'Fire Protection',
  roles,
});

const ALL = [
  division('AAA', { Fitter: 12, Inspector: 5, Dispatcher: 1 }),
  division('BBB', { Fitter: 3, Estimator: 2, Dispatcher: 0 }),
  division('CCC', { Inspector: 7, Dispatcher: 2 }),
  division('DDD', { President: 1 }),
];

describe('audienceHeadcount', () => {
  it('adds the headcounts of the titles and counts the divisions holding any of them', () => {
    expect(audienceHeadcount(ALL, ['Fitter'])).toEqual({ employees: 15, divisions: 2 });
    expect(audienceHeadcount(ALL, ['Fitter', 'Inspector'])).toEqual({ employees: 27, divisions: 3 });
  });

  it('does not count a division whose headcount for the titles is zero', () => {
    expect(audienceHeadcount(ALL, ['Dispatcher'])).toEqual({ employees: 3, divisions: 2 });
  });

  it('counts a title given twice once', () => {
    expect(audienceHeadcount(ALL, ['Fitter', 'Fitter'])).toEqual({ employees: 15, divisions: 2 });
  });

  it('is zero for no titles, titles nobody holds, or no divisions', () => {
    expect(audienceHeadcount(ALL, [])).toEqual({ employees: 0, divisions: 0 });
    expect(audienceHeadcount(ALL, ['Astronaut'])).toEqual({ employees: 0, divisions: 0 });
    expect(audienceHeadcount([], ['Fitter'])).toEqual({ employees: 0, divisions: 0 });
  });

  it('agrees with the seeded divisions for the Service Coordinator titles', () => {
    const titles = ['Service Coordinator Level 2', 'Service Coordinator Level 3'];
    const holding = PRODUCT_DIVISIONS.filter((d) => titles.some((t) => (d.roles[t] ?? 0) > 0));
    const employees = PRODUCT_DIVISIONS.reduce(
      (sum, d) => sum + titles.reduce((s, t) => s + (d.roles[t] ?? 0), 0),
      0,
    );
    expect(holding.length).toBeGreaterThan(0);
    expect(audienceHeadcount(PRODUCT_DIVISIONS, titles)).toEqual({ employees, divisions: holding.length });
  });
});

describe('titleHeadcounts', () => {
  it('gives each title its own figures in the given order, once each', () => {
    expect(titleHeadcounts(ALL, ['Inspector', 'Astronaut', 'Inspector'])).toEqual([
      { title: 'Inspector', employees: 12, divisions: 2 },
      { title: 'Astronaut', employees: 0, divisions: 0 },
    ]);
  });
});

describe('audience texts', () => {
  it('reads "N employees in M divisions", singular for one, with thousands separators', () => {
    expect(audienceHeadcountText({ employees: 142, divisions: 9 })).toBe('142 employees in 9 divisions');
    expect(audienceHeadcountText({ employees: 1, divisions: 1 })).toBe('1 employee in 1 division');
    expect(audienceHeadcountText({ employees: 1234, divisions: 0 })).toBe('1,234 employees in 0 divisions');
  });

  it('says no audience is mapped for a role without titles', () => {
    expect(audienceLine(ALL, [])).toBe(NO_AUDIENCE_TEXT);
    expect(NO_AUDIENCE_TEXT).toBe('No training audience mapped');
    expect(audienceLine(ALL, ['Fitter', 'Inspector'])).toBe('27 employees in 3 divisions');
    expect(audienceLine(ALL, ['Astronaut'])).toBe('0 employees in 0 divisions');
  });
});
