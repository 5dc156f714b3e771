import type { SipocContent } from '../../../core/schemas/artifact-content';
import type { DemoProcess } from '../types';

/** The As-Is SIPOC; the To-Be keeps its customers. */
const asIsSipoc: SipocContent = {
  suppliers: [
    'Technicians and Project Managers',
    'Vendors and distributors',
    'Warehouse Associates',
    'Accounts Payable',
  ],
  inputs: [
    'Material request by phone or email',
    'Vendor quotes and price lists',
    'Warehouse stock on the shelf',
    'Vendor invoice and packing slip',
  ],
  process: ['Request', 'Check stock', 'Source and order', 'Receive', 'Match and approve'],
  outputs: ['Purchase order', 'Material issued to job', 'Receipt record', 'Approved vendor invoice'],
  outputsFullNames: [
    'Purchase order sent to the vendor',
    'Material issued and charged to the job',
    'Goods receipt recorded against the PO',
    'Vendor invoice matched and approved for payment',
  ],
  customers: ['Technicians', 'Project Managers', 'Accounts Payable', 'Job costing'],
};

export const purchaseOrderProcurement: DemoProcess = {
  key: 'purchase-order-procurement',
  shortName: 'Purchase Order and Procurement',
  name: 'Purchase Order and Material Procurement',
  description:
    'Buying and receiving devices, pipe, fittings and panels for service and installation jobs. Phone and email requests, faxed POs and paper packing slips move to mobile requests, real-time stock across warehouses and trucks, suggested POs in Cloud ERP Procurement and automated three-way match.',
  jobRole: 'Procurement Manager',
  version: '2.1',
  status: 'published',
  createdDaysAgo: 88,
  updatedDaysAgo: 11,
  asIs: {
    jobDescription: {
      role: 'Procurement Manager',
      positionSummary:
        'Buys material for jobs and stock, manages vendor pricing and runs the division warehouse.',
      detailedDescription:
        'Requests arrive by phone, text and email from technicians and Project Managers. The Procurement Manager checks stock by walking the warehouse, gets prices from vendors by phone, types the PO into the legacy ERP and faxes or emails it. Warehouse Associates receive against paper packing slips, and invoices are matched to POs and slips by hand before approval. Truck stock is not tracked.',
      responsibilities: [
        'Receive and clarify material requests from technicians and Project Managers',
        'Check warehouse stock and allocate material to jobs',
        'Obtain vendor quotes and negotiate pricing',
        'Create, print and send purchase orders',
        'Supervise receiving and put-away by Warehouse Associates',
        'Match vendor invoices to POs and packing slips',
        'Maintain the preferred vendor list',
      ],
      ongoingActivities: [
        'Quarterly physical inventory count',
        'Monthly vendor price list updates in Excel',
        'Chasing back-orders by phone',
        'Resolving invoice mismatches with Accounts Payable',
      ],
      skills: [
        'Fire protection materials, devices and listings (UL/FM)',
        'Vendor negotiation',
        'Legacy ERP purchasing screens',
        'Inventory control',
        'Excel',
      ],
      processSteps: [
        {
          step: 1,
          name: 'Receive request',
          description: 'Take material requests by phone, text or email and write them down.',
        },
        {
          step: 2,
          name: 'Check stock',
          description: 'Walk the warehouse to see whether the material is on the shelf.',
        },
        {
          step: 3,
          name: 'Get quotes',
          description: 'Call or email two or three vendors for price and lead time.',
        },
        {
          step: 4,
          name: 'Create PO',
          description: 'Type the PO into the legacy ERP, print it and fax or email it to the vendor.',
        },
        {
          step: 5,
          name: 'Receive',
          description: 'Warehouse receives against the paper packing slip and files it.',
        },
        {
          step: 6,
          name: 'Match invoice',
          description: 'Match the vendor invoice to the PO and packing slip by hand and approve it.',
        },
      ],
    },
    workflow: {
      workflowType: 'swimlane',
      description:
        'Requests are informal, stock is checked by walking the shelves, and receiving and invoice matching rely on paper.',
      averageTime: '3.5 days request to order',
      automationLevel: 'Low',
      diagram: {
        title: 'Purchase Order and Procurement – As-Is',
        subtitle: 'Phone requests, shelf checks, faxed POs, paper packing slips, manual invoice match',
        layout: 'swimlane',
        tone: 'as_is',
        legend: 'Manual, paper or re-keying step',
        footer: 'Average 3.5 days from request to order · Automation Low',
        lanes: ['Requester', 'Procurement Manager', 'Vendor', 'Warehouse'],
        nodes: [
          { id: 'start', lane: 0, kind: 'start', label: 'Material needed' },
          { id: 'request', lane: 0, label: 'Call or email the request', highlight: true },
          { id: 'check', lane: 1, label: 'Walk warehouse to check stock', highlight: true },
          { id: 'stock', lane: 1, kind: 'decision', label: 'In stock?' },
          { id: 'pull', lane: 3, col: 3, label: 'Pull stock; note on clipboard', highlight: true },
          { id: 'issued', lane: 3, col: 4, kind: 'end', label: 'Issued to job' },
          { id: 'quotes', lane: 1, col: 4, label: 'Get vendor quotes by phone', highlight: true },
          { id: 'po', lane: 1, label: 'Type PO in legacy ERP, print and fax', highlight: true },
          { id: 'ship', lane: 2, label: 'Ship material' },
          {
            id: 'receive',
            lane: 3,
            kind: 'document',
            label: 'Receive against paper packing slip',
            highlight: true,
          },
          { id: 'match', lane: 1, label: 'Match invoice to PO and slip by hand', highlight: true },
          { id: 'end', lane: 1, kind: 'end', label: 'Invoice approved' },
        ],
        edges: [
          { from: 'start', to: 'request' },
          { from: 'request', to: 'check' },
          { from: 'check', to: 'stock' },
          { from: 'stock', to: 'quotes', label: 'No', route: 'side' },
          { from: 'stock', to: 'pull', label: 'Yes' },
          { from: 'pull', to: 'issued' },
          { from: 'quotes', to: 'po' },
          { from: 'po', to: 'ship' },
          { from: 'ship', to: 'receive' },
          { from: 'receive', to: 'match' },
          { from: 'match', to: 'end' },
        ],
      },
    },
    sipoc: asIsSipoc,
    roleSipoc: {
      suppliers: ['Requesters', 'Vendors', 'Warehouse', 'Accounts Payable'],
      inputs: ['Requests', 'Quotes', 'Packing slips', 'Invoices'],
      process: ['Source', 'Order', 'Expedite', 'Approve invoices'],
      outputs: ['Purchase orders', 'Vendor price list', 'Approved invoices', 'Back-order updates'],
      outputsFullNames: [
        'Purchase orders printed and faxed',
        'Vendor price list kept in Excel',
        'Invoices approved after manual matching',
        'Back-order updates phoned to requesters',
      ],
      customers: ['Technicians', 'Project Managers', 'Accounts Payable', 'Warehouse'],
    },
    crossFunctional: {
      sections: [
        {
          title: 'Requesters',
          subsections: [
            {
              title: 'Service Technicians',
              items: ['Phone in parts needs from site', 'Pick up material at the counter'],
            },
            {
              title: 'Project Managers',
              items: ['Email material lists for installation jobs', 'Ask for delivery dates by phone'],
            },
          ],
        },
        {
          title: 'Finance',
          subsections: [
            {
              title: 'Accounts Payable',
              subtitle: 'Invoice questions',
              items: [
                'Invoices without a matching slip are sent back',
                'Price differences need Procurement sign-off',
              ],
            },
          ],
        },
      ],
    },
    systems: {
      systems: [
        {
          name: 'Legacy ERP (on-premise) – purchasing',
          purpose: 'PO entry and invoice approval.',
          keyFunctions: [
            'PO entry and print',
            'Vendor master',
            'Receiving entry',
            'Invoice approval',
            'Open PO report',
          ],
        },
        {
          name: 'Excel vendor price list',
          purpose: 'Latest prices per vendor and item.',
          keyFunctions: ['Item and vendor price', 'Last updated date', 'Lead times', 'Preferred vendor flag'],
        },
        {
          name: 'Fax, phone and email',
          purpose: 'Requests, quotes and POs.',
          keyFunctions: ['Requests from the field', 'Vendor quotes', 'PO transmission', 'Back-order chasing'],
        },
        {
          name: 'Paper packing slips and clipboard',
          purpose: 'Warehouse receiving and issue records.',
          keyFunctions: [
            'Receiving sign-off',
            'Issue notes by job',
            'Filing for invoice match',
            'Quarterly count sheets',
          ],
        },
      ],
    },
  },
  toBe: {
    jobDescription: {
      role: 'Procurement Manager',
      positionSummary:
        'Manages material supply with real-time stock visibility, suggested purchase orders and automated three-way match in Cloud ERP Procurement.',
      detailedDescription:
        'Technicians and Project Managers request material from the job in FieldPro Mobile or Cloud ERP. The system checks stock across warehouses and trucks in real-time and either creates a transfer or suggests a PO from the preferred vendor at contract price. The Procurement Manager approves suggested POs, which are sent electronically; receiving is done by barcode scan on mobile and invoices are matched automatically, leaving only exceptions for review. Spend analytics support vendor negotiations.',
      responsibilities: [
        'Approve suggested purchase orders and handle non-catalogue requests',
        'Maintain vendor catalogues and contract pricing in Cloud ERP',
        'Manage reorder points and stock levels across warehouses and trucks',
        'Resolve three-way match exceptions',
        'Use spend analytics to negotiate with vendors',
        'Lead Warehouse Associates in mobile receiving and cycle counting',
      ],
      ongoingActivities: [
        'Daily approval queue review',
        'Weekly reorder point review from stock analytics',
        'Monthly vendor scorecard review',
        'Cycle counting with barcode scanning instead of a yearly shutdown count',
      ],
      skills: [
        'Fire protection materials, devices and listings (UL/FM)',
        'Vendor negotiation using spend analytics',
        'Cloud ERP Procurement & Inventory',
        'Inventory control with barcode scanning',
        'Exception-based management',
      ],
      processSteps: [
        {
          step: 1,
          name: 'Mobile request',
          description:
            'The requester orders from the job in FieldPro Mobile; the request is linked to the work order.',
        },
        {
          step: 2,
          name: 'Real-time stock check',
          description: 'Cloud ERP checks warehouses and trucks and proposes a transfer when stock exists.',
        },
        {
          step: 3,
          name: 'Suggested PO',
          description:
            'When stock is short, an automated PO suggestion uses the preferred vendor and contract price.',
        },
        {
          step: 4,
          name: 'Approve and send',
          description: 'Approve in the streamlined queue; the PO is sent to the vendor electronically.',
        },
        {
          step: 5,
          name: 'Mobile receiving',
          description: 'Warehouse or technician scans the delivery on mobile against the PO.',
        },
        {
          step: 6,
          name: 'Automated match',
          description: 'Invoice, PO and receipt are matched automatically; only exceptions come to review.',
        },
      ],
    },
    workflow: {
      workflowType: 'swimlane',
      description:
        'Stock checks, PO suggestions and invoice matching are automated and receiving is a mobile scan.',
      averageTime: '4 hours request to order',
      automationLevel: 'High',
      diagram: {
        title: 'Purchase Order and Procurement – To-Be',
        subtitle:
          'Mobile request, real-time stock, suggested PO, mobile receiving, automated three-way match',
        layout: 'swimlane',
        tone: 'to_be',
        legend: 'Automated in Cloud ERP or FieldPro Mobile',
        footer: 'Average 4 hours from request to order · Automation High',
        lanes: ['Requester', 'Procurement Manager', 'Vendor', 'Cloud ERP'],
        nodes: [
          { id: 'start', lane: 0, kind: 'start', label: 'Material needed' },
          { id: 'request', lane: 0, label: 'Request from job in FieldPro Mobile', highlight: true },
          { id: 'stock', lane: 3, label: 'Real-time stock check, all locations', highlight: true },
          { id: 'available', lane: 3, kind: 'decision', label: 'Available?' },
          { id: 'approve', lane: 1, col: 3, label: 'Approve suggested PO' },
          { id: 'transfer', lane: 3, label: 'Transfer order auto-created', highlight: true },
          { id: 'vendor', lane: 2, col: 4, label: 'Vendor confirms electronic PO' },
          { id: 'receive', lane: 0, label: 'Scan delivery on mobile', highlight: true },
          { id: 'match', lane: 3, label: 'Three-way match automated', highlight: true },
          { id: 'end', lane: 3, kind: 'end', label: 'Invoice approved' },
        ],
        edges: [
          { from: 'start', to: 'request' },
          { from: 'request', to: 'stock' },
          { from: 'stock', to: 'available' },
          { from: 'available', to: 'transfer', label: 'Yes', route: 'side' },
          { from: 'available', to: 'approve', label: 'No' },
          { from: 'approve', to: 'vendor' },
          { from: 'vendor', to: 'receive' },
          { from: 'transfer', to: 'receive' },
          { from: 'receive', to: 'match' },
          { from: 'match', to: 'end' },
        ],
      },
    },
    sipoc: {
      ...asIsSipoc,
      suppliers: [
        'Technicians and Project Managers',
        'Vendors and distributors',
        'Warehouse Associates',
        'Cloud ERP inventory',
      ],
      inputs: [
        'Mobile material request linked to the job',
        'Vendor catalogues with contract pricing',
        'Real-time stock by location',
        'Electronic invoice',
      ],
      process: ['Request', 'Auto stock check', 'Approve suggested PO', 'Mobile receive', 'Auto-match'],
      outputs: [
        'Purchase order',
        'Material issued to job',
        'Receipt record',
        'Approved vendor invoice',
        'Spend analytics',
      ],
      outputsFullNames: [
        'Purchase order sent to the vendor',
        'Material issued and charged to the job',
        'Goods receipt recorded against the PO',
        'Vendor invoice matched and approved for payment',
        'Spend and vendor performance analytics',
      ],
    },
    roleSipoc: {
      suppliers: ['Requesters', 'Vendors', 'Cloud ERP', 'Warehouse'],
      inputs: ['Approval queue', 'Stock analytics', 'Match exceptions', 'Vendor scorecards'],
      process: ['Approve', 'Manage catalogue', 'Resolve exceptions', 'Negotiate'],
      outputs: ['Approved POs', 'Vendor catalogues', 'Resolved exceptions', 'Reorder points'],
      outputsFullNames: [
        'Approved purchase orders sent electronically',
        'Vendor catalogues with current contract pricing',
        'Three-way match exceptions resolved',
        'Reorder points reviewed from stock analytics',
      ],
      customers: ['Technicians', 'Project Managers', 'Accounts Payable', 'Division Manager'],
    },
    crossFunctional: {
      sections: [
        {
          title: 'Requesters',
          subsections: [
            {
              title: 'Service Technicians',
              items: ['Request from the work order in FieldPro Mobile', 'See delivery status on the job'],
            },
            {
              title: 'Project Managers',
              items: ['Material lists imported to the project', 'Delivery dates visible in real-time'],
            },
          ],
        },
        {
          title: 'Finance',
          subsections: [
            {
              title: 'Accounts Payable',
              subtitle: 'Exceptions only',
              items: [
                'Automated three-way match approves clean invoices',
                'Price or quantity differences routed to Procurement',
              ],
            },
          ],
        },
        {
          title: 'Warehouse',
          items: [
            'Mobile receiving and put-away by barcode',
            'Weekly cycle counts replace the quarterly shutdown count',
          ],
        },
      ],
    },
    systems: {
      systems: [
        {
          name: 'Cloud ERP – Procurement',
          purpose: 'Requisitions, suggested POs and invoice matching.',
          keyFunctions: [
            'Requisitions from mobile and projects',
            'Suggested PO by preferred vendor',
            'Approval workflow',
            'Electronic PO transmission',
            'Automated three-way match',
            'Spend analytics',
          ],
        },
        {
          name: 'Cloud ERP – Inventory',
          purpose: 'Stock across warehouses and trucks.',
          keyFunctions: [
            'Real-time stock by location',
            'Transfer orders',
            'Reorder points',
            'Cycle counting',
          ],
        },
        {
          name: 'FieldPro Mobile',
          purpose: 'Requests and receiving in the field and warehouse.',
          keyFunctions: [
            'Material request from a work order',
            'Barcode receiving',
            'Delivery status',
            'Truck stock view',
          ],
        },
      ],
    },
  },
  painPoints: [
    {
      title: 'Stock levels unknown',
      description: 'Stock is checked by walking the shelves; truck stock is invisible.',
      impact: 'Duplicate purchases and emergency buys at retail prices.',
      toBe: {
        description: 'Real-time stock across warehouses and trucks.',
        impact: 'Transfers before purchases; fewer emergency buys.',
      },
      statuses: ['resolved'],
    },
    {
      title: 'Informal requests',
      description: 'Requests come by phone and text with no job number.',
      impact: 'Material is not charged to jobs and job costs are understated.',
      toBe: {
        description: 'Requests are raised from the work order or project.',
        impact: 'Every request carries its job.',
      },
      statuses: ['resolved'],
    },
    {
      title: 'Manual invoice matching',
      description: 'Invoices are matched to POs and paper slips by hand.',
      impact: 'Late payments, lost early-payment discounts and vendor holds.',
      toBe: {
        description: 'Automated three-way match with exception routing.',
        impact: 'Clean invoices approved without touch.',
      },
      statuses: ['resolved', 'partially_resolved'],
    },
    {
      title: 'No spend visibility',
      description: 'Spend by vendor and category is compiled in Excel once a year.',
      impact: 'Weak position in vendor negotiations.',
      toBe: {
        description: 'Spend analytics by vendor, category and division.',
        impact: 'Data-backed negotiations; corporate-level rebates still to be designed.',
      },
      statuses: ['partially_resolved'],
    },
  ],
  changeImpacts: [
    {
      processOutput: 'Purchase order sent to the vendor',
      changeType: 'MODIFIED',
      changeDescription: ['AUTOMATION_ADDED', 'SYSTEMS'],
      impactAssessment: 'MED',
    },
    {
      processOutput: 'Goods receipt recorded against the PO',
      changeType: 'MODIFIED',
      changeDescription: ['SYSTEMS', 'PROCEDURE_CHANGE', 'PEOPLE'],
      impactAssessment: 'HIGH',
    },
    {
      processOutput: 'Vendor invoice matched and approved for payment',
      changeType: 'MODIFIED',
      changeDescription: ['AUTOMATION_ADDED', 'RULE_POLICY_CHANGE'],
      impactAssessment: 'HIGH',
    },
    {
      processOutput: 'Spend and vendor performance analytics',
      changeType: 'NEW',
      changeDescription: ['NEW_PROCESS'],
      impactAssessment: 'LOW',
    },
  ],
  tierDocuments: [
    {
      tier: 'tier_3',
      name: 'Mobile receiving job aid',
      fileType: 'guide',
      file: {
        name: 'mobile-receiving-job-aid.txt',
        text: [
          'JOB AID - RECEIVING A DELIVERY IN FIELDPRO MOBILE (Tier 3)',
          '',
          '1. Open Inventory > Receive. Scan the PO barcode on the packing slip (or search the PO number).',
          '2. Scan each item. Quantities fill in automatically; edit for short shipments.',
          '3. Damaged item? Mark it Damaged and take a photo.',
          '4. Choose the bin or truck for put-away.',
          '5. Press Post Receipt. The receipt is available for invoice matching immediately.',
        ].join('\n'),
      },
    },
    {
      tier: 'tier_2',
      name: 'Procure-to-pay process review',
      fileType: 'presentation',
      url: 'https://training.example.com/erp-program/procure-to-pay',
    },
  ],
};
