import type { BpmnGateway, BpmnSummary } from './schema';

/** A splitting gateway's ways on: "Yes → Repair visit; No → Quote repair". */
export function branchesText(gateway: BpmnGateway, nameOf: (id: string) => string | undefined): string {
  return gateway.branches
    .map((b) => `${b.label ? `${b.label} → ` : '→ '}${b.targetName || nameOf(b.targetId) || 'unnamed step'}`)
    .join('; ');
}

/**
 * Lines a screen reader reads in step order, each element once with its lane: numbered tasks
 * ("1. Receive call (Dispatcher)"), decisions with their branches ("Decision: Covered? (Dispatcher):
 * Yes → Repair visit; No → Quote repair"), starts, ends and other events. Unnamed joins are left out;
 * tasks are numbered as the summary counts steps (a sub-process with tasks of its own is not).
 */
export function textAlternative(summary: BpmnSummary): string[] {
  const byId = new Map<string, { name: string; lane?: string; parentId?: string }>();
  for (const item of [...summary.tasks, ...summary.gateways, ...summary.events]) byId.set(item.id, item);
  const tasks = new Map(summary.tasks.map((task) => [task.id, task]));
  const gateways = new Map(summary.gateways.map((gateway) => [gateway.id, gateway]));
  const events = new Map(summary.events.map((event) => [event.id, event]));
  const where = (id: string) => {
    const item = byId.get(id);
    const parent = item?.parentId ? byId.get(item.parentId)?.name : undefined;
    const parts = [item?.lane, parent ? `in ${parent}` : undefined].filter(Boolean);
    return parts.length ? ` (${parts.join(', ')})` : '';
  };
  const pools = new Map(summary.participants.map((pool) => [pool.processId, pool.name]));
  const lines: string[] = [];
  let step = 0;
  let pool: string | undefined;
  for (const id of summary.order) {
    const item = [tasks.get(id), gateways.get(id), events.get(id)].find(Boolean);
    // With several pools, say whose steps follow each time the pool changes.
    if (summary.participants.length > 1 && item && pools.get(item.processId) !== pool) {
      pool = pools.get(item.processId);
      if (pool) lines.push(`Pool: ${pool}`);
    }
    const task = tasks.get(id);
    const gateway = gateways.get(id);
    const event = events.get(id);
    if (task?.container) {
      // Its own tasks are the numbered steps, as in the summary's step count.
      lines.push(`Sub-process: ${task.name || 'unnamed'}${where(id)}`);
    } else if (task) {
      step += 1;
      lines.push(`${step}. ${task.name || 'Unnamed task'}${where(id)}`);
    } else if (gateway) {
      if (!gateway.splits && !gateway.name) continue;
      if (!gateway.splits) {
        lines.push(`Paths join: ${gateway.name}${where(id)}`);
        continue;
      }
      const branches = branchesText(gateway, (target) => byId.get(target)?.name);
      const head = gateway.gatewayKind === 'parallel' ? 'In parallel' : 'Decision';
      lines.push(
        `${head}: ${gateway.name || (head === 'Decision' ? 'Unnamed decision' : 'all paths')}${where(id)}: ${branches}`,
      );
    } else if (event) {
      const heads = { start: 'Start', end: 'End', intermediate: 'Event', boundary: 'If' } as const;
      const fallback =
        event.position === 'start' || event.position === 'end' ? '' : `unnamed ${event.trigger ?? ''} event`;
      const name = event.name || fallback.replace(/\s+/g, ' ');
      const host = event.attachedToId
        ? `, during ${byId.get(event.attachedToId)?.name || 'the step before'}`
        : '';
      lines.push(`${heads[event.position]}${name ? `: ${name}` : ''}${host}${where(id)}`);
    }
  }
  return lines;
}
