/** Canonical artifact types (spec §3). Aliases are accepted on write and stored canonically. */
export const ARTIFACT_TYPES = [
  'job_description',
  'workflow_map',
  'sipoc',
  'role_sipoc',
  'cross_functional',
  'systems',
  'pain_points',
] as const;
export type ArtifactType = (typeof ARTIFACT_TYPES)[number];

export const ARTIFACT_TYPE_ALIASES: Record<string, ArtifactType> = {
  process_workflow_map: 'workflow_map',
  workflow_sipoc: 'sipoc',
  cross_functional_coordination: 'cross_functional',
};

/** The stored type for any accepted spelling, or null when the type is unknown. */
export function canonicalArtifactType(type: string): ArtifactType | null {
  if ((ARTIFACT_TYPES as readonly string[]).includes(type)) return type as ArtifactType;
  return ARTIFACT_TYPE_ALIASES[type] ?? null;
}

/**
 * Uploaded process files (spec §5) are artifacts too; their type is the file kind, the file is at
 * fileUrl, and their content is null or a few facts about it (ProcessFileContentSchema).
 */
export const PROCESS_FILE_TYPES = ['pdf', 'doc', 'docx', 'xls', 'xlsx', 'vsd', 'vsdx'] as const;
