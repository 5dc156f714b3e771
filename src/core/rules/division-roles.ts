/*
 * Role titles as they appear in the divisions' headcount tables (spec §3), and the preset role
 * filter of the process tab's Training Audiences matrix (spec §6). The preset rules name these
 * constants rather than string literals so a renamed title cannot silently empty a preset.
 */

export const DIVISION_ROLES = {
  // Leadership
  president: 'President',
  divisionManager: 'Division Manager',
  regionalSalesManager: 'Regional Sales Manager',
  salesManager: 'Sales Manager',
  serviceManager: 'Service Manager',
  serviceTeamSupervisor: 'Service Team Supervisor',
  projectManager: 'Project Manager',
  // Sales and estimating
  serviceSalesRep: 'Service Sales Rep',
  fireSystemsSalesRep: 'Fire Systems Sales Rep',
  estimator: 'Estimator',
  // Service office
  serviceCoordinatorLevel2: 'Service Coordinator Level 2',
  serviceCoordinatorLevel3: 'Service Coordinator Level 3',
  deficiencyCoordinator: 'Deficiency Coordinator',
  renewalCoordinator: 'Renewal Coordinator',
  dispatcher: 'Dispatcher',
  // Back office
  officeManager: 'Office Manager',
  accountsReceivableSpecialist: 'Accounts Receivable Specialist',
  procurementManager: 'Procurement Manager',
  warehouseAssociate: 'Warehouse Associate',
  designer: 'Fire Protection Designer',
  // Field trades
  sprinklerForeman: 'Sprinkler Foreman',
  sprinklerFitter: 'Sprinkler Fitter',
  sprinklerFitterApprentice: 'Sprinkler Fitter Apprentice',
  sprinklerInspector: 'Sprinkler Inspector',
  fireAlarmTechnician: 'Fire Alarm Technician',
  fireAlarmInspector: 'Fire Alarm Inspector',
  serviceTechnician2: 'Service Technician 2',
  fireServiceTechnician: 'Fire Service Technician',
  fireServiceTechApprentice: 'Fire Service Tech Apprentice',
  securityTechnician: 'Security Technician',
  lowVoltageTechnician: 'Low Voltage Technician',
} as const;

export type DivisionRoleTitle = (typeof DIVISION_ROLES)[keyof typeof DIVISION_ROLES];

export const DIVISION_ROLE_TITLES: readonly DivisionRoleTitle[] = Object.values(DIVISION_ROLES);

export interface PresetRoleRule {
  /** Lower-case substrings; the rule applies when the job role name contains any of them. */
  match: readonly string[];
  roles: readonly DivisionRoleTitle[];
}

const R = DIVISION_ROLES;

/*
 * First match wins. The nine demo names never contain two of these substrings, but names users
 * type can (e.g. "Sales Manager - Service Technicians"); manager rules come first so such a role
 * is offered the managers' audience, not its team's.
 */
export const PRESET_ROLE_RULES: readonly PresetRoleRule[] = [
  { match: ['sales manager'], roles: [R.salesManager, R.regionalSalesManager] },
  { match: ['service manager'], roles: [R.serviceManager, R.serviceTeamSupervisor] },
  { match: ['procurement manager'], roles: [R.procurementManager, R.warehouseAssociate] },
  { match: ['deficiency coordinator'], roles: [R.deficiencyCoordinator] },
  { match: ['renewal coordinator'], roles: [R.renewalCoordinator] },
  {
    match: ['inspection coordinator', 'service inspector'],
    roles: [R.fireAlarmInspector, R.sprinklerInspector],
  },
  { match: ['service coordinator'], roles: [R.serviceCoordinatorLevel2, R.serviceCoordinatorLevel3] },
  {
    match: ['service technician'],
    roles: [R.serviceTechnician2, R.fireServiceTechnician, R.fireServiceTechApprentice],
  },
  { match: ['sales rep'], roles: [R.serviceSalesRep, R.fireSystemsSalesRep] },
];

/** Division role titles to preselect for a job role (spec §6); [] when no rule matches. */
export function presetRolesForJobRole(jobRoleName: string): string[] {
  const name = jobRoleName.toLowerCase();
  const rule = PRESET_ROLE_RULES.find((r) => r.match.some((m) => name.includes(m)));
  return rule ? [...rule.roles] : [];
}

/**
 * Whether `titles` are the §6 preset for `jobRoleName` (in any order). Such an audience was never
 * chosen by hand, so it follows the name: a renamed role takes the new name's preset.
 */
export function isPresetAudience(jobRoleName: string, titles: readonly string[]): boolean {
  const preset = presetRolesForJobRole(jobRoleName);
  return titles.length === preset.length && preset.every((title) => titles.includes(title));
}

/**
 * The job role's stored audience (its division_roles column): null, read back as the preset for
 * whatever the role is then called, when the titles are the name's preset; the titles otherwise,
 * an audience set by hand that a rename keeps.
 */
export function audienceToStore(jobRoleName: string, titles: readonly string[]): string[] | null {
  return isPresetAudience(jobRoleName, titles) ? null : [...titles];
}
