import type { SipocContent } from '../../../core/schemas/artifact-content';
import type { DemoProcess } from '../types';

/** The As-Is SIPOC; the To-Be keeps its customers. */
const asIsSipoc: SipocContent = {
  suppliers: ['Customers and property managers', 'Answering service', 'Service Technicians', 'Parts counter'],
  inputs: [
    'Service request by phone or email',
    'Contract and warranty status from the legacy ERP',
    'Technician availability from the whiteboard',
    'Customer purchase order',
  ],
  process: ['Take call', 'Check coverage', 'Assign technician', 'Issue ticket', 'Close call'],
  outputs: ['Dispatched call', 'Work ticket', 'Customer ETA', 'Billable ticket'],
  outputsFullNames: [
    'Service call dispatched to a qualified technician',
    'Printed work ticket with site and scope',
    'Arrival window communicated to the customer',
    'Completed ticket keyed for billing',
  ],
  customers: ['Customers', 'Service Technicians', 'Accounts Receivable', 'Service Manager'],
};

export const serviceCallDispatch: DemoProcess = {
  key: 'service-call-dispatch',
  shortName: 'Service Call Dispatch',
  name: 'Service Call Dispatch and Scheduling',
  description:
    'Intake of service calls, contract check, technician assignment and close-out. Replaces the paper call log, the whiteboard and printed work tickets with the Cloud ERP dispatch board and FieldPro Mobile work orders.',
  jobRole: 'Service Coordinator',
  version: '1.2',
  status: 'published',
  createdDaysAgo: 80,
  updatedDaysAgo: 2,
  asIs: {
    jobDescription: {
      role: 'Service Coordinator',
      positionSummary:
        'Receives service calls by phone and email, checks contract coverage in the legacy ERP and dispatches technicians from a whiteboard.',
      detailedDescription:
        'Calls are written on a paper call log, then looked up in the legacy ERP to see whether the site is under an agreement. The coordinator checks the whiteboard and phones technicians to find someone available, prints a work ticket for pick-up at the shop, and later keys the returned paper ticket into the legacy ERP so it can be billed. Level 3 coordinators also handle national accounts and escalations.',
      responsibilities: [
        'Answer service calls and emails and record them on the call log',
        'Check contract coverage, warranty and not-to-exceed limits in the legacy ERP',
        'Obtain purchase orders for time-and-material calls',
        'Assign technicians using the whiteboard and phone calls',
        'Print work tickets and parts lists for technicians',
        'Key returned tickets into the legacy ERP for billing',
        'Update customers on arrival times by phone',
      ],
      ongoingActivities: [
        'Morning whiteboard review with the Service Team Supervisor',
        'Chasing technicians for unreturned paper tickets',
        'Daily list of open calls kept in Excel',
        'Weekly callback list for customers waiting on parts',
      ],
      skills: [
        'Customer service on the phone under pressure',
        'Knowledge of sprinkler, fire alarm and security service call types',
        'Legacy ERP service screens',
        'Geography of the territory and technician skills',
        'Excel',
      ],
      processSteps:
        'Take the call and write it on the paper call log\nLook up the site and contract in the legacy ERP\nIf not covered, call the customer for a purchase order\nCheck the whiteboard and phone technicians for availability\nPrint the work ticket and leave it at the shop\nCall the customer with an arrival window\nCollect the signed paper ticket when the technician returns\nKey labour and parts into the legacy ERP for billing',
    },
    workflow: {
      workflowType: 'swimlane',
      description:
        'The call is recorded three times (call log, whiteboard, legacy ERP) and the technician must visit the shop to collect and return paper tickets.',
      averageTime: '4.5 hours',
      automationLevel: 'Low',
      diagram: {
        title: 'Service Call Dispatch – As-Is',
        subtitle: 'Paper call log, whiteboard dispatch, printed tickets, manual billing entry',
        layout: 'swimlane',
        tone: 'as_is',
        legend: 'Manual, paper or re-keying step',
        footer: 'Average time from call to dispatch 4.5 hours · Automation Low',
        lanes: ['Customer', 'Service Coordinator', 'Service Technician', 'Accounting'],
        nodes: [
          { id: 'start', lane: 0, kind: 'start', label: 'Call or email' },
          { id: 'log', lane: 1, col: 0, kind: 'document', label: 'Write call on paper log', highlight: true },
          { id: 'lookup', lane: 1, label: 'Look up contract in legacy ERP', highlight: true },
          { id: 'covered', lane: 1, kind: 'decision', label: 'Under contract?' },
          { id: 'po', lane: 0, label: 'Approve T&M rate and give PO' },
          { id: 'board', lane: 1, label: 'Check whiteboard, phone techs', highlight: true },
          { id: 'ticket', lane: 1, kind: 'document', label: 'Print work ticket', highlight: true },
          { id: 'pickup', lane: 2, col: 5, label: 'Collect ticket at the shop', highlight: true },
          { id: 'repair', lane: 2, label: 'Perform repair' },
          { id: 'return', lane: 2, kind: 'document', label: 'Return signed paper ticket', highlight: true },
          { id: 'bill', lane: 3, label: 'Key ticket into legacy ERP', highlight: true },
          { id: 'end', lane: 3, kind: 'end', label: 'Call closed' },
        ],
        edges: [
          { from: 'start', to: 'log' },
          { from: 'log', to: 'lookup' },
          { from: 'lookup', to: 'covered' },
          { from: 'covered', to: 'board', label: 'Yes', route: 'side' },
          { from: 'covered', to: 'po', label: 'No' },
          { from: 'po', to: 'board' },
          { from: 'board', to: 'ticket' },
          { from: 'ticket', to: 'pickup' },
          { from: 'pickup', to: 'repair' },
          { from: 'repair', to: 'return' },
          { from: 'return', to: 'bill' },
          { from: 'bill', to: 'end' },
        ],
      },
    },
    sipoc: asIsSipoc,
    roleSipoc: {
      suppliers: ['Customers', 'Service Technicians', 'Service Team Supervisor', 'Answering service'],
      inputs: [
        'Phone and email requests',
        'Whiteboard status',
        'Returned paper tickets',
        'Contract lookups in the legacy ERP',
      ],
      process: ['Intake', 'Coverage check', 'Dispatch', 'Follow-up', 'Ticket entry'],
      outputs: ['Dispatch assignments', 'Open call list', 'Tickets entered', 'Customer callbacks'],
      outputsFullNames: [
        'Daily dispatch assignments written on the whiteboard',
        'Open call list maintained in Excel',
        'Paper tickets entered into the legacy ERP for billing',
        'Callback list for customers waiting on parts or arrival',
      ],
      customers: ['Technicians', 'Customers', 'Accounting', 'Service Manager'],
    },
    crossFunctional: {
      sections: [
        {
          title: 'Daily coordination',
          items: [
            'Morning whiteboard review with the Service Team Supervisor',
            'Parts counter is phoned to check stock before dispatch',
            'Accounting asks about tickets missing labour hours',
            'Sales Reps are told of new customers by email',
            'Deficiency Coordinator forwards approved repairs by email',
          ],
        },
      ],
    },
    systems: {
      systems: [
        {
          name: 'Paper call log',
          purpose: 'First record of every call.',
          keyFunctions: [
            'Caller and site',
            'Problem description',
            'Time received',
            'Assigned technician initials',
          ],
        },
        {
          name: 'Dispatch whiteboard',
          purpose: 'Shows who is where today.',
          keyFunctions: [
            'Technician rows by day',
            'Magnet per open call',
            'On-call rotation',
            'Vacation and training days',
          ],
        },
        {
          name: 'Legacy ERP (on-premise) – service screens',
          purpose: 'Contract lookup and ticket entry for billing.',
          keyFunctions: [
            'Site and contract lookup',
            'Warranty flag',
            'Ticket entry with labour and parts',
            'Billing release',
            'Open ticket report',
          ],
        },
        {
          name: 'Excel open-call tracker',
          purpose: 'Coordinator-maintained list of calls not yet closed.',
          keyFunctions: ['Call age', 'Waiting-on-parts flag', 'Customer callback dates', 'Notes'],
        },
      ],
    },
  },
  toBe: {
    jobDescription: {
      role: 'Service Coordinator',
      positionSummary:
        'Manages service requests on the Cloud ERP dispatch board, with automated contract checks and real-time technician status from FieldPro Mobile.',
      detailedDescription:
        'Requests arrive from the customer portal, email-to-case or phone and become service requests in Cloud ERP, which checks contract coverage automatically. The coordinator assigns the best technician on the digital dispatch board using skills, location and real-time status, and the job is pushed to FieldPro Mobile. Customers receive automated arrival notifications, and completed work orders flow straight to invoicing, so the coordinator manages exceptions rather than paperwork.',
      responsibilities: [
        'Triage service requests from the portal, email-to-case and phone in Cloud ERP',
        'Confirm automated contract and warranty checks and resolve exceptions',
        'Assign technicians on the digital dispatch board by skill, location and real-time status',
        'Monitor SLA timers and escalate calls at risk',
        'Keep customers informed through automated notifications and direct calls for exceptions',
        'Review completed work orders flagged for missing data before invoicing',
      ],
      ongoingActivities: [
        'Start-of-day dispatch board review with real-time technician locations',
        'SLA exception list worked every two hours',
        'Weekly analytics review of response times with the Service Manager',
        'Keep site contacts and access notes current for data integrity',
      ],
      skills: [
        'Customer service on the phone under pressure',
        'Cloud ERP Service Management dispatch board',
        'FieldPro Mobile job status and messaging',
        'Reading SLA and response-time analytics',
        'Knowledge of sprinkler, fire alarm and security service call types',
      ],
      processSteps:
        'Review new requests on the Cloud ERP dispatch board (portal, email-to-case, phone)\nConfirm the automated contract and warranty check\nFor calls not covered, send a digital T&M approval to the customer\nAssign the technician using skills, location and real-time status\nJob is pushed to FieldPro Mobile and the customer gets an automated ETA\nMonitor status in real-time and handle exceptions\nReview the completed work order; the invoice is drafted through ERP integration',
    },
    workflow: {
      workflowType: 'swimlane',
      description:
        'Coverage checks, technician notification and invoicing are automated, and the coordinator works from one dispatch board.',
      averageTime: '45 minutes',
      automationLevel: 'High',
      diagram: {
        title: 'Service Call Dispatch – To-Be',
        subtitle: 'Portal intake, automated coverage check, digital dispatch board, FieldPro Mobile',
        layout: 'swimlane',
        tone: 'to_be',
        legend: 'Automated in Cloud ERP or FieldPro Mobile',
        footer: 'Average time from call to dispatch 45 minutes · Automation High',
        lanes: ['Customer', 'Service Coordinator', 'Cloud ERP', 'Service Technician'],
        nodes: [
          { id: 'start', lane: 0, kind: 'start', label: 'Portal or phone' },
          { id: 'check', lane: 2, label: 'Contract and warranty auto-checked', highlight: true },
          { id: 'covered', lane: 2, kind: 'decision', label: 'Covered?' },
          { id: 'approve', lane: 0, label: 'Approve T&M quote online', highlight: true },
          { id: 'assign', lane: 1, label: 'Assign tech on dispatch board' },
          { id: 'push', lane: 3, label: 'Job and ETA pushed to FieldPro Mobile', highlight: true },
          { id: 'work', lane: 3, label: 'Repair, photos and e-signature', highlight: true },
          { id: 'close', lane: 2, label: 'Work order closed, invoice drafted', highlight: true },
          { id: 'end', lane: 2, kind: 'end', label: 'Call closed' },
        ],
        edges: [
          { from: 'start', to: 'check' },
          { from: 'check', to: 'covered' },
          { from: 'covered', to: 'assign', label: 'Yes', route: 'side' },
          { from: 'covered', to: 'approve', label: 'No' },
          { from: 'approve', to: 'assign' },
          { from: 'assign', to: 'push' },
          { from: 'push', to: 'work' },
          { from: 'work', to: 'close' },
          { from: 'close', to: 'end' },
        ],
      },
    },
    sipoc: {
      ...asIsSipoc,
      suppliers: [
        'Customers and property managers',
        'Customer portal',
        'Cloud ERP contracts',
        'Service Technicians',
      ],
      inputs: [
        'Service request from portal, email-to-case or phone',
        'Automated contract and warranty status',
        'Real-time technician status and location',
        'Digital T&M approval',
      ],
      process: [
        'Create request',
        'Auto-check coverage',
        'Assign on board',
        'Push to mobile',
        'Close work order',
      ],
      outputs: ['Dispatched call', 'Mobile work order', 'Customer ETA', 'Billable work order'],
      outputsFullNames: [
        'Service call dispatched to a qualified technician',
        'Work order on FieldPro Mobile with site history',
        'Arrival window communicated to the customer',
        'Completed work order ready for invoicing',
      ],
    },
    roleSipoc: {
      suppliers: ['Customers', 'Cloud ERP', 'FieldPro Mobile', 'Service Team Supervisor'],
      inputs: [
        'Service request queue',
        'SLA timers',
        'Real-time technician status',
        'Automated coverage results',
      ],
      process: ['Triage', 'Assign', 'Monitor', 'Resolve exceptions', 'Review close-out'],
      outputs: [
        'Dispatch assignments',
        'SLA exceptions handled',
        'Work orders released',
        'Customer exception calls',
      ],
      outputsFullNames: [
        'Dispatch assignments on the digital board',
        'SLA exceptions escalated and resolved',
        'Work orders released for automated invoicing',
        'Direct calls to customers when a job is at risk',
      ],
      customers: ['Technicians', 'Customers', 'Accounts Receivable', 'Service Manager'],
    },
    crossFunctional: {
      coordinationActivities: [
        {
          activity: 'Technician status',
          description:
            'Technicians update status in FieldPro Mobile; the board reflects it in real-time, no phone round.',
        },
        {
          activity: 'Parts availability',
          description:
            'Truck and warehouse stock is visible when assigning, so the parts counter is called only for special orders.',
        },
        {
          activity: 'Invoicing hand-off',
          description:
            'Accounts Receivable picks up completed work orders from the invoice queue instead of chasing tickets.',
        },
        {
          activity: 'Deficiency repairs',
          description:
            'Approved deficiency quotes arrive as ready-to-schedule work orders from the Deficiency Coordinator.',
        },
      ],
    },
    systems: {
      systems: [
        {
          name: 'Cloud ERP – Service Management',
          purpose: 'Service requests, dispatch board and work orders.',
          keyFunctions: [
            'Service request intake (portal, email-to-case, phone)',
            'Automated contract and warranty check',
            'Drag-and-drop dispatch board with skills and territories',
            'SLA timers and escalations',
            'Work order close-out to invoicing',
          ],
        },
        {
          name: 'FieldPro Mobile',
          purpose: 'Technician app for jobs, status and close-out.',
          keyFunctions: [
            'Job push notifications',
            'En-route and on-site status',
            'Site history and photos',
            'Customer e-signature',
          ],
        },
        {
          name: 'Customer Service Portal',
          purpose: 'Customers submit and track requests and approve T&M quotes.',
          keyFunctions: [
            'Request submission',
            'Automated ETA notices',
            'T&M approval',
            'Service history by site',
          ],
        },
      ],
    },
  },
  painPoints: [
    {
      title: 'Calls recorded three times',
      description: 'Each call is written on the log, the whiteboard and later in the legacy ERP.',
      impact: 'Coordinators spend about a third of the day on re-entry and details are lost between copies.',
      toBe: {
        description: 'One service request in Cloud ERP is the only record.',
        impact: 'Re-entry eliminated; coordinators focus on exceptions.',
      },
      statuses: ['resolved'],
    },
    {
      title: 'No view of technician availability',
      description:
        'The whiteboard is out of date by mid-morning; finding a technician takes several phone calls.',
      impact: 'Emergency calls wait longer than the contract response time.',
      toBe: {
        description: 'Real-time status and location from FieldPro Mobile on the dispatch board.',
        impact: 'Assignment in minutes; SLA misses visible before they happen.',
      },
      statuses: ['resolved'],
    },
    {
      title: 'Paper tickets returned late',
      description: 'Technicians return tickets days after the job, some incomplete.',
      impact: 'Invoicing is delayed on average 9 days and some labour is never billed.',
      toBe: {
        description: 'Work orders close on mobile with signature and sync immediately.',
        impact: 'Invoice drafted the same day.',
      },
      statuses: ['resolved', 'partially_resolved'],
    },
    {
      title: 'Customers call for updates',
      description: 'Customers phone repeatedly to ask when the technician will arrive.',
      impact: 'Inbound call volume rises and customer satisfaction falls.',
      toBe: {
        description: 'Automated ETA and on-the-way notices from the portal.',
        impact: 'Fewer status calls; customers see progress themselves.',
      },
      statuses: ['partially_resolved'],
    },
    {
      title: 'After-hours hand-off is informal',
      description: 'Overnight calls reach the office the next morning by email or voicemail.',
      impact: 'Follow-up work and billing for emergency calls are missed.',
      toBe: {
        description: 'Handled in the separate after-hours emergency process; not in this scope.',
        impact: 'Tracked in that process.',
      },
      statuses: ['parking_lot'],
    },
  ],
  changeImpacts: [
    {
      processOutput: 'Service call dispatched to a qualified technician',
      changeType: 'MODIFIED',
      changeDescription: ['SYSTEMS', 'PROCESS_CHANGE', 'AUTOMATION_ADDED'],
      impactAssessment: 'HIGH',
    },
    {
      processOutput: 'Printed work ticket with site and scope',
      changeType: 'REPLACED',
      changeDescription: ['SYSTEMS', 'PROCEDURE_CHANGE'],
      impactAssessment: 'HIGH',
    },
    {
      processOutput: 'Arrival window communicated to the customer',
      changeType: 'MODIFIED',
      changeDescription: ['AUTOMATION_ADDED'],
      impactAssessment: 'MED',
    },
    {
      processOutput: 'Completed ticket keyed for billing',
      changeType: 'REMOVED',
      changeDescription: ['PEOPLE', 'PROCESS_CHANGE'],
      impactAssessment: 'MED',
    },
  ],
  tierDocuments: [
    {
      tier: 'tier_2',
      name: 'Dispatch in the new world: process review',
      description: 'Recording of the virtual process review for coordinators.',
      fileType: 'presentation',
      url: 'https://training.example.com/erp-program/dispatch-process-review',
    },
    {
      tier: 'tier_3',
      name: 'Job aid: assigning a technician on the dispatch board',
      fileType: 'guide',
      file: {
        name: 'dispatch-board-job-aid.txt',
        text: [
          'JOB AID - ASSIGNING A TECHNICIAN ON THE DISPATCH BOARD (Tier 3)',
          '',
          '1. Service > Dispatch Board. Filter by your division and today.',
          '2. Unassigned requests are in the left column, oldest first; red timer = SLA at risk.',
          '3. Open the request. Check the Coverage panel: Contract, Warranty or T&M.',
          '   T&M: press Send Approval; the customer approves in the portal.',
          '4. Drag the request onto a technician row. Skills that do not match show an amber icon.',
          '5. Confirm. The job goes to FieldPro Mobile and the customer gets the ETA notice.',
          '6. Watch the status chip: Assigned > En route > On site > Completed.',
        ].join('\n'),
      },
    },
  ],
};
