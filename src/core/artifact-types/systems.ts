import { z } from 'zod';
import { diffEntries, type Entry, listSection, type SectionDiff } from '../rules/item-diff';
import type { ArtifactTypeModule } from './descriptor';
import { isRecord, record, stringText, text, texts } from './read';

/* Systems (spec §3): the systems the role uses, each with its purpose and key functions. */

export const SystemSchema = z.looseObject({
  name: z.string(),
  purpose: z.string().optional(),
  keyFunctions: z.array(z.string()).optional(),
});
export const SystemsContentSchema = z.looseObject({ systems: z.array(SystemSchema).optional() });
export type SystemsContent = z.infer<typeof SystemsContentSchema>;

export const SYSTEMS_CONTENT_FIELDS = ['systems'] as const;

export const SYSTEMS_LABELS = {
  type: 'Systems',
  empty: 'No systems content available',
  system: 'System',
  purpose: 'Purpose',
  keyFunctions: 'Key Functions',
  unnamedSystem: 'Unnamed system',
} as const;

export interface SystemEntry {
  /** Null for a system with a purpose or functions but no name. */
  name: string | null;
  purpose: string | null;
  keyFunctions: string[];
}

/** The systems with anything to say; a bare string is a system's name, a bare number no entry. */
export function readSystems(content: unknown): SystemEntry[] {
  const list = record(content).systems;
  const out: SystemEntry[] = [];
  for (const s of Array.isArray(list) ? list : []) {
    const single = stringText(s);
    if (single) {
      out.push({ name: single, purpose: null, keyFunctions: [] });
      continue;
    }
    if (!isRecord(s)) continue;
    const name = text(s.name);
    const purpose = text(s.purpose);
    const keyFunctions = texts(s.keyFunctions);
    if (name || purpose || keyFunctions.length) out.push({ name, purpose, keyFunctions });
  }
  return out;
}

const systemEntry = (s: SystemEntry): Entry => ({
  label: s.name ?? SYSTEMS_LABELS.unnamedSystem,
  detail: s.purpose,
  parts: s.keyFunctions,
});

/** What the difference compares: the systems by name, with purpose and key functions. */
export function systemsDiff(asIs: unknown, toBe: unknown): SectionDiff[] {
  return [
    listSection(
      'systems',
      'Systems',
      diffEntries(readSystems(asIs).map(systemEntry), readSystems(toBe).map(systemEntry)),
    ),
  ];
}

/** The systems descriptor (registry.ts lists it). */
export const SYSTEMS_TYPE = {
  key: 'systems',
  types: ['systems'],
  label: SYSTEMS_LABELS.type,
  emptyText: SYSTEMS_LABELS.empty,
  contentFields: SYSTEMS_CONTENT_FIELDS,
  schema: SystemsContentSchema,
  read: readSystems,
  diff: systemsDiff,
} as const satisfies ArtifactTypeModule<SystemEntry[]>;
