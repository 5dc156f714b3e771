import { readWorkflowMap, text } from '@core/artifact-types';
import { resolveImageUrl } from '@core/rules/artifact-link';
import { ExternalLinkIcon, ImageOffIcon, Maximize2Icon, UsersIcon } from 'lucide-react';
import type * as React from 'react';
import { useState } from 'react';
import { Link } from 'wouter';
import { paths } from '../../lib/paths';
import { cn } from '../../lib/utils';
import { BpmnDiagram } from '../bpmn-viewer/bpmn-diagram';
import type { ViewerBase, ViewerDownloads } from '../bpmn-viewer/types';
import { WorkflowMapViewer } from '../image-viewer/workflow-map-viewer';
import { Button } from '../ui/button';
import { CardSectionTitle } from './card-section-title';
import { hasValue, WORKFLOW_IMAGE_KEYS } from './content-kind';
import { keyed } from './content-utils';
import { BulletList, DetailCard, Section } from './detail-parts';
import {
  type SubordinateView,
  type WorkflowSummaryView,
  workflowSummary,
  workflowTypeLabel,
} from './workflow-map.model';

/** What the comparison adds to a diagram: its artifact, download name and Show changes marks. */
export type DiagramPlacement = Pick<ViewerBase, 'marks' | 'focus'> & ViewerDownloads;

/**
 * A workflow map: its BPMN diagram in the viewer when it has one, else the image as a thumbnail
 * that opens the enhanced viewer; the summary fields, the description and, for a supervisory map,
 * the subordinate roles with their own maps.
 */
export function WorkflowMapBody({
  name,
  imageUrl,
  summary,
  tone,
  onLayoutChange,
  diagram,
  children,
}: {
  name: string;
  imageUrl: string | null;
  summary: WorkflowSummaryView;
  tone: 'as_is' | 'to_be';
  onLayoutChange?: () => void;
  /** Where the map has a diagram, shown in the viewer. */
  diagram?: DiagramPlacement;
  /** Under the diagram (the list of differences with Show changes). */
  children?: React.ReactNode;
}) {
  const [open, setOpen] = useState(false);
  const [broken, setBroken] = useState(false);
  const typeLabel = workflowTypeLabel(summary.workflowType);
  return (
    <div className="flex flex-col gap-4">
      {summary.diagram && diagram ? (
        <BpmnDiagram
          xml={summary.diagram.bpmn}
          summary={summary.diagram.summary}
          title={`${name} (${tone === 'to_be' ? 'To-Be' : 'As-Is'})`}
          onImported={onLayoutChange}
          {...diagram}
        />
      ) : imageUrl && !broken ? (
        <button
          type="button"
          onClick={() => setOpen(true)}
          aria-label={`Open ${name} in the map viewer`}
          className="group relative block aspect-[16/10] w-full overflow-hidden rounded-md border border-slate-200 bg-slate-50 transition-colors hover:border-slate-300"
        >
          <img
            src={imageUrl}
            alt=""
            loading="lazy"
            onLoad={onLayoutChange}
            onError={() => {
              setBroken(true);
              onLayoutChange?.();
            }}
            className="size-full object-contain p-2 transition-transform duration-200 group-hover:scale-[1.02] motion-reduce:transition-none"
          />
          <span className="absolute right-2 bottom-2 inline-flex items-center gap-1 rounded-md border border-slate-200 bg-white/95 px-2 py-1 font-medium text-slate-700 text-xs shadow-xs group-hover:text-slate-900">
            <Maximize2Icon className="size-3.5" aria-hidden="true" />
            Open viewer
          </span>
        </button>
      ) : (
        <div className="flex aspect-[16/10] w-full flex-col items-center justify-center gap-2 rounded-md border border-slate-200 border-dashed bg-slate-50 text-slate-500 text-sm">
          <ImageOffIcon className="size-5" aria-hidden="true" />
          {imageUrl ? 'The map image could not be loaded.' : 'No map image is attached.'}
        </div>
      )}
      {children}
      <WorkflowMapViewer
        open={open}
        onOpenChange={setOpen}
        src={imageUrl}
        title={name}
        description={summary.description}
      />

      <dl className="grid grid-cols-2 gap-2">
        <SummaryField label="Steps" value={summary.steps} />
        <SummaryField label="Decision points" value={summary.decisionPoints} />
        <SummaryField label="Average time" value={summary.averageTime} />
        <SummaryField label="Automation" value={summary.automationLevel} tone={tone} />
      </dl>

      {summary.description || typeLabel ? (
        <section>
          <CardSectionTitle>Description{typeLabel ? ` · ${typeLabel}` : ''}</CardSectionTitle>
          {summary.description ? (
            <p className="text-pretty text-slate-700 text-sm leading-relaxed">{summary.description}</p>
          ) : null}
        </section>
      ) : null}

      {summary.subordinates.length ? <SubordinateRoles roles={summary.subordinates} /> : null}
    </div>
  );
}

