import type { AudienceFilterOption } from '@core/rules/audience';
import { isPresetAudience, presetRolesForJobRole } from '@core/rules/division-roles';
import type { JobRole, JobRoleUpdate } from '@core/schemas/job-role';
import { errorStatus } from '../../lib/api-client';

/** What the New / Edit Job Role form holds: plain strings, blank description allowed, the audience's titles. */
export type JobRoleFormValues = { name: string; description: string; divisionRoles: string[] };

export const BLANK_JOB_ROLE: JobRoleFormValues = { name: '', description: '', divisionRoles: [] };

type EditableRole = Pick<JobRole, 'name' | 'description' | 'divisionRoles'>;

export function jobRoleFormValues(role: EditableRole): JobRoleFormValues {
  return { name: role.name, description: role.description ?? '', divisionRoles: [...role.divisionRoles] };
}

const sameTitles = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && a.every((title) => b.includes(title));

/**
 * The fields an edit changed, from the schema's parsed values (trimmed, blank description null),
 * so that saving an untouched form sends nothing. The audience is a set: picking the same titles
 * in another order is no change.
 */
export function changedJobRoleFields(role: EditableRole, values: JobRoleUpdate): JobRoleUpdate {
  const changes: JobRoleUpdate = {};
  if (values.name !== undefined && values.name !== role.name) changes.name = values.name;
  if (values.description !== undefined && (values.description ?? null) !== (role.description ?? null)) {
    changes.description = values.description;
  }
  if (values.divisionRoles !== undefined && !sameTitles(values.divisionRoles, role.divisionRoles)) {
    changes.divisionRoles = values.divisionRoles;
  }
  return changes;
}

/**
 * The audience a new role starts with, from its name (the spec §6 table seeds the mapping). Titles
 * the divisions do not hold are left out when `knownTitles` is given, so the field never offers
 * a title nobody has.
 */
export function suggestedAudience(name: string, knownTitles?: readonly string[]): string[] {
  const preset = presetRolesForJobRole(name.trim());
  if (!knownTitles) return preset;
  const known = new Set(knownTitles);
  return preset.filter((title) => known.has(title));
}

/**
 * What the form's audience follows as the name is typed: a new role's suggestion, or for a role
 * whose audience was never set by hand the new name's preset, as the server will store it (spec
 * §6). null: the role's audience was set by hand, and a rename keeps it.
 */
export function audienceSuggestion(
  role: EditableRole | undefined,
  typedName: string,
  knownTitles?: readonly string[],
): string[] | null {
  if (!role) return suggestedAudience(typedName, knownTitles);
  return isPresetAudience(role.name, role.divisionRoles) ? suggestedAudience(typedName) : null;
}

/** The hint of a mapped title the divisions no longer hold (renamed, or removed by an import). */
export const UNHELD_TITLE_HINT = 'not in divisions';

/**
 * The audience field's choices: every role title the divisions hold (with its headcount), plus any
 * title already mapped that they do not hold, so it can still be seen and removed.
 */
export function audienceTitleOptions(
  held: readonly AudienceFilterOption[],
  selected: readonly string[],
): AudienceFilterOption[] {
  const known = new Set(held.map((o) => o.value));
  const unheld = selected
    .filter((title) => !known.has(title))
    .map((title) => ({ value: title, label: title, hint: UNHELD_TITLE_HINT }));
  return [...held, ...unheld];
}

/** The field's button text: "None mapped", the one title, or "3 titles selected". */
export function audienceDisplayText(selected: readonly string[]): string {
  const [only] = selected;
  if (only === undefined) return 'None mapped';
  return selected.length === 1 ? only : `${selected.length} titles selected`;
}

/** A 409 on create or rename means the name is taken: it belongs on the name field. */
export function isNameTaken(err: unknown): boolean {
  return errorStatus(err) === 409;
}
