import type { SipocContent } from '../../../core/schemas/artifact-content';
import type { DemoProcess } from '../types';

/** The As-Is SIPOC; the To-Be keeps its outputs and customers. */
const asIsSipoc: SipocContent = {
  suppliers: ['Contracts in the legacy ERP', 'Customers', 'Inspectors', 'Office Admin'],
  inputs: [
    'List of inspections due by contract',
    'Customer availability and site access',
    'Inspector certifications and territories',
    'Completed paper NFPA inspection forms',
  ],
  process: ['Identify due', 'Book date', 'Assign inspector', 'Inspect', 'Report'],
  outputs: [
    'Inspection schedule',
    'Completed inspection',
    'Inspection report',
    'AHJ submission',
    'Deficiency list',
  ],
  outputsFullNames: [
    'Monthly inspection schedule by inspector',
    'Completed NFPA 25 / NFPA 72 inspection',
    'Inspection report delivered to the customer',
    'Report submitted to the authority having jurisdiction',
    'Deficiency list passed to the Deficiency Coordinator',
  ],
  customers: ['Building owners', 'Authority having jurisdiction', 'Deficiency Coordinator', 'Inspectors'],
};

export const inspectionScheduling: DemoProcess = {
  key: 'inspection-scheduling',
  shortName: 'Inspection Scheduling',
  name: 'Inspection Scheduling and Reporting',
  description:
    'Planning recurring NFPA inspections for contracted sites and delivering the reports. A printed due list, phone booking and paper forms are replaced by visits generated from contracts in Cloud ERP, automated customer confirmation and digital inspection forms on FieldPro Mobile.',
  jobRole: 'Inspection Coordinator',
  version: '1.2',
  status: 'published',
  createdDaysAgo: 75,
  updatedDaysAgo: 8,
  asIs: {
    jobDescription: {
      role: 'Inspection Coordinator',
      positionSummary:
        'Schedules monthly, quarterly and annual inspections for contracted sites and sends reports to customers and the authority having jurisdiction.',
      detailedDescription:
        'At month-end the coordinator prints the list of inspections due from the legacy ERP, phones each customer to agree a date and writes the schedule on the wall calendar and an Excel sheet. Inspectors complete paper NFPA forms on site; the office types and scans the reports and mails them to the customer and, where required, the AHJ. Reports reach customers on average twelve days after the inspection.',
      responsibilities: [
        'Print and review the monthly list of inspections due',
        'Call customers to agree inspection dates and site access',
        'Maintain the inspection calendar and the Excel schedule',
        'Assign inspectors by certification and territory',
        'Type, scan and mail inspection reports',
        'Submit reports to the AHJ where required',
        'Pass deficiency lists to the Deficiency Coordinator',
      ],
      ongoingActivities: [
        'Month-end printing of the due list',
        'Daily calendar changes for cancellations and reschedules',
        'Tracking overdue inspections in Excel',
        'Filing paper reports by site',
      ],
      skills: [
        'NFPA 25 and NFPA 72 inspection frequencies',
        'Scheduling and route planning',
        'Legacy ERP contract reports',
        'Excel',
        'Clear customer communication',
      ],
      processSteps: [
        'Print inspections due next month from the legacy ERP',
        'Call each customer to agree a date',
        'Write the schedule on the wall calendar and in Excel',
        'Give inspectors their paper forms and schedule',
        'Receive completed paper reports',
        'Type and scan the reports',
        'Mail reports to the customer and the AHJ',
        'Send deficiency lists to the Deficiency Coordinator',
      ],
    },
    workflow: {
      workflowType: 'swimlane',
      description:
        'The due list is printed, dates are booked by phone, the inspection is written on paper and the report is typed and mailed by the office.',
      averageTime: '12 days to report',
      automationLevel: 'Low',
      diagram: {
        title: 'Inspection Scheduling – As-Is',
        subtitle: 'Printed due list, phone booking, wall calendar, paper NFPA forms, mailed reports',
        layout: 'swimlane',
        tone: 'as_is',
        legend: 'Manual, paper or re-keying step',
        footer: 'Average 12 days from inspection to report · Automation Low',
        lanes: ['Inspection Coordinator', 'Customer', 'Inspector', 'Office Admin'],
        nodes: [
          { id: 'start', lane: 0, kind: 'start', label: 'Month-end' },
          {
            id: 'print',
            lane: 0,
            kind: 'document',
            label: 'Print due list from legacy ERP',
            highlight: true,
          },
          { id: 'call', lane: 0, label: 'Call customers to book dates', highlight: true },
          { id: 'agreed', lane: 1, kind: 'decision', label: 'Date agreed?' },
          { id: 'calendar', lane: 0, label: 'Write on wall calendar and Excel', highlight: true },
          {
            id: 'inspect',
            lane: 2,
            kind: 'document',
            label: 'Inspect with paper NFPA forms',
            highlight: true,
          },
          { id: 'handin', lane: 2, label: 'Hand in paper report', highlight: true },
          { id: 'type', lane: 3, label: 'Type and scan report', highlight: true },
          { id: 'mail', lane: 3, label: 'Mail to customer and AHJ', highlight: true },
          { id: 'end', lane: 3, kind: 'end', label: 'Report delivered' },
        ],
        edges: [
          { from: 'start', to: 'print' },
          { from: 'print', to: 'call' },
          { from: 'call', to: 'agreed' },
          { from: 'agreed', to: 'call', label: 'Call back', route: 'below' },
          { from: 'agreed', to: 'calendar', label: 'Yes' },
          { from: 'calendar', to: 'inspect' },
          { from: 'inspect', to: 'handin' },
          { from: 'handin', to: 'type' },
          { from: 'type', to: 'mail' },
          { from: 'mail', to: 'end' },
        ],
      },
    },
    sipoc: asIsSipoc,
    roleSipoc: {
      suppliers: ['Legacy ERP reports', 'Customers', 'Inspectors', 'Office Admin'],
      inputs: ['Due list', 'Booking calls', 'Paper reports', 'Inspector certifications'],
      process: ['Plan', 'Book', 'Assign', 'Distribute reports'],
      outputs: ['Calendar', 'Mailed reports', 'Overdue list', 'Deficiency copies'],
      outputsFullNames: [
        'Wall calendar and Excel inspection schedule',
        'Inspection reports mailed to customers and AHJ',
        'Overdue inspection list in Excel',
        'Photocopied deficiency lists for the Deficiency Coordinator',
      ],
      customers: ['Inspectors', 'Customers', 'Service Manager', 'Deficiency Coordinator'],
    },
    crossFunctional: {
      sections: [
        {
          title: 'Coordination today',
          items: [
            'Inspectors collect their weekly schedule and paper forms on Monday',
            'Service Coordinator borrows inspectors for urgent service calls by phone',
            'Office Admin types reports in the order they are handed in',
            'Deficiency lists are photocopied for the Deficiency Coordinator',
            'Sales Reps hear about new contracts at the weekly meeting',
          ],
        },
      ],
    },
    systems: {
      systems: [
        {
          name: 'Legacy ERP (on-premise) – contract reports',
          purpose: 'Source of the monthly inspections due list.',
          keyFunctions: [
            'Contract frequencies',
            'Due list report',
            'Site and contact lookup',
            'Inspection history (dates only)',
          ],
        },
        {
          name: 'Wall calendar and Excel schedule',
          purpose: 'Who inspects where and when.',
          keyFunctions: [
            'Inspector rows by week',
            'Colour by inspection type',
            'Reschedule notes',
            'Overdue list',
          ],
        },
        {
          name: 'Paper NFPA inspection forms',
          purpose: 'Record of what was tested and found.',
          keyFunctions: [
            'Device-by-device checklist',
            'Test results',
            'Deficiency notes',
            'Inspector and customer signatures',
          ],
        },
        {
          name: 'Scanner and postal mail',
          purpose: 'Delivering reports.',
          keyFunctions: ['Scan to shared drive', 'Mail to customer', 'Mail or fax to AHJ', 'Paper filing'],
        },
      ],
    },
  },
  toBe: {
    jobDescription: {
      role: 'Inspection Coordinator',
      positionSummary:
        'Manages an inspection schedule generated automatically from contracts, confirms visits digitally and monitors real-time completion and report delivery.',
      detailedDescription:
        'Cloud ERP generates inspection visits from contract frequencies and proposes a schedule by inspector certification and route. The coordinator confirms the plan on the dispatch board; customers receive automated confirmation requests and reminders. Inspectors complete digital NFPA forms on FieldPro Mobile and the report is generated and emailed on completion, with AHJ submission tracked. Deficiencies flow straight to the Deficiency Coordinator queue.',
      responsibilities: [
        'Review and confirm the automated monthly inspection proposal',
        'Resolve scheduling conflicts on the dispatch board',
        'Handle customers who decline or do not confirm automated requests',
        'Monitor real-time inspection completion and overdue analytics',
        'Confirm AHJ submissions where the county requires them',
        'Keep contract frequencies accurate for data integrity',
      ],
      ongoingActivities: [
        'Weekly review of the overdue inspections dashboard',
        'Daily check of unconfirmed visits',
        'Monthly route optimization review with the Service Manager',
        'Spot checks of digital report quality',
      ],
      skills: [
        'NFPA 25 and NFPA 72 inspection frequencies',
        'Cloud ERP dispatch board and visit planning',
        'FieldPro Mobile inspection forms (support level)',
        'Reading inspection analytics',
        'Clear customer communication',
      ],
      processSteps: [
        'Cloud ERP generates due visits from contract frequencies automatically',
        'Review the optimized schedule proposal by route and certification',
        'Confirm the plan on the dispatch board; customers get automated confirmation requests',
        'Inspectors complete digital NFPA forms on FieldPro Mobile',
        'The report is generated and emailed to the customer on completion',
        'Deficiencies are routed to the Deficiency Coordinator queue through integration',
      ],
    },
    workflow: {
      workflowType: 'swimlane',
      description:
        'Visits are generated and proposed automatically, confirmation is digital and reports are produced from mobile forms.',
      averageTime: 'Same day to report',
      automationLevel: 'High',
      diagram: {
        title: 'Inspection Scheduling – To-Be',
        subtitle: 'Visits generated from contracts, automated confirmation, digital NFPA forms',
        layout: 'swimlane',
        tone: 'to_be',
        legend: 'Automated in Cloud ERP or FieldPro Mobile',
        footer: 'Report delivered the day of inspection · Automation High',
        lanes: ['Inspection Coordinator', 'Customer', 'Inspector', 'Cloud ERP'],
        nodes: [
          { id: 'start', lane: 3, kind: 'start', label: 'Contract frequencies' },
          { id: 'generate', lane: 3, label: 'Visits proposed by route and skill', highlight: true },
          { id: 'confirm', lane: 0, label: 'Confirm plan on dispatch board' },
          { id: 'customer', lane: 1, label: 'Customer confirms automated request', highlight: true },
          { id: 'inspect', lane: 2, label: 'Inspect with digital NFPA forms', highlight: true },
          { id: 'report', lane: 3, label: 'Report generated and emailed', highlight: true },
          { id: 'defs', lane: 3, kind: 'decision', label: 'Deficiencies?' },
          { id: 'route', lane: 0, label: 'Routed to deficiency queue', highlight: true },
          { id: 'end', lane: 3, kind: 'end', label: 'Visit closed' },
        ],
        edges: [
          { from: 'start', to: 'generate' },
          { from: 'generate', to: 'confirm' },
          { from: 'confirm', to: 'customer' },
          { from: 'customer', to: 'inspect' },
          { from: 'inspect', to: 'report' },
          { from: 'report', to: 'defs' },
          { from: 'defs', to: 'end', label: 'No', route: 'side' },
          { from: 'defs', to: 'route', label: 'Yes' },
          { from: 'route', to: 'end' },
        ],
      },
    },
    sipoc: {
      ...asIsSipoc,
      suppliers: [
        'Contracts in Cloud ERP',
        'Customers',
        'Inspectors on FieldPro Mobile',
        'Cloud ERP scheduling',
      ],
      inputs: [
        'Contract inspection frequencies',
        'Optimized schedule proposal',
        'Automated customer confirmations',
        'Digital NFPA inspection forms',
      ],
      process: ['Generate visits', 'Confirm plan', 'Inspect on mobile', 'Auto-report', 'Route deficiencies'],
    },
    roleSipoc: {
      suppliers: ['Cloud ERP', 'Customers', 'Inspectors', 'Contracts'],
      inputs: ['Visit proposal', 'Confirmation status', 'Completion status', 'New contract notifications'],
      process: ['Review', 'Confirm', 'Monitor', 'Resolve exceptions'],
      outputs: ['Confirmed schedule', 'Exceptions resolved', 'Overdue actions', 'AHJ confirmations'],
      outputsFullNames: [
        'Confirmed monthly schedule on the dispatch board',
        'Unconfirmed and declined visits resolved',
        'Actions from the overdue inspections dashboard',
        'AHJ submissions confirmed where the county requires them',
      ],
      customers: ['Inspectors', 'Customers', 'Service Manager', 'Authority having jurisdiction'],
    },
    crossFunctional: {
      coordinationActivities: [
        {
          activity: 'Shared dispatch board',
          description:
            'Inspection and service visits share one board, so borrowing an inspector for a service call is visible to both coordinators.',
        },
        {
          activity: 'Deficiency hand-off',
          description:
            'Deficiencies logged during the inspection appear in the Deficiency Coordinator’s queue with photos.',
        },
        {
          activity: 'New contracts',
          description:
            'A signed agreement generates its first-year visits; the coordinator is notified automatically.',
        },
      ],
    },
    systems: {
      systems: [
        {
          name: 'Cloud ERP – Service Management (planning)',
          purpose: 'Generates and schedules inspection visits.',
          keyFunctions: [
            'Visit generation from contract frequencies',
            'Route and certification-aware scheduling proposal',
            'Automated customer confirmations and reminders',
            'Overdue inspection analytics',
            'AHJ submission tracking',
          ],
        },
        {
          name: 'FieldPro Mobile – inspections',
          purpose: 'Digital NFPA forms on site.',
          keyFunctions: [
            'Device-by-device digital checklist',
            'Test results with validation',
            'Deficiencies with photos',
            'Customer e-signature',
            'Report generation',
          ],
        },
        {
          name: 'Customer Service Portal',
          purpose: 'Customers confirm visits and download reports.',
          keyFunctions: [
            'Visit confirmation',
            'Reschedule requests',
            'Report library by site',
            'Deficiency status',
          ],
        },
      ],
    },
  },
  painPoints: [
    {
      title: 'Due list printed once a month',
      description: 'The printed list is stale as soon as contracts change.',
      impact: 'Inspections are missed and some contracts fall out of compliance.',
      toBe: {
        description: 'Visits generated continuously from contract frequencies.',
        impact: 'No missed inspections from stale lists.',
      },
      statuses: ['resolved'],
    },
    {
      title: 'Booking by phone takes days',
      description: 'Each customer is phoned, often several times, to agree a date.',
      impact: 'The coordinator spends most of the first week of each month on the phone.',
      toBe: {
        description: 'Automated confirmation requests with one-click accept or reschedule.',
        impact: 'Phone calls only for customers who do not respond.',
      },
      statuses: ['partially_resolved'],
    },
    {
      title: 'Reports typed and mailed',
      description: 'Paper forms are typed, scanned and mailed by the office.',
      impact: 'Reports reach customers about 12 days after the inspection; AHJ deadlines are at risk.',
      toBe: {
        description: 'Report generated from the digital form and emailed on completion.',
        impact: 'Same-day reports.',
      },
      statuses: ['resolved'],
    },
    {
      title: 'Routes are not planned',
      description: 'Inspectors criss-cross the territory because dates are booked customer by customer.',
      impact: 'Drive time is about 30% of the inspection day.',
      toBe: {
        description: 'Schedule proposal optimized by route and certification.',
        impact: 'Expected 10–15% less drive time; to be measured after go-live.',
      },
      statuses: ['partially_resolved'],
    },
  ],
  changeImpacts: [
    {
      processOutput: 'Monthly inspection schedule by inspector',
      changeType: 'MODIFIED',
      changeDescription: ['AUTOMATION_ADDED', 'SYSTEMS', 'PROCESS_CHANGE'],
      impactAssessment: 'HIGH',
    },
    {
      processOutput: 'Completed NFPA 25 / NFPA 72 inspection',
      changeType: 'MODIFIED',
      changeDescription: ['SYSTEMS', 'PROCEDURE_CHANGE'],
      impactAssessment: 'MED',
    },
    {
      processOutput: 'Inspection report delivered to the customer',
      changeType: 'MODIFIED',
      changeDescription: ['AUTOMATION_ADDED', 'PEOPLE'],
      impactAssessment: 'HIGH',
    },
    {
      processOutput: 'Report submitted to the authority having jurisdiction',
      changeType: 'MODIFIED',
      changeDescription: ['RULE_POLICY_CHANGE'],
      impactAssessment: 'LOW',
    },
    {
      processOutput: 'Deficiency list passed to the Deficiency Coordinator',
      changeType: 'REPLACED',
      changeDescription: ['AUTOMATION_ADDED', 'PROCESS_CHANGE'],
      impactAssessment: 'MED',
    },
  ],
  tierDocuments: [
    {
      tier: 'tier_2',
      name: 'Inspection lifecycle in Cloud ERP',
      description: 'From contract frequency to delivered report, for coordinators and inspectors.',
      fileType: 'manual',
      file: {
        name: 'inspection-lifecycle-overview.txt',
        text: [
          'INSPECTION LIFECYCLE IN CLOUD ERP (Tier 2)',
          '',
          'Contract  ->  Visit generated  ->  Proposed schedule  ->  Confirmed  ->  Inspected  ->  Report  ->  Deficiencies',
          '',
          '- Visits are generated 60 days ahead from the contract frequency (monthly, quarterly, semi-annual, annual, 5-year).',
          '- The proposal groups visits by route and inspector certification (NICET level, state licence).',
          '- Customers receive a confirmation request 21 days before the visit and a reminder 2 days before.',
          '- Inspectors complete the NFPA form on FieldPro Mobile; the report is emailed on completion.',
          '- Deficiencies appear in the Deficiency Coordinator queue with photos and codes.',
        ].join('\n'),
      },
    },
    {
      tier: 'tier_3',
      name: 'Template: customer confirmation message',
      fileType: 'template',
      file: {
        name: 'inspection-confirmation-template.txt',
        text: [
          'Subject: Fire protection inspection on {visit date} at {site name}',
          '',
          'Hello {contact name},',
          '',
          'Your {inspection type} inspection is planned for {visit date} between {window}.',
          'Please confirm or choose another date: {portal link}',
          '',
          'Our inspector will need access to the riser room, fire alarm panel and all floors.',
        ].join('\n'),
      },
    },
  ],
};
