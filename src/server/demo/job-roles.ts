/*
 * The nine job roles of the spec's preset table (§6), so every role's Training Audiences tab opens
 * with a meaningful preset filter.
 */

export const DEMO_JOB_ROLE_NAMES = [
  'Sales Rep',
  'Service Coordinator',
  'Service Technician',
  'Deficiency Coordinator',
  'Inspection Coordinator',
  'Procurement Manager',
  'Renewal Coordinator',
  'Sales Manager',
  'Service Manager',
] as const;

export type DemoJobRoleName = (typeof DEMO_JOB_ROLE_NAMES)[number];

export interface DemoJobRole {
  name: DemoJobRoleName;
  description: string;
  /** Days before the seed; roles were set up before the process work began. */
  createdDaysAgo: number;
}

export const DEMO_JOB_ROLES: DemoJobRole[] = [
  {
    name: 'Sales Rep',
    description:
      'Sells inspection, testing and maintenance agreements and fire and security system upgrades to building owners and property managers. Owns the customer relationship from first site walk to signed contract.',
    createdDaysAgo: 96,
  },
  {
    name: 'Service Coordinator',
    description:
      'Takes in service requests, schedules and dispatches technicians, and keeps customers informed until the work order is closed. Level 2 and Level 3 coordinators differ in the accounts and call volume they handle.',
    createdDaysAgo: 96,
  },
  {
    name: 'Service Technician',
    description:
      'Diagnoses and repairs sprinkler, fire alarm and security systems on site, and records labour, parts and findings for every work order.',
    createdDaysAgo: 95,
  },
  {
    name: 'Deficiency Coordinator',
    description:
      'Turns deficiencies found during inspections into priced repair proposals and follows them up until the customer approves or declines the work.',
    createdDaysAgo: 95,
  },
  {
    name: 'Inspection Coordinator',
    description:
      'Plans the recurring inspection calendar for contracted sites, assigns inspectors, and makes sure reports reach customers and the authority having jurisdiction on time.',
    createdDaysAgo: 94,
  },
  {
    name: 'Procurement Manager',
    description:
      'Buys the devices, pipe, fittings and panels the division installs, manages vendor pricing, and runs the warehouse that stocks trucks and jobs.',
    createdDaysAgo: 94,
  },
  {
    name: 'Renewal Coordinator',
    description:
      'Manages expiring service agreements: prepares renewal quotes with updated pricing, chases signatures and flags accounts at risk of not renewing.',
    createdDaysAgo: 93,
  },
  {
    name: 'Sales Manager',
    description:
      'Leads the division sales team, sets quotas, reviews the pipeline every week and produces the monthly bookings forecast for division and regional leadership.',
    createdDaysAgo: 93,
  },
  {
    name: 'Service Manager',
    description:
      'Runs the service department: coordinators, technicians and deficiency follow-up. Accountable for response times, first-time fix rate, billable utilisation and service margin.',
    createdDaysAgo: 92,
  },
];