function SummaryField({
  label,
  value,
  tone,
}: {
  label: string;
  value: string | number | null;
  tone?: 'as_is' | 'to_be';
}) {
  return (
    <div className="min-w-0 rounded-md border border-slate-200 px-2.5 py-2">
      <dt className="text-[11px] text-slate-500">{label}</dt>
      <dd
        className={cn(
          'break-words font-semibold text-sm tabular-nums leading-snug',
          value === null ? 'text-slate-500' : tone === 'to_be' ? 'text-brand-800' : 'text-slate-900',
        )}
      >
        {value ?? '—'}
      </dd>
    </div>
  );
}

function SubordinateRoles({ roles }: { roles: SubordinateView[] }) {
  return (
    <section>
      <CardSectionTitle className="flex items-center gap-1.5">
        <UsersIcon className="size-3.5" aria-hidden="true" />
        Linked subordinate roles ({roles.length})
      </CardSectionTitle>
      <ul className="flex flex-col gap-2">
        {roles.map((role) => (
          <SubordinateRoleCard key={role.key} role={role} />
        ))}
      </ul>
    </section>
  );
}

function SubordinateRoleCard({ role }: { role: SubordinateView }) {
  const [open, setOpen] = useState(false);
  const processLink = role.processId ? (
    <Button asChild variant="outline" size="sm">
      <Link href={paths.process(role.processId)}>
        <ExternalLinkIcon aria-hidden="true" />
        Open the {role.roleName} process
      </Link>
    </Button>
  ) : null;
  return (
    <li className="flex flex-col gap-2 rounded-md border border-slate-200 bg-slate-50/50 p-3">
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          <p className="font-medium text-slate-900 text-sm">{role.roleName}</p>
          {role.description ? (
            <p className="text-slate-600 text-xs leading-relaxed">{role.description}</p>
          ) : null}
        </div>
        <Button
          variant="outline"
          size="sm"
          className="h-7 shrink-0 px-2.5 text-xs"
          onClick={() => setOpen(true)}
          aria-label={`View the ${role.roleName} workflow map`}
        >
          <Maximize2Icon aria-hidden="true" />
          View map
        </Button>
      </div>
      {role.responsibilities.length ? (
        <ul className="flex flex-col gap-0.5 text-slate-700 text-xs">
          {keyed(role.responsibilities).map(({ key, item: r }) => (
            <li key={key} className="flex gap-2">
              <span aria-hidden="true" className="mt-[6px] size-1 shrink-0 rounded-full bg-slate-400" />
              {r}
            </li>
          ))}
          {role.moreResponsibilities ? (
            <li className="pl-3 text-slate-500">+{role.moreResponsibilities} more...</li>
          ) : null}
        </ul>
      ) : null}
      <WorkflowMapViewer
        open={open}
        onOpenChange={setOpen}
        src={role.imageUrl}
        title={`${role.roleName} – workflow map`}
        description={role.description}
        footer={processLink}
      />
    </li>
  );
}

/** A workflow map without a file in full: its diagram or picture, facts and subordinate roles. */
export function WorkflowMapDetail({
  content,
  name,
  diagram,
}: {
  content: Record<string, unknown>;
  name: string;
  /** Where the map has a diagram, it shows in the viewer. */
  diagram?: DiagramPlacement;
}) {
  const drawn = workflowSummary(content).diagram;
  const image = WORKFLOW_IMAGE_KEYS.map((key) => resolveImageUrl(text(content[key]))).find(Boolean) ?? null;
  const map = readWorkflowMap(content);
  const description = map.description;
  const facts = [
    ['Steps', content.steps],
    ['Decision points', content.decisionPoints],
    ['Average time', content.averageTime],
    ['Automation level', content.automationLevel],
  ].filter(([, value]) => hasValue(value)) as [string, string | number][];
  const subordinates = map.subordinateProcesses;
  return (
    <div className="flex flex-col gap-5">
      {drawn && diagram ? (
        <BpmnDiagram xml={drawn.bpmn} summary={drawn.summary} title={name} {...diagram} />
      ) : image ? (
        <img
          src={image}
          alt={`Workflow map: ${name}`}
          className="max-h-[600px] w-full rounded-md border border-slate-200 bg-white object-contain"
        />
      ) : null}
      {description ? <p className="text-slate-800 text-sm">{description}</p> : null}
      {facts.length > 0 ? (
        <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4">
          {facts.map(([label, value]) => (
            <div key={label} className="rounded-md border border-slate-200 p-3">
              <dt className="text-slate-600 text-xs">{label}</dt>
              <dd className="font-semibold text-slate-900 text-sm tabular-nums">{String(value)}</dd>
            </div>
          ))}
        </dl>
      ) : null}
      {subordinates.length > 0 ? (
        <Section title="Subordinate Roles">
          <ul className="grid grid-cols-1 gap-3 sm:grid-cols-2">
            {subordinates.map((sub, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: roles may repeat
              <DetailCard key={i} title={sub.roleName ?? 'Role'} description={sub.description}>
                {sub.keyResponsibilities.length > 0 ? (
                  <div className="mt-2">
                    <BulletList items={sub.keyResponsibilities} />
                  </div>
                ) : null}
              </DetailCard>
            ))}
          </ul>
        </Section>
      ) : null}
    </div>
  );
}
