/* What a draft says is missing and how to add it: one wording for the four outline builders. */

export const MISSING = {
  toBeJobDescription:
    'No To-Be job description yet: add one in Process Comparison (To-Be Job Description) to list the new steps.',
  toBeSteps:
    'The To-Be job description has no process steps: add them in Process Comparison (To-Be Job Description).',
  toBeSystems:
    'No To-Be systems yet: add the To-Be Systems artifact to name the systems and key functions each step uses.',
  toBeSipoc: 'No To-Be SIPOC yet: add the To-Be SIPOC in Process Comparison.',
  toBeWorkflow: 'No To-Be workflow map yet: add the To-Be Workflow Map in Process Comparison.',
  toBeWorkflowImage:
    'The To-Be workflow map has no image file: upload the map so the walkthrough can show it.',
  toBeCoordination:
    'No To-Be cross-functional coordination yet: add it in Process Comparison to describe the hand-offs.',
  painPoints: 'No pain points recorded yet: add them in Process Comparison (Pain Points).',
  painPointStatuses:
    'No pain point is marked Resolved or Partially Resolved yet: set statuses in the Pain Point Resolution Tracker.',
  changeImpacts:
    'No change impact assessed yet: rate the outputs in the Change Impact Assessment Matrix (Process Comparison).',
  audience: (jobRoleName: string | null) =>
    jobRoleName
      ? `No training audience for job role ${jobRoleName}: no division role titles are mapped to it (Job Roles screen), so no headcounts are given.`
      : 'The process has no job role, so no training audience or headcounts are given.',
} as const;
