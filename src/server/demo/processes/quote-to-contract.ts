import type { SipocContent } from '../../../core/schemas/artifact-content';
import type { DemoProcess } from '../types';

/** The As-Is SIPOC; the To-Be keeps its outputs and customers. */
const asIsSipoc: SipocContent = {
  suppliers: ['Customer / property manager', 'Sales Rep', 'Estimator', 'Sales Manager', 'Contracts Admin'],
  inputs: [
    'Site survey sheet',
    'Excel pricing workbook with current labour rates',
    'Customer building and system information',
    'Margin approval email',
  ],
  process: ['Qualify lead', 'Survey site', 'Price agreement', 'Approve and send quote', 'Enter contract'],
  outputs: ['Priced quote', 'Signed agreement', 'Contract record', 'Billing schedule', 'Inspection schedule'],
  outputsFullNames: [
    'Priced ITM service agreement quote (PDF)',
    'Signed inspection, testing and maintenance agreement',
    'Service contract record in the ERP',
    'Recurring billing schedule for the agreement',
    'Annual inspection schedule for contracted systems',
  ],
  customers: [
    'Building owner / property manager',
    'Service Coordinator',
    'Inspection Coordinator',
    'Accounts Receivable',
  ],
};

export const quoteToContract: DemoProcess = {
  key: 'quote-to-contract',
  shortName: 'Quote to Contract',
  name: 'Quote to Contract for Service Agreements',
  description:
    'How a Sales Rep turns a site survey into a priced inspection and maintenance agreement and a signed contract. Moves pricing from Excel and Word templates into Cloud ERP CRM & Quoting with e-signature, so signed agreements create the contract, billing plan and inspection schedule without re-keying.',
  jobRole: 'Sales Rep',
  version: '2.0',
  status: 'published',
  createdDaysAgo: 84,
  updatedDaysAgo: 1,
  asIs: {
    jobDescription: {
      role: 'Sales Rep',
      positionSummary:
        'Sells inspection, testing and maintenance (ITM) agreements to building owners and property managers, pricing each site by hand from a paper survey.',
      detailedDescription:
        'The Sales Rep walks each site with a paper survey sheet, counts devices and risers, then re-keys the counts into an Excel pricing workbook maintained by the division. Quotes are assembled in a Word template, approved by the Sales Manager over email when margin is below target, and sent as PDF attachments. Signed quotes come back scanned or faxed and are handed to the contracts administrator, who keys them into the legacy ERP.',
      responsibilities: [
        'Generate and qualify leads for ITM agreements within the assigned territory',
        'Survey customer sites and record device counts on the paper survey sheet',
        'Price agreements in the division Excel pricing workbook',
        'Prepare quotes from the Word template and send them as PDF attachments',
        'Obtain email approval from the Sales Manager for quotes under target margin',
        'Chase signatures and hand signed paperwork to the contracts administrator',
        'Keep the weekly opportunity spreadsheet up to date for the pipeline call',
      ],
      ongoingActivities: [
        'Weekly pipeline call with the Sales Manager using the opportunity spreadsheet',
        'Follow-up calls and emails on quotes older than 14 days',
        'Monthly check of pricing workbook version with the Estimator',
        'Filing scanned signed quotes on the shared drive',
      ],
      skills: [
        'Knowledge of NFPA 25 and NFPA 72 inspection frequencies',
        'Reading fire protection drawings and riser diagrams',
        'Advanced Excel for the pricing workbook',
        'Consultative selling and negotiation',
        'Customer relationship management',
      ],
      processSteps: [
        {
          step: 1,
          name: 'Qualify the lead',
          description: 'Confirm building type, systems on site and decision maker by phone.',
        },
        {
          step: 2,
          name: 'Survey the site',
          description: 'Walk the building with the paper survey sheet and count devices, valves and risers.',
        },
        {
          step: 3,
          name: 'Price in Excel',
          description: 'Re-key survey counts into the pricing workbook and adjust labour hours by hand.',
        },
        {
          step: 4,
          name: 'Build the quote',
          description: 'Copy prices into the Word template and save a PDF to the shared drive.',
        },
        {
          step: 5,
          name: 'Get margin approval',
          description: 'Email the Sales Manager when margin is below 35% and wait for a reply.',
        },
        {
          step: 6,
          name: 'Send and follow up',
          description: 'Email the PDF to the customer and track follow-ups in the opportunity spreadsheet.',
        },
        {
          step: 7,
          name: 'Hand over the signed quote',
          description:
            'Pass the scanned signed quote to the contracts administrator for entry into the legacy ERP.',
        },
      ],
    },
    workflow: {
      workflowType: 'swimlane',
      description:
        'Across four lanes, the survey is captured on paper and keyed twice (Excel, then the legacy ERP); approval and signature both travel by email attachment.',
      averageTime: '6 days',
      automationLevel: 'Low',
      diagram: {
        title: 'Quote to Contract – As-Is',
        subtitle: 'Paper survey, Excel pricing, Word quote, email approval, manual contract entry',
        layout: 'swimlane',
        tone: 'as_is',
        legend: 'Manual, paper or re-keying step',
        footer: 'Average cycle time 6 days · Automation Low',
        lanes: ['Customer', 'Sales Rep', 'Sales Manager', 'Contracts Admin'],
        nodes: [
          { id: 'start', lane: 0, kind: 'start', label: 'Agreement request' },
          { id: 'survey', lane: 1, col: 0, label: 'Site walk with paper survey sheet', highlight: true },
          { id: 'excel', lane: 1, label: 'Re-key device counts into Excel pricing', highlight: true },
          { id: 'word', lane: 1, label: 'Build quote in Word template', highlight: true },
          { id: 'margin', lane: 2, kind: 'decision', label: 'Margin ≥ 35%?' },
          { id: 'approve', lane: 2, label: 'Approve by reply email', highlight: true },
          { id: 'send', lane: 1, label: 'Email PDF quote' },
          { id: 'sign', lane: 0, kind: 'document', label: 'Print, sign and scan quote', highlight: true },
          { id: 'accepted', lane: 0, kind: 'decision', label: 'Accepted?' },
          { id: 'erp', lane: 3, col: 7, label: 'Key contract into legacy ERP', highlight: true },
          { id: 'billing', lane: 3, label: 'Set up billing and inspections by hand', highlight: true },
          { id: 'end', lane: 3, kind: 'end', label: 'Agreement active' },
        ],
        edges: [
          { from: 'start', to: 'survey' },
          { from: 'survey', to: 'excel' },
          { from: 'excel', to: 'word' },
          { from: 'word', to: 'margin' },
          { from: 'margin', to: 'send', label: 'Yes', route: 'vertical' },
          { from: 'margin', to: 'approve', label: 'No' },
          { from: 'approve', to: 'send' },
          { from: 'send', to: 'sign' },
          { from: 'sign', to: 'accepted' },
          { from: 'accepted', to: 'word', label: 'Changes', route: 'above' },
          { from: 'accepted', to: 'erp', label: 'Yes' },
          { from: 'erp', to: 'billing' },
          { from: 'billing', to: 'end' },
        ],
      },
    },
    sipoc: asIsSipoc,
    roleSipoc: {
      suppliers: ['Leads from marketing and referrals', 'Existing customers', 'Estimator', 'Sales Manager'],
      inputs: [
        'Lead details',
        'Survey notes and device counts',
        'Pricing workbook',
        'Approval replies by email',
      ],
      process: ['Prospect', 'Survey', 'Price', 'Quote', 'Close'],
      outputs: ['Quotes sent', 'Signed agreements', 'Opportunity spreadsheet', 'Contract hand-off notes'],
      outputsFullNames: [
        'Quotes sent to customers as PDF attachments',
        'Signed agreements handed to the contracts administrator',
        'Weekly update of the opportunity tracking spreadsheet',
        'Hand-off notes on site contacts and access for operations',
      ],
      customers: ['Customers', 'Contracts Admin', 'Sales Manager', 'Service Coordinator'],
    },
    crossFunctional: {
      sections: [
        {
          title: 'Hand-offs inside the division',
          subsections: [
            {
              title: 'Estimating',
              items: [
                'Estimator reviews labour hours for sites with more than 4 risers',
                'Pricing workbook updates are emailed as a new file version',
              ],
            },
            {
              title: 'Contracts and billing',
              items: [
                'Signed quote PDF emailed to the contracts administrator',
                'Contracts admin asks the rep for missing site contacts and PO numbers',
              ],
            },
          ],
        },
        {
          title: 'Service operations',
          items: [
            'Service Coordinator learns of new agreements at the weekly ops meeting',
            'Inspection Coordinator builds the first-year schedule from the printed contract',
          ],
        },
      ],
    },
    systems: {
      systems: [
        {
          name: 'Excel pricing workbook',
          purpose:
            'Division-maintained workbook that turns device counts into labour hours and agreement price.',
          keyFunctions: [
            'Device count entry by system type',
            'Labour hour and rate lookup',
            'Margin calculation',
            'Multi-year escalator table',
            'Print-ready price summary',
          ],
        },
        {
          name: 'Word quote template',
          purpose: 'Formats the customer-facing quote and scope of work.',
          keyFunctions: [
            'Scope of work boilerplate',
            'Price table pasted from Excel',
            'Terms and conditions',
            'PDF export',
          ],
        },
        {
          name: 'Legacy ERP (on-premise)',
          purpose: 'System of record for contracts and billing, updated after signature.',
          keyFunctions: [
            'Customer and site master',
            'Contract header and line entry',
            'Recurring billing setup',
            'Contract expiry report',
          ],
        },
        {
          name: 'Outlook email and shared drive',
          purpose: 'Carries approvals, quotes and scanned signatures between people.',
          keyFunctions: [
            'Margin approval requests',
            'Quote delivery as PDF attachment',
            'Scanned signature return',
            'Quote filing by customer folder',
          ],
        },
      ],
    },
  },
  toBe: {
    jobDescription: {
      role: 'Sales Rep',
      positionSummary:
        'Sells ITM agreements using mobile site surveys and automated pricing in Cloud ERP CRM & Quoting, closing with integrated e-signature.',
      detailedDescription:
        'The Sales Rep captures the survey on a tablet in FieldPro Mobile; device counts flow directly into Cloud ERP CRM & Quoting, which prices the agreement from maintained rate tables. Margin approval is a digital workflow step with an audit trail. The customer signs electronically, and the signed agreement automatically creates the contract, billing plan and inspection schedule, so the rep spends time selling rather than re-keying.',
      responsibilities: [
        'Generate and qualify leads, logged as opportunities in Cloud ERP CRM',
        'Capture site surveys on a mobile tablet in FieldPro Mobile',
        'Review automated pricing and adjust scope with the Estimator where needed',
        'Submit below-target quotes to the digital approval workflow',
        'Send quotes for integrated e-signature and follow up from real-time quote status',
        'Keep opportunity stages current so pipeline analytics stay accurate',
      ],
      ongoingActivities: [
        'Weekly pipeline review from the real-time CRM dashboard',
        'Automated reminders on quotes with no customer activity for 7 days',
        'Quarterly review of win/loss analytics with the Sales Manager',
        'Keep customer contacts current for data integrity across service and billing',
      ],
      skills: [
        'Knowledge of NFPA 25 and NFPA 72 inspection frequencies',
        'Cloud ERP CRM & Quoting',
        'FieldPro Mobile survey forms on tablet',
        'Consultative selling and negotiation',
        'Reading pipeline analytics',
      ],
      processSteps: [
        {
          step: 1,
          name: 'Qualify the opportunity',
          description: 'Log the lead in Cloud ERP CRM with building and system details.',
        },
        {
          step: 2,
          name: 'Mobile site survey',
          description: 'Capture device counts and photos in FieldPro Mobile; counts sync in real-time.',
        },
        {
          step: 3,
          name: 'Automated pricing',
          description: 'Cloud ERP prices the agreement from rate tables and shows margin immediately.',
        },
        {
          step: 4,
          name: 'Digital approval',
          description: 'Below-target quotes route to the Sales Manager in a streamlined approval workflow.',
        },
        {
          step: 5,
          name: 'E-signature',
          description: 'Send the quote for integrated e-signature; status updates automatically.',
        },
        {
          step: 6,
          name: 'Automated contract setup',
          description:
            'Signature creates contract, billing plan and inspection schedule through ERP integration.',
        },
      ],
    },
    workflow: {
      workflowType: 'swimlane',
      description:
        'The survey is captured once on mobile, pricing and contract setup are automated, and approval is an in-system workflow rather than email.',
      averageTime: '1.5 days',
      automationLevel: 'High',
      diagram: {
        title: 'Quote to Contract – To-Be',
        subtitle: 'FieldPro Mobile survey, automated pricing, digital approval, e-signature',
        layout: 'swimlane',
        tone: 'to_be',
        legend: 'Automated in Cloud ERP or FieldPro Mobile',
        footer: 'Average cycle time 1.5 days · Automation High',
        lanes: ['Customer', 'Sales Rep', 'Sales Manager', 'Cloud ERP'],
        nodes: [
          { id: 'start', lane: 0, kind: 'start', label: 'Agreement request' },
          { id: 'survey', lane: 1, label: 'Mobile survey in FieldPro Mobile', highlight: true },
          { id: 'price', lane: 3, label: 'Auto-price from device list and rate tables', highlight: true },
          { id: 'margin', lane: 3, kind: 'decision', label: 'Margin ≥ 35%?' },
          { id: 'approve', lane: 2, label: 'Approve in ERP workflow' },
          { id: 'send', lane: 1, label: 'Send for e-signature', highlight: true },
          { id: 'sign', lane: 0, label: 'Sign on any device' },
          { id: 'setup', lane: 3, label: 'Contract, billing and inspections created', highlight: true },
          { id: 'end', lane: 3, kind: 'end', label: 'Agreement active' },
        ],
        edges: [
          { from: 'start', to: 'survey' },
          { from: 'survey', to: 'price' },
          { from: 'price', to: 'margin' },
          { from: 'margin', to: 'send', label: 'Yes', route: 'side' },
          { from: 'margin', to: 'approve', label: 'No', route: 'vertical' },
          { from: 'approve', to: 'send' },
          { from: 'send', to: 'sign' },
          { from: 'sign', to: 'setup', route: 'side' },
          { from: 'setup', to: 'end' },
        ],
      },
    },
    sipoc: {
      ...asIsSipoc,
      suppliers: ['Customer / property manager', 'Sales Rep', 'Cloud ERP rate tables', 'Sales Manager'],
      inputs: [
        'Mobile site survey with device counts and photos',
        'Maintained labour and material rate tables',
        'Customer and site master data',
        'Digital approval decision',
      ],
      process: [
        'Qualify opportunity',
        'Mobile survey',
        'Automated pricing',
        'Approve and e-sign',
        'Auto-create contract',
      ],
    },
    roleSipoc: {
      suppliers: ['CRM lead queue', 'Existing customers', 'Estimator', 'Sales Manager'],
      inputs: [
        'Opportunity record',
        'Mobile survey data',
        'Automated price and margin',
        'Approval workflow result',
      ],
      process: ['Prospect', 'Survey on mobile', 'Review price', 'E-sign', 'Close-won in CRM'],
      outputs: [
        'Quotes for e-signature',
        'Closed-won opportunities',
        'Accurate pipeline stages',
        'Site survey record',
      ],
      outputsFullNames: [
        'Quotes sent for integrated e-signature',
        'Closed-won opportunities that create contracts automatically',
        'Opportunity stages kept current for pipeline analytics',
        'Mobile site survey stored with photos on the customer record',
      ],
      customers: ['Customers', 'Sales Manager', 'Service Coordinator', 'Inspection Coordinator'],
    },
    crossFunctional: {
      coordinationActivities: [
        {
          activity: 'Estimator scope review',
          description:
            'Complex sites are flagged in CRM and the Estimator adjusts the line items in the same quote.',
        },
        {
          activity: 'Margin approval',
          description:
            'Sales Manager approves or returns the quote from the ERP approval queue, on desktop or mobile.',
        },
        {
          activity: 'Contract activation',
          description:
            'Signed agreements notify the Service and Inspection Coordinators automatically with the new schedule.',
        },
        {
          activity: 'Billing start',
          description:
            'Accounts Receivable sees the billing plan created from the signed agreement; no hand-off email.',
        },
      ],
    },
    systems: {
      systems: [
        {
          name: 'Cloud ERP – CRM & Quoting',
          purpose: 'Opportunities, automated pricing and quote documents in one place.',
          keyFunctions: [
            'Opportunity pipeline with stages',
            'Rate-table pricing from device lists',
            'Margin check and approval workflow',
            'Quote document generation',
            'Win/loss analytics',
          ],
        },
        {
          name: 'FieldPro Mobile',
          purpose: 'Tablet survey forms for device counts, photos and site notes.',
          keyFunctions: [
            'Survey templates by system type',
            'Photo capture',
            'Offline mode with sync',
            'Push to CRM opportunity',
          ],
        },
        {
          name: 'Cloud ERP – Contracts & Billing',
          purpose: 'Creates the agreement, billing plan and inspection schedule from the signed quote.',
          keyFunctions: [
            'Contract creation from quote',
            'Recurring billing plans',
            'Inspection visit generation',
            'Renewal date tracking',
          ],
        },
        {
          name: 'Integrated e-signature',
          purpose: 'Customer signs the quote electronically; status returns to CRM.',
          keyFunctions: [
            'Signature request from quote',
            'Reminder emails',
            'Signed PDF archived on the contract',
            'Status sync to CRM',
          ],
        },
      ],
    },
  },
  painPoints: [
    {
      title: 'Survey data keyed twice',
      description:
        'Device counts are written on paper at the site and typed into Excel later, often days after the walk.',
      impact: 'Transcription errors under-price agreements and add about two hours of office time per quote.',
      toBe: {
        description: 'Counts are captured once in FieldPro Mobile and flow into the quote.',
        impact: 'No transcription; pricing starts the same day as the survey.',
      },
      statuses: ['resolved'],
    },
    {
      title: 'Pricing workbook versions drift',
      description:
        'Each rep keeps a copy of the Excel workbook, so labour rates differ between reps and divisions.',
      impact: 'Inconsistent prices to the same customer and margin leakage that only shows at year end.',
      toBe: {
        description: 'Rate tables are maintained centrally in Cloud ERP and versioned.',
        impact: 'Every quote uses current rates; changes are audited.',
      },
      statuses: ['resolved'],
    },
    {
      title: 'Approvals lost in email',
      description: 'Margin approvals are requested by email and can sit unanswered for days.',
      impact: 'Quotes go out late and some go out unapproved below margin.',
      toBe: {
        description: 'Approval is a workflow step with reminders and mobile approval.',
        impact: 'Approval time drops from days to hours; below-margin quotes cannot be sent unapproved.',
      },
      statuses: ['resolved'],
    },
    {
      title: 'Contract setup delayed after signature',
      description: 'Signed quotes wait in the contracts inbox before being keyed into the legacy ERP.',
      impact: 'First inspections and first invoices start weeks late.',
      toBe: {
        description: 'Signature creates the contract, billing and inspections automatically.',
        impact: 'Same-day activation; contracts admin reviews exceptions only.',
      },
      statuses: ['resolved', 'partially_resolved'],
    },
    {
      title: 'No view of quote status',
      description: 'The rep cannot tell whether the customer opened the quote or who holds it.',
      impact: 'Follow-ups are mistimed and the pipeline call relies on memory.',
      toBe: {
        description: 'E-signature status and CRM stages are visible in real-time.',
        impact: 'Follow-up is driven by actual customer activity.',
      },
      statuses: ['partially_resolved'],
    },
  ],
  changeImpacts: [
    {
      processOutput: 'Priced ITM service agreement quote (PDF)',
      changeType: 'MODIFIED',
      changeDescription: ['SYSTEMS', 'AUTOMATION_ADDED', 'PROCESS_CHANGE'],
      impactAssessment: 'HIGH',
    },
    {
      processOutput: 'Signed inspection, testing and maintenance agreement',
      changeType: 'REPLACED',
      changeDescription: ['SYSTEMS', 'PROCEDURE_CHANGE'],
      impactAssessment: 'MED',
    },
    {
      processOutput: 'Service contract record in the ERP',
      changeType: 'MODIFIED',
      changeDescription: ['AUTOMATION_ADDED', 'PEOPLE'],
      impactAssessment: 'HIGH',
    },
    {
      processOutput: 'Recurring billing schedule for the agreement',
      changeType: 'MODIFIED',
      changeDescription: ['AUTOMATION_ADDED', 'RULE_POLICY_CHANGE'],
      impactAssessment: 'MED',
    },
    {
      processOutput: 'Annual inspection schedule for contracted systems',
      changeType: 'MODIFIED',
      changeDescription: ['AUTOMATION_ADDED'],
      impactAssessment: 'LOW',
    },
  ],
  tierDocuments: [
    {
      tier: 'tier_1',
      name: 'Cloud ERP program overview for sales',
      description: 'Why the company is moving to Cloud ERP and what changes for sales.',
      fileType: 'presentation',
      url: 'https://training.example.com/erp-program/sales-overview',
    },
    {
      tier: 'tier_2',
      name: 'Quote to contract end-to-end walkthrough',
      fileType: 'guide',
      file: {
        name: 'quote-to-contract-walkthrough.txt',
        text: [
          'QUOTE TO CONTRACT - END-TO-END WALKTHROUGH (Tier 2)',
          '',
          '1. Log the lead as an opportunity in Cloud ERP CRM. Required: site address, systems on site, decision maker.',
          '2. Open the opportunity in FieldPro Mobile and start the ITM survey template.',
          '3. Count devices by system type; add photos of the riser room and fire alarm panel.',
          '4. Sync. Cloud ERP prices the agreement from the rate tables; check the margin banner.',
          '5. Margin below 35%? Press Submit for approval. The Sales Manager is notified.',
          '6. Send for e-signature from the quote. Watch status under Quote > Signature.',
          '7. On signature the contract, billing plan and inspection visits are created. Check the',
          '   Contract Activation list the next morning for exceptions.',
          '',
          'Questions: ask your division super user or the OCM team.',
        ].join('\n'),
      },
    },
    {
      tier: 'tier_3',
      name: 'Checklist: creating a quote in CRM & Quoting',
      fileType: 'checklist',
      file: {
        name: 'crm-quote-checklist.txt',
        text: [
          'CHECKLIST - CREATING A QUOTE IN CLOUD ERP CRM & QUOTING (Tier 3)',
          '',
          '[ ] Customer and site exist (search before creating new)',
          '[ ] Opportunity stage = Survey complete',
          '[ ] Survey synced from FieldPro Mobile (device list not empty)',
          '[ ] Escalator set for multi-year agreements',
          '[ ] Margin banner green, or approval requested',
          '[ ] Signer name and email entered on the quote',
          '[ ] Quote sent for e-signature',
        ].join('\n'),
      },
    },
  ],
};
