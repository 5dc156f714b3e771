import type { BuildBpmnInput, BuildStep } from './types';

/**
 * A synthetic process of about `flowNodes` tasks, decisions and events over five lanes, for size
 * and speed checks: a main line where every tenth step is a decision whose "No" branch takes a
 * side step in the next lane and rejoins two steps later.
 */
export function largeProcess(flowNodes: number): BuildBpmnInput {
  const laneNames = ['Customer', 'Coordinator', 'Technician', 'Parts clerk', 'Accounting'];
  const lanes = laneNames.map((name) => ({ name, steps: [] as BuildStep[] }));
  const flow: BuildBpmnInput['flow'] = [];
  lanes[0]!.steps.push({ id: 'start', name: 'Request received', kind: 'start' });
  let previous = 'start';
  let count = 1;
  for (let i = 1; count < flowNodes - 1; i++) {
    const lane = lanes[Math.floor(i / 12) % lanes.length]!;
    if (i % 10 === 0 && count < flowNodes - 4) {
      const side = lanes[(Math.floor(i / 12) + 1) % lanes.length]!;
      lane.steps.push({ id: `d${i}`, name: `Check ${i} passed?`, kind: 'decision' });
      side.steps.push({ id: `s${i}`, name: `Fix issue found at check ${i}`, kind: 'manual' });
      lane.steps.push({ id: `t${i}`, name: `Continue after check ${i}`, kind: 'user' });
      flow.push({ from: previous, to: `d${i}` }, { from: `d${i}`, to: `t${i}`, label: 'Yes' });
      flow.push({ from: `d${i}`, to: `s${i}`, label: 'No' }, { from: `s${i}`, to: `t${i}` });
      previous = `t${i}`;
      count += 3;
    } else {
      lane.steps.push({
        id: `t${i}`,
        name: `Step ${i}: update the work order record`,
        kind: i % 3 ? 'task' : 'service',
      });
      flow.push({ from: previous, to: `t${i}` });
      previous = `t${i}`;
      count += 1;
    }
  }
  lanes[4]!.steps.push({ id: 'end', name: 'Done', kind: 'end' });
  flow.push({ from: previous, to: 'end' });
  return { processName: `Synthetic process of ${flowNodes} steps`, lanes, flow };
}
