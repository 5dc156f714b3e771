import type { SipocContent } from '../../../core/schemas/artifact-content';
import type { DemoProcess } from '../types';

/** The As-Is SIPOC; the To-Be keeps its customers. */
const asIsSipoc: SipocContent = {
  suppliers: ['Legacy ERP contract data', 'Customers', 'Sales Reps', 'Accounts Receivable'],
  inputs: ['Contract expiry report', 'Escalator terms', 'Current agreement scope', 'Customer signature'],
  process: ['Identify expiring', 'Price renewal', 'Send', 'Follow up', 'Update contract'],
  outputs: ['Renewal quote', 'Renewed agreement', 'Updated billing', 'Lapsed contract list'],
  outputsFullNames: [
    'Renewal quote with escalated price',
    'Renewed service agreement signed by the customer',
    'Billing schedule updated for the new term',
    'List of lapsed contracts for sales follow-up',
  ],
  customers: ['Customers', 'Accounts Receivable', 'Inspection Coordinator', 'Sales Manager'],
};

export const contractRenewal: DemoProcess = {
  key: 'contract-renewal',
  shortName: 'Contract Renewal',
  name: 'Contract Renewal Management',
  description:
    'Renewing expiring inspection and maintenance agreements. Monthly expiry printouts, Excel price recalculation and mailed letters are replaced by a 90-day renewal queue in Cloud ERP Contracts with automated escalator pricing, at-risk analytics and e-signature.',
  jobRole: 'Renewal Coordinator',
  version: '1.0',
  status: 'draft',
  createdDaysAgo: 45,
  updatedDaysAgo: 13,
  asIs: {
    jobDescription: {
      role: 'Renewal Coordinator',
      positionSummary: 'Renews expiring service agreements and keeps recurring revenue from lapsing.',
      detailedDescription:
        'Each month the coordinator prints the contract expiry report from the legacy ERP, recalculates each renewal price in Excel with the annual escalator, and mails a renewal letter with a signature page. Unsigned renewals are followed up by phone and tracked in a spreadsheet. Signed renewals are re-keyed into the legacy ERP and billing is updated by hand; lapsed contracts are often noticed only when an inspection is missed.',
      responsibilities: [
        'Run and review the monthly contract expiry report',
        'Recalculate renewal prices with the annual escalator in Excel',
        'Prepare and mail renewal letters and signature pages',
        'Follow up unsigned renewals by phone',
        'Re-key renewed terms into the legacy ERP and update billing',
        'Report lapsed contracts to the Sales Manager',
      ],
      ongoingActivities: [
        'Monthly expiry report review',
        'Weekly follow-up calls from the renewal spreadsheet',
        'Quarterly lapsed-contract report',
        'Answering customer questions about price increases',
      ],
      skills: [
        'Contract terms and escalator clauses',
        'Excel',
        'Legacy ERP contract screens',
        'Customer retention conversations',
      ],
      processSteps:
        'Print the monthly contract expiry report from the legacy ERP\nRecalculate each renewal price in Excel with the escalator\nMail the renewal letter and signature page\nFollow up by phone when not signed within 30 days\nRe-key the renewed term into the legacy ERP\nUpdate the billing schedule by hand',
    },
    workflow: {
      workflowType: 'flowchart',
      description:
        'Renewals start only 30–60 days before expiry, every price is recalculated by hand, and unanswered quotes loop back for another follow-up.',
      averageTime: '35 days',
      automationLevel: 'Low',
      diagram: {
        title: 'Contract Renewal – As-Is',
        subtitle: 'Monthly expiry printout, Excel pricing, mailed letters, phone follow-up',
        layout: 'flowchart',
        tone: 'as_is',
        legend: 'Manual, paper or re-keying step',
        footer: 'Average renewal cycle 35 days · Automation Low',
        lanes: ['Main flow', 'Follow-up'],
        nodes: [
          { id: 'start', lane: 0, kind: 'start', label: 'Monthly expiry report' },
          { id: 'print', lane: 0, kind: 'document', label: 'Print expiring contracts', highlight: true },
          { id: 'price', lane: 0, label: 'Recalculate price in Excel', highlight: true },
          { id: 'mail', lane: 0, kind: 'document', label: 'Mail renewal letter', highlight: true },
          { id: 'signed', lane: 0, kind: 'decision', label: 'Signed in 30 days?' },
          { id: 'call', lane: 1, col: 4, label: 'Phone follow-up logged in spreadsheet', highlight: true },
          { id: 'rekey', lane: 0, label: 'Re-key renewal into legacy ERP', highlight: true },
          { id: 'billing', lane: 0, label: 'Update billing by hand', highlight: true },
          { id: 'end', lane: 0, kind: 'end', label: 'Agreement renewed' },
        ],
        edges: [
          { from: 'start', to: 'print' },
          { from: 'print', to: 'price' },
          { from: 'price', to: 'mail' },
          { from: 'mail', to: 'signed' },
          { from: 'signed', to: 'rekey', label: 'Yes' },
          { from: 'signed', to: 'call', label: 'No' },
          { from: 'call', to: 'mail', label: 'Resend' },
          { from: 'rekey', to: 'billing' },
          { from: 'billing', to: 'end' },
        ],
      },
    },
    sipoc: asIsSipoc,
    roleSipoc: {
      suppliers: ['Legacy ERP', 'Customers', 'Sales Reps', 'Accounts Receivable'],
      inputs: ['Expiry report', 'Price workbook', 'Customer replies', 'Billing history'],
      process: ['Price', 'Mail', 'Chase', 'Update'],
      outputs: ['Renewal letters', 'Renewal spreadsheet', 'Renewed contracts', 'Lapsed list'],
      outputsFullNames: [
        'Renewal letters mailed with signature pages',
        'Renewal follow-up spreadsheet',
        'Renewed contracts re-keyed into the legacy ERP',
        'Quarterly lapsed-contract list',
      ],
      customers: ['Customers', 'Accounts Receivable', 'Sales Manager', 'Inspection Coordinator'],
    },
    crossFunctional: {
      sections: [
        {
          title: 'Hand-offs',
          items: [
            'Sales Reps are asked to call large accounts that have not signed',
            'Accounts Receivable is emailed new billing amounts',
            'Inspection Coordinator learns of lapsed contracts when visits fail',
            'Sales Manager receives the quarterly lapsed-contract list',
          ],
        },
      ],
    },
    systems: {
      systems: [
        {
          name: 'Legacy ERP (on-premise) – contracts',
          purpose: 'Contract terms and expiry dates.',
          keyFunctions: [
            'Contract expiry report',
            'Contract term edit',
            'Billing schedule edit',
            'Customer master',
          ],
        },
        {
          name: 'Excel renewal workbook',
          purpose: 'Renewal pricing and follow-up tracking.',
          keyFunctions: ['Escalator calculation', 'Renewal status column', 'Follow-up dates', 'Lapsed list'],
        },
        {
          name: 'Word mail merge and postal mail',
          purpose: 'Renewal letters.',
          keyFunctions: ['Letter template', 'Signature page', 'Envelope printing', 'Returned-mail handling'],
        },
      ],
    },
  },
  toBe: {
    jobDescription: {
      role: 'Renewal Coordinator',
      positionSummary:
        'Manages a 90-day renewal queue in Cloud ERP Contracts with automated escalator pricing, at-risk analytics and e-signature.',
      detailedDescription:
        'Renewal quotes are generated automatically 90 days before expiry with the contract escalator applied. Analytics flag at-risk accounts (service complaints, open deficiencies, late payments) so the coordinator can involve the Sales Rep early. Quotes go out for integrated e-signature with automated reminders, and a signed renewal extends the contract term and billing plan automatically.',
      responsibilities: [
        'Work the 90-day renewal queue in Cloud ERP Contracts',
        'Review automated escalator pricing and approve exceptions',
        'Act on at-risk accounts flagged by renewal analytics with the Sales Rep',
        'Send renewal quotes for e-signature and monitor automated reminders',
        'Confirm automated term and billing extensions',
      ],
      ongoingActivities: [
        'Daily renewal queue review',
        'Weekly at-risk analytics review with Sales Reps',
        'Monthly renewal rate dashboard for the Sales Manager',
        'Keep contract data accurate for data integrity across billing and inspections',
      ],
      skills: [
        'Contract terms and escalator clauses',
        'Cloud ERP Contracts',
        'Reading renewal analytics',
        'Customer retention conversations',
      ],
      processSteps:
        'Renewal quotes generate automatically 90 days before expiry\nReview escalator pricing and at-risk flags from analytics\nSend for e-signature; automated reminders follow\nEscalate unsigned at-risk renewals to the Sales Rep with account history\nSigned renewals extend term and billing automatically through integration',
    },
    workflow: {
      workflowType: 'flowchart',
      description:
        'Pricing, reminders and contract updates are automated, renewals start 90 days out, and unsigned at-risk renewals are escalated.',
      averageTime: '12 days',
      automationLevel: 'High',
      diagram: {
        title: 'Contract Renewal – To-Be',
        subtitle: '90-day renewal queue, automated escalator pricing, at-risk analytics, e-signature',
        layout: 'flowchart',
        tone: 'to_be',
        legend: 'Automated in Cloud ERP',
        footer: 'Average renewal cycle 12 days · Automation High',
        lanes: ['Main flow', 'Escalation'],
        nodes: [
          { id: 'start', lane: 0, kind: 'start', label: 'Renewal queue, 90 days out' },
          { id: 'quote', lane: 0, label: 'Renewal quote auto-generated with escalator', highlight: true },
          { id: 'risk', lane: 0, label: 'Review at-risk flags from analytics', highlight: true },
          { id: 'send', lane: 0, label: 'E-signature with automated reminders', highlight: true },
          { id: 'signed', lane: 0, kind: 'decision', label: 'Signed?' },
          { id: 'escalate', lane: 1, col: 4, label: 'Escalate to Sales Rep with history' },
          { id: 'extend', lane: 0, label: 'Term and billing extended automatically', highlight: true },
          { id: 'end', lane: 0, kind: 'end', label: 'Agreement renewed' },
        ],
        edges: [
          { from: 'start', to: 'quote' },
          { from: 'quote', to: 'risk' },
          { from: 'risk', to: 'send' },
          { from: 'send', to: 'signed' },
          { from: 'signed', to: 'extend', label: 'Yes' },
          { from: 'signed', to: 'escalate', label: 'No' },
          { from: 'escalate', to: 'send', label: 'Revised quote' },
          { from: 'extend', to: 'end' },
        ],
      },
    },
    sipoc: {
      ...asIsSipoc,
      suppliers: ['Cloud ERP Contracts', 'Customers', 'Sales Reps', 'Renewal analytics'],
      inputs: [
        'Contracts expiring in 90 days',
        'Escalator terms',
        'At-risk indicators',
        'Customer e-signature',
      ],
      process: ['Auto-generate quote', 'Review risk', 'E-sign', 'Escalate', 'Auto-extend'],
      outputs: [
        'Renewal quote',
        'Renewed agreement',
        'Updated billing',
        'Lapsed contract list',
        'At-risk account list',
      ],
      outputsFullNames: [
        'Renewal quote with escalated price',
        'Renewed service agreement signed by the customer',
        'Billing schedule updated for the new term',
        'List of lapsed contracts for sales follow-up',
        'At-risk renewal list for Sales Rep intervention',
      ],
    },
    roleSipoc: {
      suppliers: ['Cloud ERP', 'Customers', 'Sales Reps', 'Renewal analytics'],
      inputs: ['Renewal queue', 'At-risk flags', 'Signature status', 'Escalator terms'],
      process: ['Review', 'Send', 'Escalate', 'Confirm'],
      outputs: ['Renewal quotes sent', 'Escalations', 'Renewal rate report', 'Pricing exceptions'],
      outputsFullNames: [
        'Renewal quotes sent for e-signature',
        'At-risk renewals escalated to Sales Reps',
        'Monthly renewal rate dashboard',
        'Escalator exceptions approved by the Sales Manager',
      ],
      customers: ['Customers', 'Sales Reps', 'Sales Manager', 'Accounts Receivable'],
    },
    crossFunctional: {
      coordinationActivities: [
        {
          activity: 'At-risk escalation',
          description:
            'Renewals flagged at risk create a CRM task for the account’s Sales Rep with service history attached.',
        },
        {
          activity: 'Billing continuity',
          description:
            'Signed renewals extend the billing plan automatically; Accounts Receivable sees the new amounts without emails.',
        },
        {
          activity: 'Inspection continuity',
          description:
            'Visits for the new term are generated on signature, so the Inspection Coordinator never schedules a lapsed site.',
        },
      ],
    },
    systems: {
      systems: [
        {
          name: 'Cloud ERP – Contracts & Billing',
          purpose: 'Renewal queue, pricing and automatic extension.',
          keyFunctions: [
            '90-day renewal queue',
            'Escalator pricing',
            'Term and billing extension on signature',
            'Renewal rate reporting',
          ],
        },
        {
          name: 'Cloud ERP – Analytics',
          purpose: 'Flags renewals at risk.',
          keyFunctions: [
            'Service complaint history',
            'Open deficiency value',
            'Payment behaviour',
            'Risk score per renewal',
          ],
        },
        {
          name: 'Integrated e-signature',
          purpose: 'Customer signs the renewal electronically.',
          keyFunctions: [
            'Signature request',
            'Automated reminders',
            'Signed PDF on the contract',
            'Status sync to Cloud ERP',
          ],
        },
      ],
    },
  },
  painPoints: [
    {
      title: 'Renewals start too late',
      description: 'The monthly expiry report gives only 30–60 days’ notice.',
      impact: 'Contracts lapse before the customer signs; about 8% of agreements lapse each year.',
      toBe: {
        description: 'Renewal queue opens 90 days before expiry.',
        impact: 'Time to resolve objections before the term ends.',
      },
      statuses: ['resolved'],
    },
    {
      title: 'Escalator calculated by hand',
      description: 'Each renewal price is recalculated in Excel.',
      impact: 'Errors and forgotten escalators cost revenue.',
      toBe: {
        description: 'Escalator applied automatically from the contract terms.',
        impact: 'Consistent pricing.',
      },
      statuses: ['resolved'],
    },
    {
      title: 'No early warning of churn',
      description: 'Unhappy customers are discovered only when they refuse to sign.',
      impact: 'Lost agreements that could have been saved.',
      toBe: {
        description: 'At-risk analytics combine complaints, deficiencies and payment behaviour.',
        impact: 'Sales Reps intervene before the renewal is sent; risk model still being tuned.',
      },
      statuses: ['partially_resolved'],
    },
    {
      title: 'Renewed terms re-keyed',
      description: 'Signed renewals are typed back into the legacy ERP and billing.',
      impact: 'Billing at old prices for weeks after renewal.',
      toBe: {
        description: 'Signature extends term and billing automatically.',
        impact: 'New prices billed from the first invoice of the term.',
      },
      statuses: ['resolved'],
    },
  ],
  changeImpacts: [
    {
      processOutput: 'Renewal quote with escalated price',
      changeType: 'MODIFIED',
      changeDescription: ['AUTOMATION_ADDED', 'SYSTEMS'],
      impactAssessment: 'HIGH',
    },
    {
      processOutput: 'Renewed service agreement signed by the customer',
      changeType: 'MODIFIED',
      changeDescription: ['SYSTEMS', 'PROCEDURE_CHANGE'],
      impactAssessment: 'MED',
    },
    {
      processOutput: 'Billing schedule updated for the new term',
      changeType: 'MODIFIED',
      changeDescription: ['AUTOMATION_ADDED', 'PEOPLE'],
      impactAssessment: 'MED',
    },
    {
      processOutput: 'At-risk renewal list for Sales Rep intervention',
      changeType: 'NEW',
      changeDescription: ['NEW_PROCESS', 'RULE_POLICY_CHANGE'],
      impactAssessment: 'MED',
    },
  ],
};
