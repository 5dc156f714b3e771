import type { SipocContent } from '../../../core/schemas/artifact-content';
import type { DemoProcess } from '../types';

/** The As-Is SIPOC; the To-Be keeps its customers. */
const asIsSipoc: SipocContent = {
  suppliers: [
    'Answering service',
    'Customers and fire departments',
    'On-call technicians',
    'Service Manager',
  ],
  inputs: [
    'Emergency call details',
    'Paper on-call list',
    'Technician availability by phone',
    'Site and system information',
  ],
  process: ['Receive page', 'Find technician', 'Escalate', 'Respond', 'Report next day'],
  outputs: ['Emergency dispatch', 'Impairment notice', 'Overnight summary', 'Emergency ticket'],
  outputsFullNames: [
    'On-call technician dispatched to the emergency',
    'Impairment notice to the fire department and owner',
    'Next-morning summary email of overnight calls',
    'Emergency ticket keyed for billing',
  ],
  customers: ['Building owners', 'Fire departments', 'Service office', 'Accounts Receivable'],
};

export const afterHoursEmergency: DemoProcess = {
  key: 'after-hours-emergency',
  shortName: 'After-Hours Emergency Calls',
  name: 'After-Hours Emergency Call Handling',
  description:
    'Nights, weekends and holidays: getting an on-call technician to an impaired fire protection system. Pager calls, a paper on-call list and next-morning emails are replaced by emergency work orders created by the answering service in Cloud ERP, automatic notification on FieldPro Mobile and timed escalation.',
  jobRole: 'Service Coordinator',
  version: '1.0',
  status: 'draft',
  createdDaysAgo: 30,
  updatedDaysAgo: 26,
  asIs: {
    jobDescription: {
      role: 'Service Coordinator',
      positionSummary:
        'Takes the on-call coordinator rotation for nights and weekends, finding a technician for emergency calls.',
      detailedDescription:
        'The answering service pages the on-call coordinator, who checks the paper on-call list and phones technicians until one accepts. If nobody answers within 30 minutes the coordinator calls the Service Manager at home. The technician writes a paper ticket; the next morning the coordinator emails a summary to the office, where the ticket is keyed into the legacy ERP. Impairment notices to the fire department depend on the coordinator remembering to send them.',
      responsibilities: [
        'Carry the on-call pager on the rotation schedule',
        'Confirm the emergency and the site details with the caller',
        'Find an available on-call technician by phone',
        'Escalate to the Service Manager when no technician responds',
        'Email a summary of overnight calls to the office',
        'Make sure impairment notices are sent for systems out of service',
      ],
      ongoingActivities: [
        'Keeping the paper on-call list current',
        'Monday review of weekend calls',
        'Following up unbilled emergency tickets',
        'Updating the answering service script',
      ],
      skills: [
        'Calm phone handling in emergencies',
        'Knowledge of impairment procedures (NFPA 25 chapter 15)',
        'Territory geography',
        'Judgement on when to escalate',
      ],
      processSteps: [
        'Answering service pages the on-call coordinator',
        'Check the paper on-call list',
        'Phone technicians until one accepts',
        'If nobody responds in 30 minutes, call the Service Manager at home',
        'Technician responds and writes a paper ticket',
        'Email a summary to the office the next morning',
        'Office keys the emergency ticket into the legacy ERP',
      ],
    },
    workflow: {
      workflowType: 'flowchart',
      description:
        'Finding a technician depends on phone calls from a paper list, and the call reaches the system only the next business day.',
      averageTime: '70 minutes to dispatch',
      automationLevel: 'Low',
      diagram: {
        title: 'After-Hours Emergency Calls – As-Is',
        subtitle: 'Pager, paper on-call list, phone chase, next-morning email',
        layout: 'flowchart',
        tone: 'as_is',
        legend: 'Manual, paper or re-keying step',
        footer: 'Average 70 minutes from call to dispatch · Automation Low',
        lanes: ['Main flow', 'Escalation'],
        nodes: [
          { id: 'start', lane: 0, kind: 'start', label: 'After-hours call' },
          { id: 'page', lane: 0, label: 'Answering service pages coordinator', highlight: true },
          { id: 'list', lane: 0, kind: 'document', label: 'Check paper on-call list', highlight: true },
          { id: 'phone', lane: 0, label: 'Phone techs until one accepts', highlight: true },
          { id: 'reached', lane: 0, kind: 'decision', label: 'Tech in 30 min?' },
          { id: 'manager', lane: 1, col: 4, label: 'Call Service Manager at home', highlight: true },
          { id: 'respond', lane: 0, kind: 'document', label: 'Tech responds; paper ticket', highlight: true },
          { id: 'email', lane: 0, label: 'Next-morning email to office', highlight: true },
          { id: 'key', lane: 0, label: 'Office keys ticket into legacy ERP', highlight: true },
          { id: 'end', lane: 0, kind: 'end', label: 'Call closed' },
        ],
        edges: [
          { from: 'start', to: 'page' },
          { from: 'page', to: 'list' },
          { from: 'list', to: 'phone' },
          { from: 'phone', to: 'reached' },
          { from: 'reached', to: 'respond', label: 'Yes' },
          { from: 'reached', to: 'manager', label: 'No' },
          { from: 'manager', to: 'respond' },
          { from: 'respond', to: 'email' },
          { from: 'email', to: 'key' },
          { from: 'key', to: 'end' },
        ],
      },
    },
    sipoc: asIsSipoc,
    roleSipoc: {
      suppliers: ['Answering service', 'On-call technicians', 'Service Manager', 'Customers'],
      inputs: ['Pages', 'On-call list', 'Caller details', 'Technician call-backs'],
      process: ['Triage', 'Dispatch', 'Escalate', 'Summarise'],
      outputs: ['Dispatch by phone', 'Overnight summary', 'Escalation calls', 'Impairment reminders'],
      outputsFullNames: [
        'Technician dispatched by phone',
        'Overnight summary emailed to the office',
        'Escalation calls to the Service Manager',
        'Reminders to send impairment notices',
      ],
      customers: ['Technicians', 'Service office', 'Service Manager', 'Fire departments'],
    },
    crossFunctional: {
      sections: [
        {
          title: 'Overnight',
          subsections: [
            {
              title: 'Answering service',
              items: ['Pages the on-call coordinator', 'Reads the caller script'],
            },
            { title: 'Service Manager', items: ['Called at home when no technician responds'] },
          ],
        },
        {
          title: 'Next business day',
          subsections: [
            { title: 'Service office', items: ['Reads the summary email', 'Chases the paper ticket'] },
            { title: 'Accounts Receivable', items: ['Bills emergency rates once the ticket is keyed'] },
          ],
        },
      ],
    },
    systems: {
      systems: [
        {
          name: 'Pager and mobile phone',
          purpose: 'Reaching the on-call coordinator and technicians.',
          keyFunctions: [
            'Pages from the answering service',
            'Calls to technicians',
            'Voicemail',
            'Text messages',
          ],
        },
        {
          name: 'Paper on-call list',
          purpose: 'Who is on call this week.',
          keyFunctions: ['Rotation by week', 'Home and mobile numbers', 'Skills notes', 'Backup contacts'],
        },
        {
          name: 'Email and legacy ERP (on-premise)',
          purpose: 'Next-day reporting and billing.',
          keyFunctions: ['Overnight summary email', 'Ticket entry', 'Emergency rate billing', 'Call history'],
        },
      ],
    },
  },
  toBe: {
    jobDescription: {
      role: 'Service Coordinator',
      positionSummary:
        'Oversees after-hours emergencies from Cloud ERP and FieldPro Mobile; notification and escalation are automated.',
      detailedDescription:
        'The answering service creates an emergency work order directly in Cloud ERP. The on-call technician is notified automatically on FieldPro Mobile from the digital rotation; if the job is not accepted within 15 minutes, the system escalates to the backup technician and the on-call coordinator. Customers receive real-time status, the impairment notice is triggered from the work order, and the job is billable when the technician completes it on mobile.',
      responsibilities: [
        'Maintain the digital on-call rotation in Cloud ERP',
        'Monitor emergency work orders and automated escalations on mobile',
        'Intervene when escalation reaches the coordinator',
        'Confirm impairment notices triggered from the work order',
        'Review overnight emergencies from the real-time log the next morning',
      ],
      ongoingActivities: [
        'Weekly rotation check',
        'Monday review of weekend emergency analytics',
        'Answering service script updates with the integration team',
        'Quarterly escalation drill',
      ],
      skills: [
        'Calm phone handling in emergencies',
        'Knowledge of impairment procedures (NFPA 25 chapter 15)',
        'Cloud ERP on-call rotation and mobile alerts',
        'Judgement on when to escalate',
      ],
      processSteps: [
        'Answering service creates the emergency work order in Cloud ERP',
        'On-call technician is notified automatically on FieldPro Mobile',
        'Automated escalation to the backup technician and coordinator after 15 minutes',
        'Technician responds; the customer gets real-time status updates',
        'Impairment notice is triggered from the work order',
        'Technician completes the job on mobile; billing is ready through integration',
      ],
    },
    workflow: {
      workflowType: 'flowchart',
      description:
        'The work order exists from the first call, notification and escalation are automated, and billing needs no next-day entry.',
      averageTime: '25 minutes to dispatch',
      automationLevel: 'High',
      diagram: {
        title: 'After-Hours Emergency Calls – To-Be',
        subtitle: 'Emergency work order, automatic mobile notification, timed escalation',
        layout: 'flowchart',
        tone: 'to_be',
        legend: 'Automated in Cloud ERP or FieldPro Mobile',
        footer: 'Average 25 minutes from call to dispatch · Automation High',
        lanes: ['Main flow', 'Escalation'],
        nodes: [
          { id: 'start', lane: 0, kind: 'start', label: 'After-hours call or portal' },
          { id: 'wo', lane: 0, label: 'Emergency work order created in ERP', highlight: true },
          { id: 'notify', lane: 0, label: 'On-call tech notified on mobile', highlight: true },
          { id: 'accepted', lane: 0, kind: 'decision', label: 'Accepted in 15 min?' },
          {
            id: 'escalate',
            lane: 1,
            col: 3,
            label: 'Auto-escalate to backup and coordinator',
            highlight: true,
          },
          { id: 'respond', lane: 0, label: 'Tech responds; real-time status', highlight: true },
          { id: 'close', lane: 0, label: 'Closed on mobile; billing ready', highlight: true },
          { id: 'end', lane: 0, kind: 'end', label: 'Call closed' },
        ],
        edges: [
          { from: 'start', to: 'wo' },
          { from: 'wo', to: 'notify' },
          { from: 'notify', to: 'accepted' },
          { from: 'accepted', to: 'respond', label: 'Yes' },
          { from: 'accepted', to: 'escalate', label: 'No' },
          { from: 'escalate', to: 'respond' },
          { from: 'respond', to: 'close' },
          { from: 'close', to: 'end' },
        ],
      },
    },
    sipoc: {
      ...asIsSipoc,
      suppliers: [
        'Answering service',
        'Customers and fire departments',
        'On-call technicians',
        'Cloud ERP on-call rotation',
      ],
      inputs: [
        'Emergency work order',
        'Digital on-call rotation',
        'Mobile acceptance status',
        'Site and system history',
      ],
      process: ['Create work order', 'Auto-notify', 'Auto-escalate', 'Respond', 'Close on mobile'],
      outputs: ['Emergency dispatch', 'Impairment notice', 'Emergency work order', 'Customer status updates'],
      outputsFullNames: [
        'On-call technician dispatched to the emergency',
        'Impairment notice to the fire department and owner',
        'Emergency work order closed on mobile and ready to bill',
        'Real-time status updates to the customer during the emergency',
      ],
    },
    roleSipoc: {
      suppliers: ['Answering service', 'Cloud ERP', 'On-call technicians', 'Service Manager'],
      inputs: ['Emergency work orders', 'Escalation alerts', 'On-call rotation', 'Real-time job status'],
      process: ['Maintain rotation', 'Monitor', 'Intervene', 'Review'],
      outputs: ['Escalations handled', 'On-call rotation', 'Impairment confirmations', 'Morning review'],
      outputsFullNames: [
        'Escalated emergencies resolved by the coordinator',
        'Digital on-call rotation kept current',
        'Impairment notices confirmed from the work order',
        'Next-morning review of the real-time emergency log',
      ],
      customers: ['Technicians', 'Service Manager', 'Customers', 'Fire departments'],
    },
    crossFunctional: {
      sections: [
        {
          title: 'Overnight',
          subsections: [
            {
              title: 'Answering service',
              items: ['Creates the emergency work order through the integration', 'No pager'],
            },
            { title: 'Service Manager', items: ['Receives automated escalation only after backup fails'] },
          ],
        },
        {
          title: 'Next business day',
          items: [
            'Office reviews the real-time log; no summary email',
            'Accounts Receivable bills from the completed work order',
          ],
        },
      ],
    },
    systems: {
      systems: [
        {
          name: 'Cloud ERP – Service Management (on-call)',
          purpose: 'Emergency work orders and escalation rules.',
          keyFunctions: [
            'Answering service integration',
            'Digital on-call rotation',
            'Timed escalation rules',
            'Impairment notice trigger',
          ],
        },
        {
          name: 'FieldPro Mobile',
          purpose: 'Alerts and job handling for the on-call technician.',
          keyFunctions: [
            'Emergency push alert with sound',
            'Accept or decline',
            'Real-time status to customer',
            'Close-out and signature',
          ],
        },
      ],
    },
  },
  painPoints: [
    {
      title: 'Finding a technician takes too long',
      description: 'The coordinator phones down the paper list until someone answers.',
      impact: 'Average 70 minutes to dispatch; impaired systems stay out of service longer.',
      toBe: {
        description: 'Automatic mobile notification with timed escalation.',
        impact: 'Target 25 minutes to dispatch.',
      },
      statuses: ['resolved'],
    },
    {
      title: 'Emergency work is billed late or not at all',
      description: 'Overnight tickets reach billing days later.',
      impact: 'Emergency-rate revenue is lost.',
      toBe: {
        description: 'The work order exists from the first call and closes on mobile.',
        impact: 'Billed with regular invoicing.',
      },
      statuses: ['resolved'],
    },
    {
      title: 'Impairment notices depend on memory',
      description: 'The coordinator must remember to notify the fire department.',
      impact: 'Compliance exposure when notices are missed.',
      toBe: {
        description: 'Notice triggered from the work order; delivery to fire departments still by phone.',
        impact: 'Fewer missed notices.',
      },
      statuses: ['partially_resolved'],
    },
  ],
  changeImpacts: [
    {
      processOutput: 'On-call technician dispatched to the emergency',
      changeType: 'MODIFIED',
      changeDescription: ['AUTOMATION_ADDED', 'SYSTEMS', 'RULE_POLICY_CHANGE'],
      impactAssessment: 'HIGH',
    },
    {
      processOutput: 'Next-morning summary email of overnight calls',
      changeType: 'REMOVED',
      changeDescription: ['PROCESS_CHANGE'],
      impactAssessment: 'LOW',
    },
    {
      processOutput: 'Emergency ticket keyed for billing',
      changeType: 'REPLACED',
      changeDescription: ['AUTOMATION_ADDED', 'PEOPLE'],
      impactAssessment: 'MED',
    },
  ],
};
