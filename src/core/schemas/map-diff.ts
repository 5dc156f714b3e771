import { z } from 'zod';

/*
 * GET /api/processes/{id}/map-diff (issue 21): the differences between the process's As-Is and
 * To-Be workflow map diagrams, in words and as element ids per kind for marking both canvases.
 */

export const MAP_CHANGE_KINDS = ['added', 'removed', 'changed', 'renamed', 'moved'] as const;

export const MapChangeSchema = z.object({
  kind: z.enum(MAP_CHANGE_KINDS),
  elementId: z.string(),
  /** "Task", "Gateway", "Lane", "Sequence flow", … */
  elementType: z.string(),
  /** The element's name ('' when unnamed). */
  name: z.string(),
  /** "Task 'Print work ticket' removed", "Lane 'Dispatch' renamed to 'Dispatcher'", … */
  text: z.string(),
  /** Old name (renamed) or old lane (moved). */
  from: z.string().optional(),
  /** New name (renamed) or new lane (moved). */
  to: z.string().optional(),
  /** The attributes that changed (changed), e.g. ['documentation']. */
  attributes: z.array(z.string()).optional(),
});
export type MapChange = z.infer<typeof MapChangeSchema>;

export const MapDiffIdsSchema = z.object({
  added: z.array(z.string()),
  removed: z.array(z.string()),
  changed: z.array(z.string()),
  /** Moved or resized on the canvas only. */
  layoutChanged: z.array(z.string()),
});

export const MapDiffSchema = z.object({
  /** False when either side has no workflow map or no diagram; `reason` then says which. */
  available: z.boolean(),
  reason: z.string().optional(),
  /** The workflow maps compared: the first As-Is and the first To-Be, as the comparison shows them. */
  asIsArtifactId: z.string().nullable(),
  toBeArtifactId: z.string().nullable(),
  /** Removed first, then added, renamed, moved and changed; empty when not available. */
  changes: z.array(MapChangeSchema),
  ids: MapDiffIdsSchema,
});
export type MapDiff = z.infer<typeof MapDiffSchema>;
