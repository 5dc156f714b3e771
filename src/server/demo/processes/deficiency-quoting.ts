import type { SipocContent } from '../../../core/schemas/artifact-content';
import type { DemoProcess } from '../types';

/** The As-Is SIPOC; the To-Be keeps its customers. */
const asIsSipoc: SipocContent = {
  suppliers: ['Fire Alarm and Sprinkler Inspectors', 'Customers', 'Estimator', 'Service Coordinator'],
  inputs: [
    'Paper inspection report with deficiency notes',
    'PDF repair price book',
    'Customer contact and PO requirements',
    'Customer approval by email or phone',
  ],
  process: ['Log deficiency', 'Price repair', 'Quote', 'Follow up', 'Hand off approved work'],
  outputs: ['Deficiency log', 'Deficiency quote', 'Approved repair', 'Impairment notice'],
  outputsFullNames: [
    'Deficiency log entry per inspection finding',
    'Priced deficiency repair quote sent to the customer',
    'Customer-approved repair ready for scheduling',
    'Critical impairment notice to customer and AHJ',
  ],
  customers: ['Building owners', 'Service Coordinator', 'Authority having jurisdiction', 'Service Manager'],
};

export const deficiencyQuoting: DemoProcess = {
  key: 'deficiency-quoting',
  shortName: 'Deficiency Quoting',
  name: 'Deficiency Quoting and Follow-up',
  description:
    'From deficiencies found during inspections to approved repair work. Paper inspection reports retyped into an Excel log and Word quotes give way to deficiencies logged on FieldPro Mobile, quotes drafted in Cloud ERP and customer approval through the portal with automated reminders.',
  jobRole: 'Deficiency Coordinator',
  version: '1.3',
  status: 'in_review',
  createdDaysAgo: 70,
  updatedDaysAgo: 3,
  asIs: {
    jobDescription: {
      role: 'Deficiency Coordinator',
      positionSummary:
        'Turns deficiencies from inspection reports into priced repair quotes and follows them up until the customer decides.',
      detailedDescription:
        'Inspectors hand in paper reports listing deficiencies. The coordinator retypes each deficiency into the Excel deficiency log, prices the repair from the PDF price book, builds a Word quote and emails it. Follow-up relies on Outlook reminders; approvals come back by email or phone and are forwarded to the Service Coordinator to schedule. Critical impairments are phoned to the customer and the AHJ the same day.',
      responsibilities: [
        'Read inspection reports and log every deficiency in the Excel deficiency log',
        'Price repairs from the price book and technician notes',
        'Prepare and email deficiency quotes to customers',
        'Follow up open quotes by phone and email',
        'Forward approved repairs to the Service Coordinator for scheduling',
        'Notify customers of critical impairments the same day',
      ],
      ongoingActivities: [
        'Weekly review of the deficiency log by age',
        'Monthly report of open deficiency value to the Service Manager',
        'Clarifying unclear deficiency notes with inspectors',
        'Archiving declined quotes for the next inspection cycle',
      ],
      skills: [
        'Reading NFPA 25 and NFPA 72 inspection reports',
        'Pricing sprinkler and fire alarm repairs',
        'Excel',
        'Persistent, courteous customer follow-up',
      ],
      processSteps:
        'Receive the paper inspection report from the inspector\nRetype each deficiency into the Excel deficiency log\nPrice the repair from the PDF price book\nBuild the quote in the Word template and email it as a PDF\nSet an Outlook reminder to follow up in two weeks\nOn approval, forward the email to the Service Coordinator to schedule the repair',
    },
    workflow: {
      workflowType: 'swimlane',
      description:
        'Deficiencies are written on paper, retyped into Excel, priced by hand and followed up from calendar reminders.',
      averageTime: '21 days to approval',
      automationLevel: 'Low',
      diagram: {
        title: 'Deficiency Quoting – As-Is',
        subtitle: 'Paper inspection report, Excel deficiency log, Word quote, Outlook reminders',
        layout: 'swimlane',
        tone: 'as_is',
        legend: 'Manual, paper or re-keying step',
        footer: 'Average 21 days from inspection to approval · Automation Low',
        lanes: ['Inspector', 'Deficiency Coordinator', 'Customer', 'Service Coordinator'],
        nodes: [
          { id: 'start', lane: 0, kind: 'start', label: 'Deficiencies found' },
          { id: 'report', lane: 0, kind: 'document', label: 'Deficiencies on paper report', highlight: true },
          { id: 'log', lane: 1, label: 'Retype into Excel deficiency log', highlight: true },
          { id: 'price', lane: 1, label: 'Price from PDF price book', highlight: true },
          { id: 'quote', lane: 1, label: 'Build Word quote and email', highlight: true },
          { id: 'approved', lane: 2, kind: 'decision', label: 'Approved?' },
          { id: 'remind', lane: 1, col: 5, label: 'Outlook reminder to follow up', highlight: true },
          { id: 'forward', lane: 3, label: 'Approval email forwarded', highlight: true },
          { id: 'schedule', lane: 3, label: 'Schedule repair visit' },
          { id: 'end', lane: 3, kind: 'end', label: 'Repair scheduled' },
        ],
        edges: [
          { from: 'start', to: 'report' },
          { from: 'report', to: 'log' },
          { from: 'log', to: 'price' },
          { from: 'price', to: 'quote' },
          { from: 'quote', to: 'approved' },
          { from: 'approved', to: 'remind', label: 'No reply' },
          { from: 'remind', to: 'quote', label: 'Resend', route: 'above' },
          { from: 'approved', to: 'forward', label: 'Yes', route: 'side' },
          { from: 'forward', to: 'schedule' },
          { from: 'schedule', to: 'end' },
        ],
      },
    },
    sipoc: asIsSipoc,
    roleSipoc: {
      suppliers: ['Inspectors', 'Customers', 'Service Manager', 'Estimator'],
      inputs: ['Inspection reports', 'Price book', 'Customer replies', 'Technician notes on repairs'],
      process: ['Log', 'Price', 'Quote', 'Chase', 'Hand off'],
      outputs: ['Quotes sent', 'Approved repairs', 'Open deficiency report', 'Impairment calls'],
      outputsFullNames: [
        'Deficiency quotes emailed as PDF',
        'Approved repairs forwarded by email',
        'Monthly open deficiency value report from Excel',
        'Same-day impairment phone calls to customers',
      ],
      customers: ['Customers', 'Service Coordinator', 'Service Manager', 'Authority having jurisdiction'],
    },
    crossFunctional: {
      sections: [
        {
          title: 'Inputs from the field',
          subsections: [
            {
              title: 'Inspectors',
              subtitle: 'Paper reports handed in weekly',
              items: ['Unclear notes need a phone call', 'Photos arrive by text message, if at all'],
            },
          ],
        },
        {
          title: 'Downstream',
          subsections: [
            {
              title: 'Service Coordinator',
              items: ['Approved repairs forwarded by email', 'Parts needs discussed by phone'],
            },
            {
              title: 'Sales Reps',
              items: ['Large deficiency lists handed to sales as upgrade opportunities'],
            },
          ],
        },
      ],
    },
    systems: {
      systems: [
        {
          name: 'Excel deficiency log',
          purpose: 'Tracks every deficiency and its quote status.',
          keyFunctions: [
            'Deficiency by site and system',
            'Severity code',
            'Quote number and value',
            'Follow-up dates',
            'Status filter',
          ],
        },
        {
          name: 'PDF price book',
          purpose: 'Standard prices for common repairs.',
          keyFunctions: ['Repair codes', 'Labour hours per repair', 'Material list prices', 'Travel zones'],
        },
        {
          name: 'Word quote template and Outlook',
          purpose: 'Quote document and follow-up.',
          keyFunctions: [
            'Quote layout with terms',
            'PDF attachment email',
            'Calendar reminders',
            'Approval replies',
          ],
        },
      ],
    },
  },
  toBe: {
    jobDescription: {
      role: 'Deficiency Coordinator',
      positionSummary:
        'Reviews deficiency quotes drafted automatically from inspections and manages approval through the customer portal with automated reminders.',
      detailedDescription:
        'Inspectors log deficiencies on FieldPro Mobile with codes and photos. Cloud ERP drafts a deficiency quote from the digital price book; the coordinator reviews, adjusts and sends it to the customer portal. Reminders at 7, 14 and 30 days are automated, approval creates a repair work order for the Service Coordinator, and analytics show open deficiency value by customer and age in real-time.',
      responsibilities: [
        'Review and adjust deficiency quotes drafted automatically from mobile inspections',
        'Send quotes to the customer portal and answer customer questions',
        'Work the aging list of unapproved quotes highlighted by analytics',
        'Confirm that approvals create repair work orders with the right parts',
        'Escalate critical impairments through the digital impairment notice',
        'Keep the digital price book current with the Estimator',
      ],
      ongoingActivities: [
        'Daily review of newly drafted deficiency quotes',
        'Weekly open deficiency analytics review with the Service Manager',
        'Monthly price book review with the Estimator',
        'Share upgrade opportunities with Sales Reps from the integrated CRM view',
      ],
      skills: [
        'Reading NFPA 25 and NFPA 72 inspection findings',
        'Cloud ERP Service Management quotes',
        'Customer portal',
        'Using deficiency analytics dashboards',
        'Persistent, courteous customer follow-up',
      ],
      processSteps:
        'Review deficiencies logged on FieldPro Mobile with codes and photos\nCheck the quote drafted automatically from the digital price book\nAdjust scope and send the quote to the customer portal\nAutomated reminders go out at 7, 14 and 30 days\nApproval creates a repair work order for scheduling through integration\nReview real-time analytics of open deficiencies weekly',
    },
    workflow: {
      workflowType: 'swimlane',
      description:
        'Deficiencies are logged once on mobile, quotes are drafted automatically and approval creates the repair work order.',
      averageTime: '6 days to approval',
      automationLevel: 'Medium-High',
      diagram: {
        title: 'Deficiency Quoting – To-Be',
        subtitle: 'Mobile deficiency capture, automated quote draft, portal approval, automated reminders',
        layout: 'swimlane',
        tone: 'to_be',
        legend: 'Automated in Cloud ERP or FieldPro Mobile',
        footer: 'Average 6 days from inspection to approval · Automation Medium-High',
        lanes: ['Inspector', 'Deficiency Coordinator', 'Customer', 'Cloud ERP'],
        nodes: [
          { id: 'start', lane: 0, kind: 'start', label: 'Inspection on mobile' },
          { id: 'log', lane: 0, label: 'Deficiencies logged with photos and codes', highlight: true },
          { id: 'draft', lane: 3, label: 'Quote drafted from digital price book', highlight: true },
          { id: 'review', lane: 1, label: 'Review and send to portal' },
          { id: 'approve', lane: 2, label: 'Review quote in portal', highlight: true },
          { id: 'approved', lane: 2, kind: 'decision', label: 'Approved?' },
          { id: 'remind', lane: 3, col: 5, label: 'Automated reminders 7, 14, 30 days', highlight: true },
          { id: 'wo', lane: 3, label: 'Repair work order created', highlight: true },
          { id: 'end', lane: 3, kind: 'end', label: 'Ready to schedule' },
        ],
        edges: [
          { from: 'start', to: 'log' },
          { from: 'log', to: 'draft' },
          { from: 'draft', to: 'review' },
          { from: 'review', to: 'approve' },
          { from: 'approve', to: 'approved' },
          { from: 'approved', to: 'wo', label: 'Yes', route: 'side' },
          { from: 'approved', to: 'remind', label: 'Not yet' },
          { from: 'remind', to: 'approve' },
          { from: 'wo', to: 'end' },
        ],
      },
    },
    sipoc: {
      ...asIsSipoc,
      suppliers: ['Inspectors on FieldPro Mobile', 'Digital price book', 'Customers', 'Service Coordinator'],
      inputs: [
        'Deficiencies with codes and photos',
        'Digital repair price book',
        'Customer portal approval',
        'Automated reminder schedule',
      ],
      process: [
        'Log on mobile',
        'Auto-draft quote',
        'Review and send',
        'Portal approval',
        'Create work order',
      ],
      outputs: [
        'Deficiency log',
        'Deficiency quote',
        'Approved repair',
        'Impairment notice',
        'Deficiency analytics',
      ],
      outputsFullNames: [
        'Deficiency log entry per inspection finding',
        'Priced deficiency repair quote sent to the customer',
        'Customer-approved repair ready for scheduling',
        'Critical impairment notice to customer and AHJ',
        'Open deficiency value analytics by customer and age',
      ],
    },
    roleSipoc: {
      suppliers: ['Inspectors', 'Cloud ERP', 'Customers', 'Estimator'],
      inputs: ['Drafted quotes', 'Portal responses', 'Aging analytics', 'Digital price book'],
      process: ['Review', 'Send', 'Work aging list', 'Confirm work order'],
      outputs: ['Quotes in portal', 'Approved work orders', 'Aging list actions', 'Upgrade leads'],
      outputsFullNames: [
        'Reviewed quotes published to the customer portal',
        'Approved repairs converted to work orders',
        'Actions on the aging list of unapproved quotes',
        'Upgrade opportunities passed to Sales Reps as CRM tasks',
      ],
      customers: ['Customers', 'Service Coordinator', 'Service Manager', 'Sales Reps'],
    },
    crossFunctional: {
      coordinationActivities: [
        {
          activity: 'Inspector hand-off',
          description:
            'Deficiencies arrive coded with photos from FieldPro Mobile; questions go through job notes instead of phone calls.',
        },
        {
          activity: 'Repair scheduling',
          description:
            'Approval creates a repair work order on the Service Coordinator’s board with parts pre-listed.',
        },
        {
          activity: 'Upgrade opportunities',
          description: 'Quotes above the upgrade threshold create a CRM task for the Sales Rep.',
        },
        {
          activity: 'Pricing',
          description:
            'The Estimator maintains the digital price book; changes apply to new drafts immediately.',
        },
      ],
    },
    systems: {
      systems: [
        {
          name: 'FieldPro Mobile – inspections',
          purpose: 'Deficiency capture during the inspection.',
          keyFunctions: [
            'Deficiency codes by NFPA section',
            'Photos',
            'Severity and impairment flag',
            'Sync to Cloud ERP',
          ],
        },
        {
          name: 'Cloud ERP – Service Quotes',
          purpose: 'Drafts, sends and tracks deficiency quotes.',
          keyFunctions: [
            'Quote draft from price book',
            'Portal publishing',
            'Automated reminders',
            'Work order on approval',
            'Open deficiency analytics',
          ],
        },
        {
          name: 'Customer Service Portal',
          purpose: 'Customers review and approve quotes.',
          keyFunctions: [
            'Quote review with photos',
            'Approve or decline with PO number',
            'Deficiency history by site',
            'Questions to the coordinator on the quote',
          ],
        },
      ],
    },
  },
  painPoints: [
    {
      title: 'Deficiencies retyped from paper',
      description: 'Every deficiency on a paper report is typed into the Excel log.',
      impact: 'Takes two days per large inspection and introduces errors.',
      toBe: {
        description: 'Logged once on FieldPro Mobile with codes and photos.',
        impact: 'No retyping; quotes drafted the same day.',
      },
      statuses: ['resolved'],
    },
    {
      title: 'Follow-up depends on personal reminders',
      description: 'Quotes are followed up only if the coordinator set an Outlook reminder.',
      impact: 'About 40% of deficiency quotes are never followed up; repair revenue is lost.',
      toBe: {
        description: 'Automated reminders at 7, 14 and 30 days and an aging list.',
        impact: 'Every quote is followed up.',
      },
      statuses: ['resolved'],
    },
    {
      title: 'Customers cannot see photos',
      description: 'Quotes describe deficiencies in text only.',
      impact: 'Customers doubt the need for repairs and approve less.',
      toBe: {
        description: 'Portal quotes include inspector photos.',
        impact: 'Higher approval rate expected.',
      },
      statuses: ['partially_resolved'],
    },
    {
      title: 'No view of open deficiency value',
      description: 'The monthly Excel report is out of date when it is sent.',
      impact: 'Managers cannot prioritise high-value or critical deficiencies.',
      toBe: {
        description: 'Real-time analytics by customer, severity and age.',
        impact: 'Weekly prioritisation with current data.',
      },
      statuses: ['resolved'],
    },
    {
      title: 'AHJ notification is manual',
      description: 'Critical impairments are phoned and emailed to the authority having jurisdiction.',
      impact: 'Risk of missed notification on busy days.',
      toBe: {
        description: 'Digital impairment notice drafted; AHJ submission portals differ by county.',
        impact: 'Still manual for most counties.',
      },
      statuses: ['parking_lot'],
    },
  ],
  changeImpacts: [
    {
      processOutput: 'Deficiency log entry per inspection finding',
      changeType: 'REPLACED',
      changeDescription: ['SYSTEMS', 'AUTOMATION_ADDED'],
      impactAssessment: 'HIGH',
    },
    {
      processOutput: 'Priced deficiency repair quote sent to the customer',
      changeType: 'MODIFIED',
      changeDescription: ['AUTOMATION_ADDED', 'PROCESS_CHANGE', 'PROCEDURE_CHANGE'],
      impactAssessment: 'HIGH',
    },
    {
      processOutput: 'Customer-approved repair ready for scheduling',
      changeType: 'MODIFIED',
      changeDescription: ['AUTOMATION_ADDED'],
      impactAssessment: 'MED',
    },
    {
      processOutput: 'Critical impairment notice to customer and AHJ',
      changeType: 'MODIFIED',
      changeDescription: ['RULE_POLICY_CHANGE', 'PROCEDURE_CHANGE'],
      impactAssessment: 'MED',
    },
    {
      processOutput: 'Open deficiency value analytics by customer and age',
      changeType: 'NEW',
      changeDescription: ['NEW_PROCESS', 'SYSTEMS'],
      impactAssessment: 'LOW',
    },
  ],
};
