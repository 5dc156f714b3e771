import { ARTIFACT_TYPE_ALIASES } from '../schemas/artifact-type';
import { CROSS_FUNCTIONAL_TYPE } from './cross-functional';
import { JOB_DESCRIPTION_TYPE } from './job-description';
import { PAIN_POINTS_TYPE } from './pain-points';
import { SIPOC_TYPE } from './sipoc';
import { SYSTEMS_TYPE } from './systems';
import { WORKFLOW_MAP_TYPE } from './workflow-map';

/*
 * The artifact types, one descriptor each (descriptor.ts), in the order the comparison shows their
 * rows. Adding a type is its module plus one line here: the registry below and the content check
 * (content-check.ts) are built from this list.
 */
export const ARTIFACT_TYPE_DESCRIPTORS = [
  JOB_DESCRIPTION_TYPE,
  WORKFLOW_MAP_TYPE,
  SIPOC_TYPE,
  CROSS_FUNCTIONAL_TYPE,
  SYSTEMS_TYPE,
  PAIN_POINTS_TYPE,
] as const;

type Descriptor = (typeof ARTIFACT_TYPE_DESCRIPTORS)[number];
export type ArtifactTypeKey = Descriptor['key'];

/** Each descriptor under its comparison row key. */
export const ARTIFACT_TYPE_MODULES = Object.fromEntries(ARTIFACT_TYPE_DESCRIPTORS.map((d) => [d.key, d])) as {
  [D in Descriptor as D['key']]: D;
};

/** The module of a type, by its stored name or an accepted alias; null for a process file or an unknown type. */
export function artifactTypeModule(type: string): Descriptor | null {
  const stored = ARTIFACT_TYPE_ALIASES[type] ?? type;
  for (const m of ARTIFACT_TYPE_DESCRIPTORS) {
    if ((m.types as readonly string[]).includes(stored)) return m;
  }
  return null;
}
