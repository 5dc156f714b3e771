import type { StoredBpmnSummary } from '@core/bpmn/schema';
import { textAlternative } from '@core/bpmn/text-alternative';

export interface DiagramTextLine {
  key: string;
  text: string;
  /** "Pool: …" lines head the steps of another pool. */
  heading: boolean;
}

export interface DiagramTextView {
  /** "5 steps, 2 decisions, 3 lanes". */
  overview: string;
  lanes: string[];
  lines: DiagramTextLine[];
}

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/**
 * The diagram as text (issue 21 item 8): what the canvas shows, read in step order with each
 * element's lane. The server stores the lines with the summary; older content without them has
 * them built here from the summary.
 */
export function diagramTextView(summary: StoredBpmnSummary): DiagramTextView {
  const lines = summary.textAlternative.length ? summary.textAlternative : textAlternative(summary);
  const parents = new Set(summary.lanes.map((lane) => lane.parentLaneId).filter(Boolean));
  const lanes = [
    ...new Set(summary.lanes.filter((lane) => !parents.has(lane.id) && lane.name).map((lane) => lane.name)),
  ];
  const { steps, decisionPoints } = summary.counts;
  const overview = [
    plural(steps, 'step', 'steps'),
    plural(decisionPoints, 'decision', 'decisions'),
    lanes.length ? plural(lanes.length, 'lane', 'lanes') : null,
  ]
    .filter(Boolean)
    .join(', ');
  return {
    overview,
    lanes,
    lines: lines.map((text, i) => ({ key: `${i}-${text}`, text, heading: text.startsWith('Pool: ') })),
  };
}
