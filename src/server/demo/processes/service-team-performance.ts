import type { SipocContent } from '../../../core/schemas/artifact-content';
import type { DemoProcess, DemoSubordinate } from '../types';

/*
 * The Service Manager's map is supervisory: it links to the processes of the roles the manager
 * leads, so the comparison view can open each subordinate map from here.
 */
const subordinatesAsIs: DemoSubordinate[] = [
  {
    processKey: 'service-call-dispatch',
    roleName: 'Service Coordinator',
    description: 'Takes calls, checks coverage and dispatches technicians from the whiteboard.',
    keyResponsibilities: [
      'Record every call on the call log',
      'Check contract coverage in the legacy ERP',
      'Dispatch technicians by phone',
      'Key returned tickets for billing',
    ],
  },
  {
    processKey: 'work-order-completion',
    roleName: 'Service Technician',
    description: 'Completes repairs and documents them on handwritten tickets.',
    keyResponsibilities: [
      'Repair sprinkler, fire alarm and security systems',
      'Write hours and parts on the ticket',
      'Get the customer signature',
      'Return tickets weekly',
    ],
  },
  {
    processKey: 'deficiency-quoting',
    roleName: 'Deficiency Coordinator',
    description: 'Quotes deficiencies found in inspections and follows them up.',
    keyResponsibilities: ['Log deficiencies in Excel', 'Price and email quotes', 'Follow up by phone'],
  },
];

const subordinatesToBe: DemoSubordinate[] = [
  {
    processKey: 'service-call-dispatch',
    roleName: 'Service Coordinator',
    description: 'Runs the digital dispatch board with automated coverage checks and SLA timers.',
    keyResponsibilities: [
      'Triage requests from portal, email and phone',
      'Assign technicians by skill, location and real-time status',
      'Manage SLA exceptions',
      'Release completed work orders for invoicing',
      'Keep customers informed of exceptions',
    ],
  },
  {
    processKey: 'work-order-completion',
    roleName: 'Service Technician',
    description: 'Completes jobs in FieldPro Mobile from arrival to customer e-signature.',
    keyResponsibilities: [
      'Update job status on mobile',
      'Record time, parts and photos in real-time',
      'Capture the customer e-signature',
      'Raise mobile parts requests',
    ],
  },
  {
    processKey: 'deficiency-quoting',
    roleName: 'Deficiency Coordinator',
    description: 'Reviews automatically drafted deficiency quotes and manages portal approvals.',
    keyResponsibilities: [
      'Review drafted quotes',
      'Publish quotes to the customer portal',
      'Work the aging list from analytics',
    ],
  },
];

/** The As-Is SIPOC; the To-Be keeps its outputs and customers. */
const asIsSipoc: SipocContent = {
  suppliers: ['Service Coordinators', 'Service Technicians', 'Deficiency Coordinator', 'Accounting'],
  inputs: [
    'Dispatch log export',
    'Paper timesheets and tickets',
    'Excel deficiency log',
    'Service revenue and cost',
  ],
  process: ['Collect', 'Compile', 'Review', 'Coach', 'Report'],
  outputs: ['KPI report', 'Coaching actions', 'Staffing decisions', 'Division report'],
  outputsFullNames: [
    'Monthly service KPI report (response time, first-time fix, utilisation, margin)',
    'Coaching actions for coordinators and technicians',
    'Staffing, overtime and on-call decisions',
    'Service results reported to the Division Manager',
  ],
  customers: ['Division Manager', 'Service team', 'Human Resources', 'Finance'],
};

