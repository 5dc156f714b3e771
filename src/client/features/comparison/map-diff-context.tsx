import { readWorkflowMap } from '@core/artifact-types';
import type { Artifact } from '@core/schemas/artifact';
import type { MapChange, MapDiff } from '@core/schemas/map-diff';
import type * as React from 'react';
import { createContext, useCallback, useContext, useMemo, useState } from 'react';
import { useMapDiff } from '../../api/processes/get-map-diff';
import {
  type DiagramSide,
  type ElementMark,
  marksFor,
  sidesOf,
} from '../../components/bpmn-viewer/markers.model';

export interface MapDiffState {
  /** Show changes is on and both workflow maps have a diagram. */
  active: boolean;
  diff: MapDiff | null;
  loading: boolean;
  error: Error | null;
  retry: () => void;
  marks: Record<DiagramSide, ElementMark[]>;
  /** The element each canvas is asked to scroll to (a new object per request). */
  focus: Record<DiagramSide, { id: string } | null>;
  focusChange: (change: MapChange) => void;
}

const NO_MARKS: Record<DiagramSide, ElementMark[]> = { as_is: [], to_be: [] };
const NO_FOCUS: Record<DiagramSide, { id: string } | null> = { as_is: null, to_be: null };

const MapDiffContext = createContext<MapDiffState | null>(null);

/** A workflow map's content holds a diagram (with what the server derived from it). */
export const hasDiagram = (content: unknown) => !!readWorkflowMap(content).diagram;

/**
 * Show changes for the workflow map row (issue 21): GET /api/processes/{id}/map-diff while the
 * toggle is on and both maps have a diagram, the marks of each canvas, and which element a click
 * in the list of differences brings into view.
 */
export function MapDiffProvider({
  processId,
  asIs,
  toBe,
  showChanges,
  children,
}: {
  processId: string;
  asIs: Artifact | null | undefined;
  toBe: Artifact | null | undefined;
  showChanges: boolean;
  children: React.ReactNode;
}) {
  const active = showChanges && hasDiagram(asIs?.content) && hasDiagram(toBe?.content);
  const version = `${asIs?.id}:${asIs?.revision}|${toBe?.id}:${toBe?.revision}`;
  const query = useMapDiff(processId, version, active);
  const [focus, setFocus] = useState(NO_FOCUS);
  const diff = active ? (query.data ?? null) : null;
  const marks = useMemo(
    () => (diff ? { as_is: marksFor(diff, 'as_is'), to_be: marksFor(diff, 'to_be') } : NO_MARKS),
    [diff],
  );
  const focusChange = useCallback((change: MapChange) => {
    const sides = sidesOf(change);
    setFocus({
      as_is: sides.includes('as_is') ? { id: change.elementId } : null,
      to_be: sides.includes('to_be') ? { id: change.elementId } : null,
    });
  }, []);
  const { refetch } = query;
  const value = useMemo<MapDiffState>(
    () => ({
      active,
      diff,
      loading: active && query.isPending,
      error: active ? query.error : null,
      retry: () => void refetch(),
      marks,
      focus: active ? focus : NO_FOCUS,
      focusChange,
    }),
    [active, diff, query.isPending, query.error, refetch, marks, focus, focusChange],
  );
  return <MapDiffContext.Provider value={value}>{children}</MapDiffContext.Provider>;
}

/** The workflow map row's Show changes state (inactive outside a provider). */
export function useMapDiffState(): MapDiffState {
  return (
    useContext(MapDiffContext) ?? {
      active: false,
      diff: null,
      loading: false,
      error: null,
      retry: () => undefined,
      marks: NO_MARKS,
      focus: NO_FOCUS,
      focusChange: () => undefined,
    }
  );
}
