import type { RowDiff } from '@core/rules/artifact-diff';
import { resolveImageUrl } from '@core/rules/artifact-link';
import type { COMPARISON_ROWS } from '@core/rules/artifact-shapes';
import type { Artifact } from '@core/schemas/artifact';
import type * as React from 'react';
import { CrossFunctionalBody } from '../../components/artifact-renderers/cross-functional';
import { crossFunctionalBlocks } from '../../components/artifact-renderers/cross-functional.model';
import { JobDescriptionBody, SignificanceToolbar } from '../../components/artifact-renderers/job-description';
import {
  describeJobDescription,
  markedLines,
} from '../../components/artifact-renderers/job-description.model';
import { PainPointsBody } from '../../components/artifact-renderers/pain-points';
import { painPointsView } from '../../components/artifact-renderers/pain-points.model';
import { SipocBody } from '../../components/artifact-renderers/sipoc';
import { sipocColumns } from '../../components/artifact-renderers/sipoc.model';
import { SystemsBody } from '../../components/artifact-renderers/systems';
import { systemsView } from '../../components/artifact-renderers/systems.model';
import { CardNotice, ComparisonCard, type ComparisonState } from './comparison-card';
import { EMPTY_TEXT, recogniseShape, UNRECOGNISED_TEXT } from './comparison-model';
import { AddArtifactButton, CardEditActions } from './editors/comparison-editing';
import { hasDiagram } from './map-diff-context';
import { RowChanges } from './row-changes';
import { useSignificanceMarking } from './use-significance-marking';
import { WorkflowMapCellBody } from './workflow-map-cell';

type Row = (typeof COMPARISON_ROWS)[number];

type CellProps = {
  row: Row;
  state: ComparisonState;
  artifact: Artifact | null;
  improved: boolean;
  processId: string;
  productName: string;
  cardRef?: React.Ref<HTMLElement>;
  /** Asks the view to line the rows up again (content inside a card changed size). */
  onLayoutChange: () => void;
  /** The row's difference from the As-Is (Show changes), shown in the To-Be card. */
  diff?: RowDiff;
  /** A published version's card: nothing on it saves (no significance marking). */
  snapshot?: boolean;
};

/**
 * With Show changes, a To-Be card whose row can be compared becomes a redline of the As-Is beside
 * it (the difference replaces its body; the To-Be items are all in it). A workflow map keeps its
 * map, which the difference does not cover, under the difference.
 */
function redlines(row: Row, diff: RowDiff | undefined): diff is RowDiff {
  return !!diff && diff.comparable && row.key !== 'workflow_map';
}

/** One comparison cell: the card with the row's renderer, its §8 empty text, or the unrecognised note. */
export function ComparisonCell(props: CellProps) {
  const { row, state, artifact, improved, cardRef, diff, onLayoutChange } = props;
  const actions = artifact ? <CardEditActions rowKey={row.key} state={state} artifact={artifact} /> : null;
  // A row with neither state has nothing to say beyond the cards' own empty texts.
  const changes =
    diff && (diff.hasAsIs || diff.hasToBe) ? (
      <RowChanges diff={diff} variant="strip" onLayoutChange={onLayoutChange} />
    ) : undefined;
  const card = { rowKey: row.key, rowLabel: row.label, state, artifact, improved, cardRef, actions, changes };
  if (!artifact) {
    return (
      <ComparisonCard {...card}>
        <CardNotice action={<AddArtifactButton rowKey={row.key} state={state} />}>
          {EMPTY_TEXT[row.key]}
        </CardNotice>
      </ComparisonCard>
    );
  }
  const imageUrl = row.key === 'workflow_map' ? resolveImageUrl(artifact.fileUrl) : null;
  const status = recogniseShape(artifact.type, artifact.content, { hasImage: !!imageUrl });
  if (status !== 'ok') {
    return (
      <ComparisonCard {...card}>
        {status === 'empty' ? (
          <CardNotice>{EMPTY_TEXT[row.key]}</CardNotice>
        ) : (
          <CardNotice tone="odd">{UNRECOGNISED_TEXT}</CardNotice>
        )}
      </ComparisonCard>
    );
  }
  if (redlines(row, diff)) {
    return (
      <ComparisonCard {...card} changes={undefined}>
        <RowChanges diff={diff} variant="body" onLayoutChange={onLayoutChange} />
      </ComparisonCard>
    );
  }
  if (row.key === 'job_description' && state === 'to_be' && !props.snapshot) {
    return <MarkedJobDescriptionCell {...props} artifact={artifact} />;
  }
  // Beside a diagram the row's changes go under it, so the two canvases start level.
  const underDiagram = row.key === 'workflow_map' && hasDiagram(artifact.content);
  return (
    <ComparisonCard {...card} changes={underDiagram ? undefined : changes}>
      {renderBody(
        row.key,
        artifact,
        state,
        imageUrl,
        props.onLayoutChange,
        underDiagram ? changes : undefined,
      )}
    </ComparisonCard>
  );
}

function renderBody(
  rowKey: Row['key'],
  artifact: Artifact,
  state: ComparisonState,
  imageUrl: string | null,
  onLayoutChange: () => void,
  rowChanges: React.ReactNode,
): React.ReactNode {
  switch (rowKey) {
    case 'job_description':
      return <JobDescriptionBody view={describeJobDescription(artifact.content)} />;
    case 'workflow_map':
      return (
        <WorkflowMapCellBody
          artifact={artifact}
          state={state}
          imageUrl={imageUrl}
          onLayoutChange={onLayoutChange}
          rowChanges={rowChanges}
        />
      );
    case 'sipoc':
      return <SipocBody columns={sipocColumns(artifact.content)} />;
    case 'cross_functional':
      return <CrossFunctionalBody view={crossFunctionalBlocks(artifact.content)} state={state} />;
    case 'systems':
      return <SystemsBody systems={systemsView(artifact.content, state)} state={state} />;
    case 'pain_points':
      return <PainPointsBody painPoints={painPointsView(artifact.content)} state={state} />;
  }
}

/** The To-Be job description: Auto/Manual Significant Change marking, saved into its content. */
function MarkedJobDescriptionCell({
  row,
  state,
  artifact,
  improved,
  processId,
  productName,
  cardRef,
  onLayoutChange,
}: CellProps & { artifact: Artifact }) {
  const marking = useSignificanceMarking(artifact, processId);
  const view = describeJobDescription(artifact.content);
  const { keys, count } = markedLines(view, marking.mode, marking.manualLines, productName);
  return (
    <ComparisonCard
      rowKey={row.key}
      rowLabel={row.label}
      state={state}
      artifact={artifact}
      improved={improved}
      cardRef={cardRef}
      actions={<CardEditActions rowKey={row.key} state={state} artifact={artifact} />}
      toolbar={
        <SignificanceToolbar
          mode={marking.mode}
          count={count}
          productName={productName}
          saving={marking.saving}
          onModeChange={(change) => {
            marking.commit(change);
            onLayoutChange();
          }}
        />
      }
    >
      <JobDescriptionBody
        view={view}
        marking={{
          mode: marking.mode,
          marked: keys,
          onTick: (line, ticked) => {
            marking.commit({ kind: 'tick', line, ticked });
            onLayoutChange();
          },
        }}
      />
    </ComparisonCard>
  );
}