export const serviceTeamPerformance: DemoProcess = {
  key: 'service-team-performance',
  shortName: 'Service Team Performance',
  name: 'Service Team Performance Review',
  description:
    'How the Service Manager oversees coordinators, technicians and deficiency follow-up. The month-end KPI spreadsheet compiled from exports and paper gives way to nightly Cloud ERP analytics on response time, first-time fix, utilisation and service margin, reviewed weekly by exception.',
  jobRole: 'Service Manager',
  version: '1.0',
  status: 'published',
  createdDaysAgo: 60,
  updatedDaysAgo: 20,
  asIs: {
    jobDescription: {
      role: 'Service Manager',
      positionSummary:
        'Runs the service department and reviews its performance monthly from a KPI spreadsheet compiled by hand.',
      detailedDescription:
        'At month-end the Service Manager collects a dispatch log export from the coordinators, paper timesheets and tickets from the technicians and the Excel deficiency log, and compiles response times, billable hours and open deficiency value into a KPI spreadsheet. Results are discussed in one-to-one meetings whose notes are kept on paper. Problems are usually seen a month after they start.',
      responsibilities: [
        'Lead Service Coordinators, Service Technicians and the Deficiency Coordinator',
        'Compile the monthly KPI spreadsheet',
        'Review response times, billable utilisation and service margin',
        'Coach technicians and coordinators in one-to-one meetings',
        'Approve overtime and on-call rotations',
        'Report service results to the Division Manager',
      ],
      ongoingActivities: [
        'Month-end KPI compilation',
        'Monthly one-to-ones with each technician',
        'Weekly operations meeting',
        'Customer escalation calls',
      ],
      skills: [
        'People leadership in a field service environment',
        'Fire protection service operations',
        'Excel',
        'Financial understanding of service margin',
      ],
      processSteps: [
        {
          step: 1,
          name: 'Collect data',
          description: 'Request the dispatch log export, timesheets and deficiency log at month-end.',
        },
        {
          step: 2,
          name: 'Compile KPIs',
          description: 'Build response time, utilisation and margin figures in the KPI spreadsheet.',
        },
        { step: 3, name: 'Review results', description: 'Compare with targets and last month.' },
        { step: 4, name: 'Coach', description: 'Hold one-to-ones; notes are kept in a paper binder.' },
        { step: 5, name: 'Report', description: 'Send the KPI sheet to the Division Manager.' },
      ],
    },
    workflow: {
      workflowType: 'supervisory_links',
      description:
        'Supervisory view: the monthly review depends on data gathered by hand from the three subordinate processes before any decision can be made.',
      averageTime: '2 days per month',
      automationLevel: 'Low',
      subordinates: subordinatesAsIs,
      diagram: {
        title: 'Service Team Performance – As-Is',
        subtitle: 'Supervisory view: month-end data gathered from each team by hand',
        layout: 'swimlane',
        tone: 'as_is',
        legend: 'Manual, paper or re-keying step',
        footer: 'About 2 manager days per month · Automation Low',
        lanes: ['Service Manager', 'Service Coordinator', 'Service Technician', 'Deficiency Coordinator'],
        nodes: [
          { id: 'start', lane: 0, kind: 'start', label: 'Month-end review' },
          { id: 'dispatch', lane: 1, label: 'Export dispatch log to Excel', highlight: true },
          {
            id: 'tickets',
            lane: 2,
            kind: 'document',
            label: 'Collect paper timesheets and tickets',
            highlight: true,
          },
          { id: 'defs', lane: 3, label: 'Open deficiencies from Excel log', highlight: true },
          { id: 'compile', lane: 0, label: 'Compile KPI spreadsheet by hand', highlight: true },
          { id: 'target', lane: 0, kind: 'decision', label: 'KPIs on target?' },
          { id: 'coach', lane: 2, label: 'One-to-one coaching; notes on paper', highlight: true },
          { id: 'end', lane: 0, kind: 'end', label: 'KPI report sent' },
        ],
        edges: [
          { from: 'start', to: 'dispatch' },
          { from: 'dispatch', to: 'tickets' },
          { from: 'tickets', to: 'defs' },
          { from: 'defs', to: 'compile' },
          { from: 'compile', to: 'target' },
          { from: 'target', to: 'end', label: 'Yes', route: 'side' },
          { from: 'target', to: 'coach', label: 'No' },
          { from: 'coach', to: 'end' },
        ],
      },
    },
    sipoc: asIsSipoc,
    roleSipoc: {
      suppliers: ['Service team', 'Accounting', 'Division Manager', 'Customers'],
      inputs: ['KPI data', 'Targets', 'Customer escalations', 'Timesheets and tickets'],
      process: ['Measure', 'Coach', 'Decide', 'Report'],
      outputs: ['KPI spreadsheet', 'One-to-one notes', 'Staffing decisions', 'Escalation responses'],
      outputsFullNames: [
        'Monthly KPI spreadsheet compiled by hand',
        'Paper one-to-one notes',
        'Staffing, overtime and on-call decisions',
        'Responses to customer escalations',
      ],
      customers: ['Division Manager', 'Service team', 'Human Resources', 'Customers'],
    },
    crossFunctional: {
      sections: [
        {
          title: 'Data providers',
          subsections: [
            {
              title: 'Service Coordinators',
              items: ['Dispatch log exported on request', 'Response times calculated by hand'],
            },
            { title: 'Service Technicians', items: ['Timesheets and tickets collected at the shop'] },
            { title: 'Deficiency Coordinator', items: ['Open deficiency value from the Excel log'] },
          ],
        },
        {
          title: 'Consumers',
          items: [
            'Division Manager receives the KPI sheet by email',
            'Finance reconciles service margin separately',
          ],
        },
      ],
    },
    systems: {
      systems: [
        {
          name: 'KPI spreadsheet',
          purpose: 'Monthly performance figures compiled by hand.',
          keyFunctions: [
            'Response time by call',
            'Billable utilisation by technician',
            'First-time fix (estimated)',
            'Service margin',
            'Month-over-month trend',
          ],
        },
        {
          name: 'Legacy ERP (on-premise) – reports',
          purpose: 'Exports for revenue and tickets.',
          keyFunctions: ['Dispatch log export', 'Revenue by customer', 'Ticket list', 'Labour cost export'],
        },
        {
          name: 'Paper binder',
          purpose: 'One-to-one notes and coaching plans.',
          keyFunctions: ['Meeting notes', 'Agreed actions', 'Training needs', 'Recognition notes'],
        },
      ],
    },
  },
  toBe: {
    jobDescription: {
      role: 'Service Manager',
      positionSummary:
        'Leads the service department from real-time analytics in Cloud ERP and coaches by exception using FieldPro Mobile job history.',
      detailedDescription:
        'KPIs refresh nightly in Cloud ERP analytics: response time against SLA, first-time fix, billable utilisation, open deficiency value and service margin, by coordinator and technician. The Service Manager reviews exceptions weekly, coaches with the actual job history from FieldPro Mobile and adjusts dispatch rules and territories with the coordinators. The supervisory map links to each subordinate role’s process so changes can be traced to where the work is done.',
      responsibilities: [
        'Review the real-time service dashboard weekly and act on exceptions',
        'Coach technicians using FieldPro Mobile job history and first-time fix analytics',
        'Adjust dispatch rules, territories and on-call rotations with coordinators',
        'Track deficiency conversion from the integrated deficiency analytics',
        'Report service results to the Division Manager from the shared dashboard',
        'Champion adoption of the mobile and digital processes in the team',
      ],
      ongoingActivities: [
        'Weekly exception review',
        'Monthly coaching sessions with digital notes',
        'Quarterly territory and on-call review',
        'Customer escalation calls',
      ],
      skills: [
        'People leadership in a field service environment',
        'Fire protection service operations',
        'Cloud ERP analytics dashboards',
        'Financial understanding of service margin',
        'Change leadership',
      ],
      processSteps: [
        {
          step: 1,
          name: 'Automated KPIs',
          description: 'Dashboards refresh nightly from dispatch, mobile and billing data.',
        },
        {
          step: 2,
          name: 'Weekly exception review',
          description: 'Review coordinators and technicians below target in the analytics view.',
        },
        {
          step: 3,
          name: 'Coach',
          description: 'Coach with FieldPro Mobile job history; notes are kept digitally.',
        },
        {
          step: 4,
          name: 'Adjust',
          description: 'Change dispatch rules, territories or on-call rotations with the coordinators.',
        },
        {
          step: 5,
          name: 'Share',
          description: 'Division Manager sees the same real-time dashboard; no monthly report to build.',
        },
      ],
    },
    workflow: {
      workflowType: 'supervisory_links',
      description:
        'Supervisory view: KPIs are produced automatically from the subordinate processes and reviewed weekly by exception.',
      averageTime: '2 hours per week',
      automationLevel: 'High',
      subordinates: subordinatesToBe,
      diagram: {
        title: 'Service Team Performance – To-Be',
        subtitle: 'Supervisory view: nightly analytics from dispatch, mobile and billing data',
        layout: 'swimlane',
        tone: 'to_be',
        legend: 'Automated in Cloud ERP or FieldPro Mobile',
        footer: 'About 2 manager hours per week · Automation High',
        lanes: ['Service Manager', 'Service Coordinator', 'Service Technician', 'Cloud ERP Analytics'],
        nodes: [
          { id: 'start', lane: 3, kind: 'start', label: 'Nightly refresh' },
          { id: 'kpi', lane: 3, label: 'Response, first-time fix, utilisation, margin', highlight: true },
          { id: 'review', lane: 0, label: 'Weekly review of exceptions', highlight: true },
          { id: 'below', lane: 0, kind: 'decision', label: 'Below target?' },
          { id: 'coach', lane: 2, label: 'Coach with FieldPro job history', highlight: true },
          { id: 'adjust', lane: 1, label: 'Adjust dispatch rules and territories' },
          { id: 'end', lane: 0, kind: 'end', label: 'Shared dashboard' },
        ],
        edges: [
          { from: 'start', to: 'kpi' },
          { from: 'kpi', to: 'review' },
          { from: 'review', to: 'below' },
          { from: 'below', to: 'end', label: 'No', route: 'side' },
          { from: 'below', to: 'coach', label: 'Yes' },
          { from: 'coach', to: 'adjust' },
          { from: 'adjust', to: 'end' },
        ],
      },
    },
    sipoc: {
      ...asIsSipoc,
      suppliers: [
        'Service Coordinators',
        'Service Technicians',
        'Deficiency Coordinator',
        'Cloud ERP Analytics',
      ],
      inputs: [
        'Dispatch and SLA data',
        'Mobile time and job data',
        'Deficiency quote status',
        'Service revenue and cost',
      ],
      process: ['Auto-measure', 'Review exceptions', 'Coach', 'Adjust', 'Share'],
    },
    roleSipoc: {
      suppliers: ['Cloud ERP Analytics', 'Service team', 'Division Manager', 'Customers'],
      inputs: ['Real-time dashboard', 'Targets', 'Customer escalations', 'FieldPro Mobile job history'],
      process: ['Review', 'Coach', 'Adjust', 'Share'],
      outputs: ['Exception actions', 'Coaching notes', 'Dispatch rule changes', 'Adoption follow-up'],
      outputsFullNames: [
        'Actions on weekly KPI exceptions',
        'Digital coaching notes linked to job history',
        'Dispatch rule, territory and on-call changes',
        'Follow-up with technicians on mobile adoption',
      ],
      customers: ['Division Manager', 'Service team', 'Human Resources', 'OCM team'],
    },
    crossFunctional: {
      coordinationActivities: [
        {
          activity: 'Shared dashboard with the Division Manager',
          description:
            'Both see the same live KPIs, so the monthly meeting discusses actions instead of numbers.',
        },
        {
          activity: 'Dispatch tuning with coordinators',
          description:
            'Territory and on-call changes are made on the dispatch board and their effect shows the following week.',
        },
        {
          activity: 'Deficiency conversion with the Deficiency Coordinator',
          description: 'Aging deficiency analytics drive a weekly ten-minute review.',
        },
        {
          activity: 'Training with the OCM team',
          description:
            'Adoption metrics from FieldPro Mobile point to technicians who need refresher training.',
        },
      ],
    },
    systems: {
      systems: [
        {
          name: 'Cloud ERP – Analytics',
          purpose: 'Service KPIs refreshed nightly.',
          keyFunctions: [
            'Response time against SLA',
            'First-time fix rate',
            'Billable utilisation',
            'Open deficiency value',
            'Service margin by customer and technician',
          ],
        },
        {
          name: 'FieldPro Mobile – job history',
          purpose: 'What actually happened on each job.',
          keyFunctions: ['Status timeline', 'Time and parts', 'Photos and notes', 'Adoption metrics'],
        },
        {
          name: 'Cloud ERP – Service Management',
          purpose: 'Dispatch rules and territories.',
          keyFunctions: ['Territory definitions', 'On-call rotations', 'Skill matrix', 'SLA rules'],
        },
      ],
    },
  },
  painPoints: [
    {
      title: 'KPIs compiled by hand',
      description: 'Two days each month go into building the KPI spreadsheet.',
      impact: 'Manager time is spent on data, and numbers are disputed because sources differ.',
      toBe: {
        description: 'KPIs refresh nightly from system data.',
        impact: 'No compilation; one version of the numbers.',
      },
      statuses: ['resolved'],
    },
    {
      title: 'Problems seen a month late',
      description: 'Performance is reviewed only at month-end.',
      impact: 'SLA misses and low utilisation persist for weeks before anyone acts.',
      toBe: {
        description: 'Weekly exception review of current data.',
        impact: 'Issues addressed within the week.',
      },
      statuses: ['resolved'],
    },
    {
      title: 'First-time fix is guessed',
      description: 'Return visits are not linked to the original call.',
      impact: 'Coaching targets the wrong technicians.',
      toBe: {
        description: 'Return visits linked to the original work order in FieldPro Mobile.',
        impact: 'Measured first-time fix; definitions still being agreed across divisions.',
      },
      statuses: ['partially_resolved'],
    },
    {
      title: 'Coaching notes on paper',
      description: 'One-to-one notes live in a binder.',
      impact: 'No continuity when supervisors change.',
      toBe: {
        description: 'Digital coaching notes are out of scope for the ERP; HR system decision pending.',
        impact: 'Unchanged for now.',
      },
      statuses: ['not_addressed', 'parking_lot'],
    },
  ],
  changeImpacts: [
    {
      processOutput: 'Monthly service KPI report (response time, first-time fix, utilisation, margin)',
      changeType: 'REPLACED',
      changeDescription: ['SYSTEMS', 'AUTOMATION_ADDED', 'PROCESS_CHANGE'],
      impactAssessment: 'HIGH',
    },
    {
      processOutput: 'Coaching actions for coordinators and technicians',
      changeType: 'MODIFIED',
      changeDescription: ['PEOPLE', 'PROCEDURE_CHANGE'],
      impactAssessment: 'MED',
    },
    {
      processOutput: 'Staffing, overtime and on-call decisions',
      changeType: 'MODIFIED',
      changeDescription: ['RULE_POLICY_CHANGE'],
      impactAssessment: 'LOW',
    },
    {
      processOutput: 'Service results reported to the Division Manager',
      changeType: 'REMOVED',
      changeDescription: ['AUTOMATION_ADDED', 'PROCESS_CHANGE'],
      impactAssessment: 'LOW',
    },
  ],
  tierDocuments: [
    {
      tier: 'tier_1',
      name: 'Leading through the ERP change: guide for managers',
      description: 'What managers say and do before, during and after go-live.',
      fileType: 'guide',
      file: {
        name: 'leading-through-erp-change.txt',
        text: [
          'LEADING THROUGH THE ERP CHANGE - GUIDE FOR SERVICE MANAGERS (Tier 1)',
          '',
          'Before go-live',
          '- Explain why: fewer re-keyed tickets, faster invoices, real-time dispatch.',
          '- Name one super user per team and protect their time for training.',
          '',
          'Go-live weeks',
          '- Hold a 15-minute stand-up every morning; collect issues in one list.',
          '- Expect slower dispatch for two weeks; tell customers early.',
          '',
          'After go-live',
          '- Review the adoption metrics weekly; recognise teams that close jobs on mobile.',
          '- Retire the paper tickets and the whiteboard on the agreed date.',
        ].join('\n'),
      },
    },
    {
      tier: 'tier_2',
      name: 'Service KPI definitions',
      fileType: 'document',
      url: 'https://training.example.com/erp-program/service-kpi-definitions',
    },
  ],
};
