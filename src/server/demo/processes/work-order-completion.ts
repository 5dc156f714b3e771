import type { SipocContent } from '../../../core/schemas/artifact-content';
import type { DemoProcess } from '../types';

/** The As-Is SIPOC; the To-Be keeps its customers. */
const asIsSipoc: SipocContent = {
  suppliers: ['Service Coordinator', 'Warehouse', 'Customer site contact', 'Service Technician'],
  inputs: [
    'Printed work ticket',
    'Parts list and truck stock',
    'Site access and system history',
    'Customer signature',
  ],
  process: ['Collect ticket', 'Repair', 'Document', 'Return ticket', 'Invoice'],
  outputs: ['Completed repair', 'Signed ticket', 'Labour and parts record', 'Customer invoice'],
  outputsFullNames: [
    'Completed repair with system restored to service',
    'Customer-signed paper work ticket',
    'Labour hours and parts used recorded against the job',
    'Customer invoice for the service call',
  ],
  customers: ['Customer', 'Service Coordinator', 'Accounts Receivable', 'Job costing'],
};

/** The As-Is role SIPOC; the To-Be keeps its customers. */
const asIsRoleSipoc: SipocContent = {
  suppliers: ['Service Coordinator', 'Warehouse', 'Customers', 'Service Team Supervisor'],
  inputs: ['Work tickets', 'Parts', 'Site knowledge', 'Phone instructions from the office'],
  process: ['Travel', 'Repair', 'Write up', 'Hand in'],
  outputs: ['Repairs completed', 'Handwritten tickets', 'Parts requests', 'Customer recommendations'],
  outputsFullNames: [
    'Repairs completed and systems restored',
    'Handwritten tickets returned to the office weekly',
    'Parts requests phoned in to the office',
    'Verbal recommendations for further repairs',
  ],
  customers: ['Customers', 'Service office', 'Warehouse', 'Deficiency Coordinator'],
};

