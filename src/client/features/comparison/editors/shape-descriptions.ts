import type { ComparisonRowKey } from '@core/rules/artifact-shapes';

/** What each editor holds, under its title. */
export const SHAPE_DESCRIPTIONS: Record<ComparisonRowKey, string> = {
  job_description:
    'The position summary, responsibilities, ongoing activities, ordered process steps and skills.',
  workflow_map:
    'The BPMN diagram and the map image, its type and description, the summary fields and, for a supervisory map, its subordinate processes.',
  sipoc:
    'Five ordered lists — suppliers, inputs, process, outputs, customers — each entry with an optional full name.',
  cross_functional: 'Sections with subsections or items, and coordination activities.',
  systems: 'Each system the process uses, with its purpose and key functions.',
  pain_points: 'Each pain point with its description and impact.',
};
