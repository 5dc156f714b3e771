import { sql } from 'drizzle-orm';
import { auditEvents, processes } from '../../db/schema';

/**
 * An event's process as it is called now (a lookup by key, after the page's limit); null for a
 * deleted process or an event without one.
 */
export const currentProcessName = sql<
  string | null
>`(select ${processes.name} from ${processes} where ${processes.id} = ${auditEvents.processId})`;
