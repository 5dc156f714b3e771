import type { SipocContent } from '../../../core/schemas/artifact-content';
import type { DemoProcess } from '../types';

/** The As-Is SIPOC; the To-Be keeps its outputs and customers. */
const asIsSipoc: SipocContent = {
  suppliers: ['Sales Reps', 'Estimators', 'Division Manager', 'Regional Sales Manager'],
  inputs: ['Rep opportunity spreadsheets', 'Quotes sent and signed', 'Quota targets', 'Prior month bookings'],
  process: ['Collect', 'Merge', 'Review', 'Forecast', 'Roll up'],
  outputs: ['Division pipeline', 'Monthly forecast', 'Coaching actions', 'Regional roll-up'],
  outputsFullNames: [
    'Division pipeline workbook merged from rep spreadsheets',
    'Monthly bookings forecast presented to the Division Manager',
    'Coaching actions agreed with each Sales Rep',
    'Regional forecast roll-up across divisions',
  ],
  customers: ['Division Manager', 'Regional Sales Manager', 'Sales Reps', 'Finance'],
};

export const salesPipelineForecast: DemoProcess = {
  key: 'sales-pipeline-forecast',
  shortName: 'Sales Pipeline Forecasting',
  name: 'Sales Pipeline Forecasting',
  description:
    'The weekly pipeline review and monthly bookings forecast. Rep spreadsheets merged by copy-paste and a PowerPoint forecast give way to a real-time CRM pipeline in Cloud ERP with weighted forecasting and an automated regional roll-up.',
  jobRole: 'Sales Manager',
  version: '1.1',
  status: 'draft',
  createdDaysAgo: 38,
  updatedDaysAgo: 17,
  asIs: {
    jobDescription: {
      role: 'Sales Manager',
      positionSummary:
        'Leads the division sales team and produces the monthly bookings forecast from the reps’ opportunity spreadsheets.',
      detailedDescription:
        'Each rep keeps a personal opportunity spreadsheet and emails it before the weekly pipeline call. The Sales Manager merges the files by copy-paste, reconciles stages and amounts that do not add up, and walks the pipeline rep by rep. Once a month the merged sheet becomes a PowerPoint forecast for the Division Manager, and the Regional Sales Manager rolls divisions up in a regional workbook.',
      responsibilities: [
        'Run the weekly pipeline call with each Sales Rep',
        'Merge rep spreadsheets into the division pipeline',
        'Reconcile stages, amounts and close dates',
        'Build the monthly forecast deck for the Division Manager',
        'Set quotas and coach reps on deal strategy',
        'Report bookings to the Regional Sales Manager',
      ],
      ongoingActivities: [
        'Weekly pipeline call',
        'Monthly forecast meeting with the Division Manager',
        'Quarterly quota review',
        'Ride-alongs with reps on key accounts',
      ],
      skills: [
        'Sales leadership and coaching',
        'Forecasting',
        'Advanced Excel',
        'PowerPoint',
        'Fire and life safety market knowledge',
      ],
      processSteps: [
        'Collect opportunity spreadsheets from each rep by email',
        'Merge them into the division pipeline workbook by copy-paste',
        'Reconcile stages and amounts with reps on the weekly call',
        'Build the monthly forecast in PowerPoint',
        'Present the forecast to the Division Manager',
        'Send the division numbers to the Regional Sales Manager',
      ],
    },
    workflow: {
      workflowType: 'swimlane',
      description:
        'The pipeline exists only as spreadsheets, so every week starts with merging and reconciling before any coaching happens.',
      averageTime: '6 hours per week',
      automationLevel: 'Low',
      diagram: {
        title: 'Sales Pipeline Forecasting – As-Is',
        subtitle: 'Rep spreadsheets merged by copy-paste, PowerPoint forecast, regional workbook',
        layout: 'swimlane',
        tone: 'as_is',
        legend: 'Manual, spreadsheet or re-keying step',
        footer: 'About 6 manager hours per week · Automation Low',
        lanes: ['Sales Rep', 'Sales Manager', 'Division Manager', 'Regional Sales Manager'],
        nodes: [
          { id: 'start', lane: 0, kind: 'start', label: 'Week starts' },
          { id: 'update', lane: 0, label: 'Update personal opportunity sheet', highlight: true },
          { id: 'email', lane: 0, label: 'Email sheet to manager', highlight: true },
          { id: 'merge', lane: 1, label: 'Merge rep sheets by copy-paste', highlight: true },
          { id: 'call', lane: 1, label: 'Pipeline call, rep by rep' },
          { id: 'reconcile', lane: 1, kind: 'decision', label: 'Numbers reconcile?' },
          { id: 'fix', lane: 0, col: 5, label: 'Rep corrects and resends', highlight: true },
          { id: 'deck', lane: 1, label: 'Build forecast in PowerPoint', highlight: true },
          { id: 'review', lane: 2, label: 'Monthly forecast review' },
          { id: 'rollup', lane: 3, label: 'Roll up divisions in regional workbook', highlight: true },
          { id: 'end', lane: 3, kind: 'end', label: 'Monthly forecast' },
        ],
        edges: [
          { from: 'start', to: 'update' },
          { from: 'update', to: 'email' },
          { from: 'email', to: 'merge' },
          { from: 'merge', to: 'call' },
          { from: 'call', to: 'reconcile' },
          { from: 'reconcile', to: 'fix', label: 'No' },
          { from: 'fix', to: 'merge', label: 'Resend', route: 'above' },
          { from: 'reconcile', to: 'deck', label: 'Yes', route: 'side' },
          { from: 'deck', to: 'review' },
          { from: 'review', to: 'rollup' },
          { from: 'rollup', to: 'end' },
        ],
      },
    },
    sipoc: asIsSipoc,
    roleSipoc: {
      suppliers: ['Sales Reps', 'Division Manager', 'Regional Sales Manager', 'Estimators'],
      inputs: ['Spreadsheets', 'Quotas', 'Deal updates', 'Prior month bookings'],
      process: ['Merge', 'Review', 'Coach', 'Forecast'],
      outputs: ['Forecast deck', 'Quota report', 'Coaching notes', 'Division numbers'],
      outputsFullNames: [
        'Monthly forecast deck in PowerPoint',
        'Quota attainment report by rep',
        'Coaching notes from the weekly call',
        'Division numbers emailed to the Regional Sales Manager',
      ],
      customers: ['Division Manager', 'Regional Sales Manager', 'Sales Reps', 'Finance'],
    },
    crossFunctional: {
      sections: [
        {
          title: 'Leadership',
          subsections: [
            {
              title: 'Division Manager',
              items: ['Monthly forecast meeting', 'Asks for backlog impact on staffing'],
            },
            {
              title: 'Regional Sales Manager',
              items: ['Requests division numbers by email', 'Consolidates in the regional workbook'],
            },
          ],
        },
        {
          title: 'Operations',
          subsections: [
            {
              title: 'Service Manager',
              subtitle: 'Capacity',
              items: ['Hears about large agreements late', 'Asks for expected start dates by email'],
            },
          ],
        },
      ],
    },
    systems: {
      systems: [
        {
          name: 'Rep opportunity spreadsheets',
          purpose: 'Each rep’s own list of deals.',
          keyFunctions: ['Deal name and customer', 'Amount and stage', 'Expected close date', 'Notes'],
        },
        {
          name: 'Division pipeline workbook',
          purpose: 'The merged pipeline.',
          keyFunctions: [
            'Copy-paste merge tabs',
            'Pivot by stage',
            'Weighted totals by hand',
            'Quota tracking',
            'Month-over-month comparison',
          ],
        },
        {
          name: 'PowerPoint and email',
          purpose: 'Forecast presentation and distribution.',
          keyFunctions: [
            'Forecast slides',
            'Top deals table',
            'Email to leadership',
            'Regional data requests',
          ],
        },
      ],
    },
  },
  toBe: {
    jobDescription: {
      role: 'Sales Manager',
      positionSummary:
        'Leads the division sales team from a real-time CRM pipeline with weighted forecasting and analytics in Cloud ERP.',
      detailedDescription:
        'Reps keep opportunities current in Cloud ERP CRM, so the pipeline and weighted forecast are always up to date. The Sales Manager reviews the dashboard and stalled-deal analytics before the weekly call, which now focuses on coaching rather than reconciling numbers. The monthly commit is submitted in the system and the regional roll-up is automated.',
      responsibilities: [
        'Review the real-time pipeline dashboard and stalled-deal analytics weekly',
        'Coach reps on deal strategy using opportunity history',
        'Submit the monthly forecast commit in Cloud ERP',
        'Set quotas and track attainment from analytics',
        'Enforce stage definitions for data integrity',
        'Share capacity outlook with the Service Manager from the integrated pipeline',
      ],
      ongoingActivities: [
        'Weekly coaching-focused pipeline call',
        'Monthly forecast commit',
        'Quarterly win/loss analytics review',
        'Ride-alongs with reps on key accounts',
      ],
      skills: [
        'Sales leadership and coaching',
        'Forecasting',
        'Cloud ERP CRM dashboards and analytics',
        'Fire and life safety market knowledge',
      ],
      processSteps: [
        'Reps keep opportunity stages and close dates current in Cloud ERP CRM',
        'Pipeline and weighted forecast update automatically in real-time',
        'Review the dashboard and stalled-deal analytics before the weekly call',
        'Agree the commit with reps; corrections are made in CRM, not in spreadsheets',
        'Submit the monthly forecast commit in the system',
        'The regional roll-up is automated across divisions',
      ],
    },
    workflow: {
      workflowType: 'swimlane',
      description:
        'The forecast is calculated from live CRM data, so the weekly call starts with coaching and the roll-up needs no spreadsheets.',
      averageTime: '1.5 hours per week',
      automationLevel: 'High',
      diagram: {
        title: 'Sales Pipeline Forecasting – To-Be',
        subtitle: 'Real-time CRM pipeline, weighted forecast, automated regional roll-up',
        layout: 'swimlane',
        tone: 'to_be',
        legend: 'Automated in Cloud ERP CRM & Analytics',
        footer: 'About 1.5 manager hours per week · Automation High',
        lanes: ['Sales Rep', 'Sales Manager', 'Cloud ERP Analytics', 'Regional leadership'],
        nodes: [
          { id: 'start', lane: 0, kind: 'start', label: 'Opportunities updated in CRM' },
          { id: 'calc', lane: 2, label: 'Weighted forecast calculated in real-time', highlight: true },
          { id: 'review', lane: 1, label: 'Review dashboard and stalled deals', highlight: true },
          { id: 'commit', lane: 1, kind: 'decision', label: 'Commit agreed?' },
          { id: 'fix', lane: 0, col: 3, label: 'Rep updates stage and close date' },
          { id: 'submit', lane: 1, label: 'Submit forecast commit' },
          { id: 'rollup', lane: 3, label: 'Regional roll-up automated', highlight: true },
          { id: 'end', lane: 3, kind: 'end', label: 'Forecast published' },
        ],
        edges: [
          { from: 'start', to: 'calc' },
          { from: 'calc', to: 'review' },
          { from: 'review', to: 'commit' },
          { from: 'commit', to: 'fix', label: 'No' },
          { from: 'fix', to: 'calc', label: 'Recalculated', route: 'above' },
          { from: 'commit', to: 'submit', label: 'Yes' },
          { from: 'submit', to: 'rollup' },
          { from: 'rollup', to: 'end' },
        ],
      },
    },
    sipoc: {
      ...asIsSipoc,
      suppliers: ['Sales Reps', 'Cloud ERP CRM', 'Division Manager', 'Regional Sales Manager'],
      inputs: [
        'Live opportunity data',
        'Stage probabilities',
        'Quota targets',
        'Signed agreements from e-signature',
      ],
      process: ['Update CRM', 'Auto-forecast', 'Review', 'Commit', 'Auto roll-up'],
    },
    roleSipoc: {
      suppliers: ['Sales Reps', 'Cloud ERP Analytics', 'Division Manager', 'Regional Sales Manager'],
      inputs: ['Dashboard', 'Stalled-deal alerts', 'Quotas', 'Win/loss analytics'],
      process: ['Review', 'Coach', 'Commit', 'Share'],
      outputs: ['Forecast commit', 'Coaching plan', 'Stage hygiene', 'Capacity outlook'],
      outputsFullNames: [
        'Monthly forecast commit submitted in Cloud ERP',
        'Coaching plan per rep from win/loss analytics',
        'Stage definitions enforced for data integrity',
        'Capacity outlook shared with the Service Manager',
      ],
      customers: ['Division Manager', 'Regional Sales Manager', 'Sales Reps', 'Service Manager'],
    },
    crossFunctional: {
      sections: [
        {
          title: 'Leadership',
          subsections: [
            {
              title: 'Division Manager',
              items: ['Views the live forecast at any time', 'Monthly meeting discusses risks, not numbers'],
            },
            {
              title: 'Regional Sales Manager',
              items: ['Automated roll-up across divisions', 'Drill-down to any deal'],
            },
          ],
        },
        {
          title: 'Operations',
          subsections: [
            {
              title: 'Service Manager',
              subtitle: 'Capacity',
              items: [
                'Sees large agreements at the proposal stage',
                'Expected start dates come from the opportunity',
              ],
            },
          ],
        },
      ],
    },
    systems: {
      systems: [
        {
          name: 'Cloud ERP – CRM & Quoting',
          purpose: 'Single pipeline for all reps.',
          keyFunctions: [
            'Opportunity stages with required fields',
            'Close date and amount history',
            'Quote and signature status',
            'Activity tracking',
          ],
        },
        {
          name: 'Cloud ERP – Analytics',
          purpose: 'Forecast and pipeline insight.',
          keyFunctions: [
            'Weighted forecast',
            'Stalled-deal alerts',
            'Win/loss analytics',
            'Quota attainment',
            'Regional roll-up',
          ],
        },
      ],
    },
  },
  painPoints: [
    {
      title: 'Hours spent merging spreadsheets',
      description: 'The manager merges rep spreadsheets every week.',
      impact: 'About 4 hours a week of manager time that is not coaching.',
      toBe: {
        description: 'One CRM pipeline; no merging.',
        impact: 'Manager time moves to coaching.',
      },
      statuses: ['resolved'],
    },
    {
      title: 'Inconsistent stages and amounts',
      description: 'Each rep defines stages differently.',
      impact: 'The forecast is unreliable and changes late in the month.',
      toBe: {
        description: 'Stage definitions with required fields in CRM.',
        impact: 'Comparable data across reps; adoption still uneven.',
      },
      statuses: ['partially_resolved'],
    },
    {
      title: 'Regional roll-up by email',
      description: 'Regional numbers are requested by email and typed into a workbook.',
      impact: 'Regional forecast is a week old when presented.',
      toBe: {
        description: 'Automated roll-up across divisions.',
        impact: 'Regional view is current.',
      },
      statuses: ['resolved'],
    },
    {
      title: 'No link between bookings and service capacity',
      description: 'Operations learns about large wins after signature.',
      impact: 'Start dates slip because technicians are not available.',
      toBe: {
        description: 'Capacity planning from the pipeline is planned for phase 2.',
        impact: 'Unchanged until phase 2.',
      },
      statuses: ['parking_lot'],
    },
  ],
  changeImpacts: [
    {
      processOutput: 'Division pipeline workbook merged from rep spreadsheets',
      changeType: 'REPLACED',
      changeDescription: ['SYSTEMS', 'AUTOMATION_ADDED', 'PROCESS_CHANGE'],
      impactAssessment: 'HIGH',
    },
    {
      processOutput: 'Monthly bookings forecast presented to the Division Manager',
      changeType: 'MODIFIED',
      changeDescription: ['AUTOMATION_ADDED', 'PROCEDURE_CHANGE'],
      impactAssessment: 'MED',
    },
    {
      processOutput: 'Regional forecast roll-up across divisions',
      changeType: 'MODIFIED',
      changeDescription: ['AUTOMATION_ADDED', 'PEOPLE'],
      impactAssessment: 'MED',
    },
  ],
};
