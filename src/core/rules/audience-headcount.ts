import type { Division } from '../schemas/division';
import { headcountByDivision, reach } from './readiness/headcount';

/*
 * A job role's training audience in people (issue 9): the employees holding the division role
 * titles the role covers, and the divisions they work in. The Job Roles list, the job role page
 * and the role dialog count with these functions, so they agree with one another.
 */

export interface AudienceHeadcount {
  /** Employees holding any of the titles, over all divisions. */
  employees: number;
  /** Divisions where at least one of the titles has a headcount above zero. */
  divisions: number;
}

export interface TitleHeadcount extends AudienceHeadcount {
  title: string;
}

/** What a role without titles says wherever its audience is shown. */
export const NO_AUDIENCE_TEXT = 'No training audience mapped';

const count = (n: number) => n.toLocaleString('en-US');

/** The employees holding `titles` and the divisions they are in; each title counts once. */
export function audienceHeadcount(
  divisions: readonly Division[],
  titles: readonly string[],
): AudienceHeadcount {
  const { people, divisions: held } = reach(headcountByDivision(divisions, titles));
  return { employees: people, divisions: held };
}

/** Each title with its own headcount, in the given order (a title the data does not hold has 0). */
export function titleHeadcounts(divisions: readonly Division[], titles: readonly string[]): TitleHeadcount[] {
  return [...new Set(titles)].map((title) => ({ title, ...audienceHeadcount(divisions, [title]) }));
}

/** "142 employees in 9 divisions", "1 employee in 1 division". */
export function audienceHeadcountText({ employees, divisions }: AudienceHeadcount): string {
  return `${count(employees)} ${employees === 1 ? 'employee' : 'employees'} in ${count(divisions)} ${divisions === 1 ? 'division' : 'divisions'}`;
}

/** The one-line audience of a job role: its headcount, or that none is mapped. */
export function audienceLine(divisions: readonly Division[], titles: readonly string[]): string {
  return titles.length === 0 ? NO_AUDIENCE_TEXT : audienceHeadcountText(audienceHeadcount(divisions, titles));
}