export const workOrderCompletion: DemoProcess = {
  key: 'work-order-completion',
  shortName: 'Work Order Completion',
  name: 'Work Order Completion and Invoicing',
  description:
    'What the Service Technician does from arriving on site to a billable work order. Handwritten tickets, signed on paper and keyed by the office, are replaced by close-out in FieldPro Mobile that drafts the invoice in Cloud ERP.',
  jobRole: 'Service Technician',
  version: '1.1',
  status: 'published',
  createdDaysAgo: 78,
  updatedDaysAgo: 4,
  asIs: {
    jobDescription: {
      role: 'Service Technician',
      positionSummary:
        'Repairs sprinkler, fire alarm and security systems and documents each job on a handwritten work ticket.',
      detailedDescription:
        'The technician collects a printed ticket and parts list at the shop, performs the repair and writes hours, parts and findings on the ticket, which the customer signs on paper. Tickets are returned to the office at the end of the week, where the Service Coordinator checks them and Accounts Receivable keys them into the legacy ERP to produce a mailed invoice. Missing parts mean a second trip that is arranged by phone.',
      responsibilities: [
        'Collect work tickets and parts lists from the shop',
        'Diagnose and repair sprinkler, fire alarm, security and low voltage systems',
        'Record hours, parts used and findings on the paper ticket',
        'Obtain the customer signature on the ticket',
        'Call the office to order parts and arrange return visits',
        'Return completed tickets to the office weekly',
      ],
      ongoingActivities: [
        'Restock the truck from the warehouse on Monday mornings',
        'Answer office questions about illegible or incomplete tickets',
        'Keep NICET and state licences current',
        'Monthly safety toolbox talk',
      ],
      skills: [
        'Troubleshooting fire alarm panels and addressable devices',
        'Sprinkler valve, pump and backflow repair',
        'NFPA 25 and NFPA 72 requirements',
        'Clear handwritten documentation',
        'Customer communication on site',
      ],
      processSteps: [
        'Collect the printed work ticket and parts list at the shop',
        'Drive to site and check in with the customer contact',
        'Diagnose the problem and perform the repair',
        'If parts are missing, phone the office to order them and book a return visit',
        'Write hours, parts and notes on the paper ticket',
        'Have the customer sign the ticket',
        'Return the ticket to the office at the end of the week',
      ],
    },
    workflow: {
      workflowType: 'swimlane',
      description:
        'The ticket is written by hand, carried back to the office and keyed twice before an invoice is mailed.',
      averageTime: '9 days to invoice',
      automationLevel: 'Low',
      diagram: {
        title: 'Work Order Completion – As-Is',
        subtitle: 'Paper ticket, handwritten hours and parts, weekly return, manual invoice entry',
        layout: 'swimlane',
        tone: 'as_is',
        legend: 'Manual, paper or re-keying step',
        footer: 'Average time from repair to invoice 9 days · Automation Low',
        lanes: ['Service Technician', 'Service Coordinator', 'Accounts Receivable'],
        nodes: [
          { id: 'start', lane: 0, kind: 'start', label: 'Job phoned in' },
          {
            id: 'pickup',
            lane: 0,
            kind: 'document',
            label: 'Pick up paper ticket and parts list',
            highlight: true,
          },
          { id: 'repair', lane: 0, label: 'Diagnose and repair' },
          { id: 'parts', lane: 0, kind: 'decision', label: 'Parts on truck?' },
          { id: 'order', lane: 1, col: 3, label: 'Phone order; book return visit', highlight: true },
          { id: 'write', lane: 0, label: 'Handwrite hours, parts and notes', highlight: true },
          { id: 'sign', lane: 0, kind: 'document', label: 'Customer signs paper ticket', highlight: true },
          { id: 'review', lane: 1, col: 5, label: 'Check ticket, chase missing info', highlight: true },
          { id: 'key', lane: 2, label: 'Key labour and parts into legacy ERP', highlight: true },
          { id: 'mail', lane: 2, label: 'Print and mail invoice', highlight: true },
          { id: 'end', lane: 2, kind: 'end', label: 'Invoice sent' },
        ],
        edges: [
          { from: 'start', to: 'pickup' },
          { from: 'pickup', to: 'repair' },
          { from: 'repair', to: 'parts' },
          { from: 'parts', to: 'write', label: 'Yes', route: 'side' },
          { from: 'parts', to: 'order', label: 'No' },
          { from: 'order', to: 'repair', label: 'Parts arrive' },
          { from: 'write', to: 'sign' },
          { from: 'sign', to: 'review', label: 'Weekly' },
          { from: 'review', to: 'key' },
          { from: 'key', to: 'mail' },
          { from: 'mail', to: 'end' },
        ],
      },
    },
    sipoc: asIsSipoc,
    roleSipoc: asIsRoleSipoc,
    crossFunctional: {
      sections: [
        {
          title: 'Office hand-offs',
          subsections: [
            {
              subtitle: 'Service Coordinator',
              items: [
                'Phone call for each new job',
                'Questions about incomplete tickets',
                'Return visits arranged by phone',
              ],
            },
            {
              subtitle: 'Accounts Receivable',
              items: ['Tickets keyed days after the job', 'Disputes when the customer signature is missing'],
            },
          ],
        },
        {
          title: 'Warehouse',
          subsections: [
            {
              subtitle: 'Parts',
              items: ['Parts requested by phone', 'Truck stock counted by hand once a quarter'],
            },
          ],
        },
      ],
    },
    systems: {
      systems: [
        {
          name: 'Paper work ticket',
          purpose: 'The technician’s record of the job and the customer’s sign-off.',
          keyFunctions: [
            'Site and scope',
            'Hours by day',
            'Parts used',
            'Findings and recommendations',
            'Customer signature',
          ],
        },
        {
          name: 'Legacy ERP (on-premise) – billing',
          purpose: 'Ticket entry and invoice print.',
          keyFunctions: [
            'Ticket header and lines',
            'Labour rate lookup',
            'Invoice print run',
            'Job cost posting',
          ],
        },
        {
          name: 'Mobile phone and email',
          purpose: 'How technicians reach the office.',
          keyFunctions: [
            'Parts orders',
            'Return visit requests',
            'Photos of damage by text message',
            'Questions about site access',
          ],
        },
      ],
    },
  },
  toBe: {
    jobDescription: {
      role: 'Service Technician',
      positionSummary:
        'Repairs sprinkler, fire alarm and security systems and completes each job digitally in FieldPro Mobile, from arrival to customer signature.',
      detailedDescription:
        'Jobs arrive on FieldPro Mobile with site history, system details and the parts allocated from truck stock. The technician records time, parts (scanned from truck stock) and photos in the app and the customer signs on the device. The completed work order syncs in real-time to Cloud ERP, which drafts the invoice automatically; parts shortages become mobile parts requests linked to the job.',
      responsibilities: [
        'Accept jobs and update status in FieldPro Mobile (en route, on site, completed)',
        'Review site history and system details on mobile before starting work',
        'Diagnose and repair sprinkler, fire alarm, security and low voltage systems',
        'Record time, parts and photos in real-time in the app',
        'Capture the customer e-signature and send the digital service report',
        'Raise mobile parts requests linked to the work order',
      ],
      ongoingActivities: [
        'Daily sync of FieldPro Mobile before leaving for the first job',
        'Truck stock cycle counts with barcode scanning',
        'Keep NICET and state licences current',
        'Monthly safety toolbox talk',
      ],
      skills: [
        'Troubleshooting fire alarm panels and addressable devices',
        'Sprinkler valve, pump and backflow repair',
        'NFPA 25 and NFPA 72 requirements',
        'FieldPro Mobile on phone and tablet',
        'Customer communication on site',
      ],
      processSteps: [
        'Accept the job in FieldPro Mobile and set status to en route',
        'Review site history, system details and allocated parts on mobile',
        'Diagnose the problem and perform the repair',
        'If parts are missing, raise a mobile parts request; the return visit is scheduled automatically',
        'Record time, parts and photos in the app in real-time',
        'Capture the customer e-signature; the digital service report is emailed automatically',
        'Complete the job; the work order syncs to Cloud ERP and the invoice is drafted through integration',
      ],
    },
    workflow: {
      workflowType: 'swimlane',
      description:
        'Documentation happens once on mobile and the invoice is created automatically from the synced work order.',
      averageTime: 'Same day to invoice',
      automationLevel: 'High',
      diagram: {
        title: 'Work Order Completion – To-Be',
        subtitle: 'FieldPro Mobile close-out, e-signature, automated invoice',
        layout: 'swimlane',
        tone: 'to_be',
        legend: 'Automated in Cloud ERP or FieldPro Mobile',
        footer: 'Repair to invoice the same day · Automation High',
        lanes: ['Service Technician', 'Service Coordinator', 'Cloud ERP'],
        nodes: [
          { id: 'start', lane: 0, kind: 'start', label: 'Job on mobile' },
          { id: 'history', lane: 0, label: 'Review site history and parts on mobile', highlight: true },
          { id: 'repair', lane: 0, label: 'Diagnose and repair' },
          { id: 'parts', lane: 0, kind: 'decision', label: 'Parts on truck?' },
          {
            id: 'request',
            lane: 1,
            col: 3,
            label: 'Mobile parts request; return visit booked',
            highlight: true,
          },
          { id: 'record', lane: 0, label: 'Record time, parts and photos in app', highlight: true },
          { id: 'sign', lane: 0, label: 'Customer e-signs on device', highlight: true },
          { id: 'invoice', lane: 2, label: 'Work order synced; invoice generated', highlight: true },
          { id: 'end', lane: 2, kind: 'end', label: 'Invoice emailed' },
        ],
        edges: [
          { from: 'start', to: 'history' },
          { from: 'history', to: 'repair' },
          { from: 'repair', to: 'parts' },
          { from: 'parts', to: 'record', label: 'Yes', route: 'side' },
          { from: 'parts', to: 'request', label: 'No' },
          { from: 'request', to: 'repair', label: 'Parts arrive' },
          { from: 'record', to: 'sign' },
          { from: 'sign', to: 'invoice' },
          { from: 'invoice', to: 'end' },
        ],
      },
    },
    sipoc: {
      ...asIsSipoc,
      suppliers: ['Cloud ERP dispatch board', 'Truck stock', 'Customer site contact', 'Service Technician'],
      inputs: [
        'Mobile work order with site history',
        'Allocated parts',
        'Time and photos captured in app',
        'Customer e-signature',
      ],
      process: ['Accept job', 'Repair', 'Record in app', 'E-sign', 'Auto-invoice'],
      outputs: ['Completed repair', 'Digital service report', 'Labour and parts record', 'Customer invoice'],
      outputsFullNames: [
        'Completed repair with system restored to service',
        'Digital service report with photos and e-signature',
        'Labour hours and parts used recorded against the job',
        'Customer invoice for the service call',
      ],
    },
    roleSipoc: {
      ...asIsRoleSipoc,
      suppliers: ['Dispatch board', 'Truck stock', 'Customers', 'Service Team Supervisor'],
      inputs: ['Mobile work orders', 'Parts allocations', 'Site history', 'Checklists for the system type'],
      process: ['Accept', 'Repair', 'Record', 'Sign off'],
      outputs: [
        'Repairs completed',
        'Digital service reports',
        'Mobile parts requests',
        'Recommendations with photos',
      ],
      outputsFullNames: [
        'Repairs completed and systems restored',
        'Digital service reports synced to Cloud ERP',
        'Parts requests raised in FieldPro Mobile',
        'Recommendations with photos logged for quoting',
      ],
    },
    crossFunctional: {
      sections: [
        {
          title: 'Office hand-offs',
          subsections: [
            {
              subtitle: 'Service Coordinator',
              items: [
                'Jobs pushed to mobile; no phone call needed',
                'Exceptions only: missing signature or time',
              ],
            },
            {
              subtitle: 'Accounts Receivable',
              items: [
                'Invoice drafted automatically from the work order',
                'Signed digital report attached to the invoice',
              ],
            },
          ],
        },
        {
          title: 'Warehouse',
          items: [
            'Mobile parts requests create transfer or purchase orders',
            'Truck stock decremented as parts are used',
          ],
        },
      ],
    },
    systems: {
      systems: [
        {
          name: 'FieldPro Mobile',
          purpose: 'The technician’s job list, checklists and close-out.',
          keyFunctions: [
            'Job list with status updates',
            'Site history and system details',
            'Time and parts capture with barcode scan',
            'Photos and notes',
            'Customer e-signature and digital service report',
            'Offline mode with sync',
          ],
        },
        {
          name: 'Cloud ERP – Service Management',
          purpose: 'Receives completed work orders and drafts invoices.',
          keyFunctions: [
            'Work order sync',
            'Automatic invoice draft',
            'Return visit scheduling',
            'Job cost posting',
          ],
        },
        {
          name: 'Cloud ERP – Inventory',
          purpose: 'Truck and warehouse stock.',
          keyFunctions: [
            'Truck stock by technician',
            'Parts requests to transfer or PO',
            'Usage posting from mobile',
            'Reorder points by truck',
          ],
        },
      ],
    },
  },
  painPoints: [
    {
      title: 'Illegible or incomplete tickets',
      description: 'Handwritten tickets miss hours, parts or the customer signature.',
      impact: 'The office spends hours chasing technicians and some work is never billed.',
      toBe: {
        description: 'Required fields and e-signature are enforced in the app before completion.',
        impact: 'Complete work orders on first submission.',
      },
      statuses: ['resolved'],
    },
    {
      title: 'Slow ticket return delays invoicing',
      description: 'Tickets come back weekly, often later.',
      impact: 'Invoices go out on average 9 days after the work; cash flow suffers.',
      toBe: {
        description: 'Work order syncs on completion and the invoice is drafted automatically.',
        impact: 'Invoice the same day.',
      },
      statuses: ['resolved'],
    },
    {
      title: 'No site history on site',
      description: 'Technicians arrive without knowing previous repairs or open deficiencies.',
      impact: 'Longer diagnosis and repeat visits.',
      toBe: {
        description: 'Site history and open deficiencies shown on mobile.',
        impact: 'Higher first-time fix rate.',
      },
      statuses: ['partially_resolved'],
    },
    {
      title: 'Truck stock unknown',
      description: 'Nobody knows exactly what is on each truck.',
      impact: 'Parts are bought twice and jobs wait for parts that were on another truck.',
      toBe: {
        description: 'Truck stock tracked in Cloud ERP Inventory; barcode counts planned for phase 2.',
        impact: 'Partial visibility until cycle counting is rolled out.',
      },
      statuses: ['partially_resolved', 'parking_lot'],
    },
  ],
  changeImpacts: [
    {
      processOutput: 'Digital service report with photos and e-signature',
      changeType: 'REPLACED',
      changeDescription: ['SYSTEMS', 'PROCEDURE_CHANGE', 'PEOPLE'],
      impactAssessment: 'HIGH',
    },
    {
      processOutput: 'Labour hours and parts used recorded against the job',
      changeType: 'MODIFIED',
      changeDescription: ['SYSTEMS', 'AUTOMATION_ADDED'],
      impactAssessment: 'HIGH',
    },
    {
      processOutput: 'Customer invoice for the service call',
      changeType: 'MODIFIED',
      changeDescription: ['AUTOMATION_ADDED', 'PROCESS_CHANGE'],
      impactAssessment: 'MED',
    },
    {
      processOutput: 'Completed repair with system restored to service',
      changeType: 'MODIFIED',
      changeDescription: ['PROCEDURE_CHANGE'],
      impactAssessment: 'LOW',
    },
  ],
  tierDocuments: [
    {
      tier: 'tier_3',
      name: 'FieldPro Mobile close-out checklist',
      fileType: 'checklist',
      file: {
        name: 'fieldpro-close-out-checklist.txt',
        text: [
          'FIELDPRO MOBILE - JOB CLOSE-OUT CHECKLIST (Tier 3)',
          '',
          '[ ] Status set to On site when you arrived',
          '[ ] Time entries cover travel and on-site work',
          '[ ] Every part used scanned or picked from truck stock',
          '[ ] Before and after photos attached',
          '[ ] Findings and recommendations written for the customer',
          '[ ] Customer name typed and e-signature captured',
          '[ ] Press Complete - the service report is emailed to the site contact',
        ].join('\n'),
      },
    },
    {
      tier: 'tier_3',
      name: 'FieldPro Mobile hands-on lab (video)',
      fileType: 'presentation',
      url: 'https://training.example.com/fieldpro/close-out-lab',
    },
    {
      tier: 'tier_1',
      name: 'Why we are going mobile: message from the President',
      fileType: 'document',
      url: 'https://training.example.com/erp-program/president-message',
    },
  ],
};
