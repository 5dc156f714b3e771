import type { SipocContent } from '../../../core/schemas/artifact-content';
import type { DemoProcess } from '../types';

/** The As-Is SIPOC; the To-Be keeps its outputs and customers. */
const asIsSipoc: SipocContent = {
  suppliers: ['Service Technicians', 'Service Team Supervisor', 'Payroll', 'Job cost clerk'],
  inputs: ['Paper timesheet', 'Returned work tickets', 'Pay code and prevailing wage tables', 'Job numbers'],
  process: ['Record hours', 'Hand in', 'Check', 'Key payroll', 'Key job cost'],
  outputs: ['Approved hours', 'Payroll hours', 'Job cost labour', 'Job cost report'],
  outputsFullNames: [
    'Supervisor-approved weekly hours per technician',
    'Hours keyed into payroll with pay codes',
    'Labour cost posted against jobs in the ERP',
    'Monthly job cost and margin report',
  ],
  customers: ['Payroll', 'Project Managers', 'Service Manager', 'Finance'],
};

export const technicianTimeEntry: DemoProcess = {
  key: 'technician-time-entry',
  shortName: 'Technician Time Entry',
  name: 'Technician Time Entry and Job Costing',
  description:
    'How field hours become payroll and job cost. Weekly paper timesheets keyed twice (payroll and legacy ERP job cost) are replaced by time captured per work order in FieldPro Mobile, approved by exception and posted automatically.',
  jobRole: 'Service Technician',
  version: '1.0',
  status: 'draft',
  createdDaysAgo: 40,
  updatedDaysAgo: 6,
  asIs: {
    jobDescription: {
      role: 'Service Technician',
      positionSummary: 'Records daily hours on a weekly paper timesheet that feeds payroll and job costing.',
      detailedDescription:
        'Technicians fill in a paper timesheet at the end of each day, often from memory, listing job numbers and hours. Timesheets are handed in at the shop on Friday; the Service Team Supervisor checks them against returned tickets and calls technicians about mismatches. Payroll keys the hours into the payroll system and a job cost clerk keys them again against jobs in the legacy ERP, so job costs are only known after month-end.',
      responsibilities: [
        'Complete a daily line on the weekly paper timesheet',
        'Write job numbers, pay codes and hours for each job',
        'Record travel, shop and training time separately',
        'Hand the timesheet in at the shop every Friday',
        'Correct timesheets when the supervisor calls about mismatches',
      ],
      ongoingActivities: [
        'Weekly timesheet turn-in',
        'Answering payroll questions about overtime and per diem',
        'Checking pay stubs for missing hours',
        'Quarterly review of prevailing-wage job codes',
      ],
      skills: [
        'Knowing pay codes (regular, overtime, prevailing wage, on-call)',
        'Accurate record keeping',
        'Job number formats of the legacy ERP',
        'Time management across several jobs per day',
      ],
      processSteps: [
        {
          step: 1,
          name: 'Fill in the timesheet',
          description: 'At the end of the day, write job numbers and hours on the paper timesheet.',
        },
        { step: 2, name: 'Hand in', description: 'Drop the week’s timesheet at the shop on Friday.' },
        {
          step: 3,
          name: 'Supervisor check',
          description: 'The supervisor compares hours with returned tickets and calls about mismatches.',
        },
        {
          step: 4,
          name: 'Correct and resubmit',
          description: 'Fix the timesheet when hours do not match tickets.',
        },
        { step: 5, name: 'Payroll entry', description: 'Payroll keys the hours into the payroll system.' },
        {
          step: 6,
          name: 'Job cost entry',
          description: 'The job cost clerk keys the same hours against jobs in the legacy ERP.',
        },
      ],
    },
    workflow: {
      workflowType: 'flowchart',
      description:
        'The same hours are written once and typed twice, errors loop back for correction, and job cost is visible only after month-end close.',
      averageTime: '12 days to job cost',
      automationLevel: 'Low',
      diagram: {
        title: 'Technician Time Entry – As-Is',
        subtitle: 'Weekly paper timesheet keyed into payroll and again into legacy ERP job cost',
        layout: 'flowchart',
        tone: 'as_is',
        legend: 'Manual, paper or re-keying step',
        footer: 'Average 12 days from work to job cost · Automation Low',
        lanes: ['Main flow', 'Corrections'],
        nodes: [
          { id: 'start', lane: 0, kind: 'start', label: 'End of day' },
          { id: 'sheet', lane: 0, kind: 'document', label: 'Fill in paper timesheet', highlight: true },
          { id: 'handin', lane: 0, label: 'Hand in at the shop on Friday', highlight: true },
          { id: 'check', lane: 0, label: 'Supervisor checks against tickets', highlight: true },
          { id: 'match', lane: 0, kind: 'decision', label: 'Hours match tickets?' },
          { id: 'fix', lane: 1, col: 4, label: 'Call technician to correct', highlight: true },
          { id: 'payroll', lane: 0, label: 'Payroll keys hours', highlight: true },
          { id: 'jobcost', lane: 0, label: 'Clerk keys hours to jobs in legacy ERP', highlight: true },
          { id: 'report', lane: 0, kind: 'document', label: 'Month-end job cost report' },
          { id: 'end', lane: 0, kind: 'end', label: 'Job cost known' },
        ],
        edges: [
          { from: 'start', to: 'sheet' },
          { from: 'sheet', to: 'handin' },
          { from: 'handin', to: 'check' },
          { from: 'check', to: 'match' },
          { from: 'match', to: 'payroll', label: 'Yes' },
          { from: 'match', to: 'fix', label: 'No' },
          { from: 'fix', to: 'sheet', label: 'Resubmit' },
          { from: 'payroll', to: 'jobcost' },
          { from: 'jobcost', to: 'report' },
          { from: 'report', to: 'end' },
        ],
      },
    },
    sipoc: asIsSipoc,
    roleSipoc: {
      suppliers: ['Dispatch', 'Service Team Supervisor', 'Payroll', 'Project Managers'],
      inputs: ['Jobs worked', 'Pay codes', 'Supervisor corrections', 'Job numbers from tickets'],
      process: ['Write hours', 'Code hours', 'Turn in', 'Correct'],
      outputs: ['Weekly timesheet', 'Corrections', 'Overtime requests', 'Travel time'],
      outputsFullNames: [
        'Weekly paper timesheet handed in on Friday',
        'Corrections made after supervisor calls',
        'Overtime requests noted on the timesheet',
        'Travel and shop time recorded separately',
      ],
      customers: ['Supervisor', 'Payroll', 'Job cost clerk', 'Project Managers'],
    },
    crossFunctional: {
      sections: [
        {
          title: 'Who touches the hours',
          items: [
            'Service Team Supervisor checks every timesheet line',
            'Payroll keys hours by Monday noon',
            'Job cost clerk keys the same hours into the legacy ERP',
            'Project Managers ask for labour to date on installation jobs',
          ],
        },
      ],
    },
    systems: {
      systems: [
        {
          name: 'Paper timesheet',
          purpose: 'Weekly record of hours per job.',
          keyFunctions: [
            'Daily lines by job number',
            'Pay code column',
            'Travel and shop time',
            'Technician and supervisor signatures',
          ],
        },
        {
          name: 'Payroll system',
          purpose: 'Pays technicians from keyed hours.',
          keyFunctions: ['Hours by pay code', 'Overtime rules', 'Prevailing wage rates', 'Pay stubs'],
        },
        {
          name: 'Legacy ERP (on-premise) – job cost',
          purpose: 'Labour cost against jobs, posted after payroll.',
          keyFunctions: ['Labour entry by job', 'Burden rates', 'Month-end job cost report', 'Margin by job'],
        },
      ],
    },
  },
  toBe: {
    jobDescription: {
      role: 'Service Technician',
      positionSummary:
        'Captures time against each work order in FieldPro Mobile as the day happens; hours post to payroll and job cost automatically.',
      detailedDescription:
        'Clock-in, travel and on-site time are captured per work order in FieldPro Mobile in real-time. At day end the technician reviews and submits the day in the app. Cloud ERP checks the hours against completed work orders and flags only exceptions to the supervisor. Approved hours flow through integration to payroll and to job cost, giving Project Managers and the Service Manager current labour cost analytics every day.',
      responsibilities: [
        'Clock in and out and switch jobs in FieldPro Mobile as work happens',
        'Select the correct pay code for on-call, overtime and prevailing wage work',
        'Review and submit the day in the app before leaving the last job',
        'Respond to exceptions flagged in the mobile approval queue',
        'Keep travel and shop time accurate for job cost data integrity',
      ],
      ongoingActivities: [
        'Daily review and submit in the app',
        'Weekly check of approved hours in the mobile timesheet view',
        'Answering exception questions from the supervisor',
        'Quarterly review of prevailing-wage job codes',
      ],
      skills: [
        'FieldPro Mobile time capture',
        'Knowing pay codes (regular, overtime, prevailing wage, on-call)',
        'Accurate record keeping',
        'Time management across several jobs per day',
      ],
      processSteps: [
        {
          step: 1,
          name: 'Capture time',
          description:
            'Clock in and switch jobs in FieldPro Mobile; time is captured in real-time per work order.',
        },
        {
          step: 2,
          name: 'Review and submit',
          description: 'Review the day in the app and submit before leaving the last job.',
        },
        {
          step: 3,
          name: 'Automated checks',
          description: 'Cloud ERP compares hours with completed work orders and flags exceptions.',
        },
        {
          step: 4,
          name: 'Exception approval',
          description: 'The supervisor resolves flagged entries in the streamlined approval queue.',
        },
        {
          step: 5,
          name: 'Automated posting',
          description:
            'Approved hours post to payroll and job cost through integration; analytics update daily.',
        },
      ],
    },
    workflow: {
      workflowType: 'flowchart',
      description:
        'Hours are captured once at the source and post automatically, with supervisor review only for exceptions.',
      averageTime: '1 day to job cost',
      automationLevel: 'High',
      diagram: {
        title: 'Technician Time Entry – To-Be',
        subtitle:
          'Time captured per work order in FieldPro Mobile, automated posting to payroll and job cost',
        layout: 'flowchart',
        tone: 'to_be',
        legend: 'Automated in Cloud ERP or FieldPro Mobile',
        footer: 'Job cost current the next day · Automation High',
        lanes: ['Main flow', 'Exceptions'],
        nodes: [
          { id: 'start', lane: 0, kind: 'start', label: 'Clock in on mobile' },
          { id: 'capture', lane: 0, label: 'Time captured per work order', highlight: true },
          { id: 'submit', lane: 0, label: 'Review and submit day in app', highlight: true },
          { id: 'flag', lane: 0, kind: 'decision', label: 'Exceptions flagged?' },
          { id: 'resolve', lane: 1, col: 3, label: 'Supervisor resolves in approval queue' },
          { id: 'post', lane: 0, label: 'Hours post to payroll and job cost', highlight: true },
          { id: 'analytics', lane: 0, label: 'Labour cost analytics updated', highlight: true },
          { id: 'end', lane: 0, kind: 'end', label: 'Job cost current' },
        ],
        edges: [
          { from: 'start', to: 'capture' },
          { from: 'capture', to: 'submit' },
          { from: 'submit', to: 'flag' },
          { from: 'flag', to: 'post', label: 'No' },
          { from: 'flag', to: 'resolve', label: 'Yes' },
          { from: 'resolve', to: 'post' },
          { from: 'post', to: 'analytics' },
          { from: 'analytics', to: 'end' },
        ],
      },
    },
    sipoc: {
      ...asIsSipoc,
      suppliers: [
        'Service Technicians',
        'FieldPro Mobile',
        'Service Team Supervisor',
        'Cloud ERP payroll rules',
      ],
      inputs: [
        'Time entries per work order',
        'Completed work orders',
        'Pay code and prevailing wage tables',
        'Exception decisions',
      ],
      process: ['Capture time', 'Submit day', 'Auto-check', 'Approve exceptions', 'Auto-post'],
    },
    roleSipoc: {
      suppliers: ['Dispatch board', 'Service Team Supervisor', 'Cloud ERP', 'Project Managers'],
      inputs: [
        'Assigned work orders',
        'Pay codes',
        'Exception questions',
        'Job defaults for prevailing wage',
      ],
      process: ['Capture', 'Code', 'Review', 'Submit'],
      outputs: ['Daily time submission', 'Exception answers', 'Overtime flags', 'Travel time'],
      outputsFullNames: [
        'Daily time submission per work order in FieldPro Mobile',
        'Answers to flagged exceptions',
        'Overtime flagged automatically from the day total',
        'Travel time captured between jobs',
      ],
      customers: ['Supervisor', 'Payroll', 'Project Managers', 'Service Manager'],
    },
    crossFunctional: {
      sections: [
        {
          title: 'Who touches the hours',
          subsections: [
            {
              title: 'Service Team Supervisor',
              items: ['Reviews flagged exceptions only', 'Approves the week in one step'],
            },
            {
              title: 'Payroll',
              items: ['Receives approved hours through integration', 'Handles pay code questions'],
            },
            { title: 'Project Managers', items: ['See labour to date on their jobs daily'] },
          ],
        },
      ],
    },
    systems: {
      systems: [
        {
          name: 'FieldPro Mobile – time capture',
          purpose: 'Records time per work order as it happens.',
          keyFunctions: [
            'Clock in and out',
            'Job switch with travel time',
            'Pay code selection',
            'Daily review and submit',
          ],
        },
        {
          name: 'Cloud ERP – Payroll integration',
          purpose: 'Validates and posts approved hours.',
          keyFunctions: [
            'Exception rules (no work order, overlap, over 12 hours)',
            'Approval queue',
            'Payroll export',
            'Audit trail',
          ],
        },
        {
          name: 'Cloud ERP – Project Accounting',
          purpose: 'Job cost and margin, updated daily.',
          keyFunctions: [
            'Labour cost by job',
            'Burden rates',
            'Job cost analytics dashboard',
            'Margin alerts',
          ],
        },
      ],
    },
  },
  painPoints: [
    {
      title: 'Timesheets filled from memory',
      description: 'Technicians write hours at the end of the day or the week.',
      impact: 'Hours are misallocated between jobs and job margins are wrong.',
      toBe: {
        description: 'Time captured per work order as it happens in FieldPro Mobile.',
        impact: 'Accurate allocation; fewer disputes.',
      },
      statuses: ['resolved'],
    },
    {
      title: 'Hours keyed twice',
      description: 'Payroll and job cost each type the same timesheet.',
      impact: 'About 20 office hours a week per large division and frequent mismatches.',
      toBe: {
        description: 'One approved entry posts to both through integration.',
        impact: 'Double entry removed.',
      },
      statuses: ['resolved'],
    },
    {
      title: 'Job cost known only after month-end',
      description: 'Labour reaches jobs weeks after the work.',
      impact: 'Overruns on installation jobs are found too late to act.',
      toBe: {
        description: 'Job cost analytics update daily.',
        impact: 'Project Managers act on overruns within the week.',
      },
      statuses: ['partially_resolved'],
    },
    {
      title: 'Prevailing wage codes applied inconsistently',
      description: 'Technicians and payroll disagree on which jobs are prevailing wage.',
      impact: 'Compliance risk on public work.',
      toBe: {
        description: 'Pay code defaults from the job record; policy rules still being written.',
        impact: 'Open until the policy is approved.',
      },
      statuses: ['not_addressed'],
    },
  ],
  changeImpacts: [
    {
      processOutput: 'Supervisor-approved weekly hours per technician',
      changeType: 'MODIFIED',
      changeDescription: ['AUTOMATION_ADDED', 'PROCESS_CHANGE'],
      impactAssessment: 'MED',
    },
    {
      processOutput: 'Hours keyed into payroll with pay codes',
      changeType: 'REPLACED',
      changeDescription: ['SYSTEMS', 'AUTOMATION_ADDED', 'PEOPLE'],
      impactAssessment: 'HIGH',
    },
    {
      processOutput: 'Labour cost posted against jobs in the ERP',
      changeType: 'MODIFIED',
      changeDescription: ['AUTOMATION_ADDED', 'RULE_POLICY_CHANGE'],
      impactAssessment: 'HIGH',
    },
  ],
};
