import { resolveImageUrl } from '@core/rules/artifact-link';
import { normaliseProcessSteps } from '@core/rules/artifact-shapes';
import type { Artifact } from '@core/schemas/artifact';
import { FileQuestionIcon } from 'lucide-react';
import type * as React from 'react';
import { Badge } from '../../components/ui/badge';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '../../components/ui/dialog';
import { fieldLabel } from '../../lib/change-diff';
import { cn } from '../../lib/utils';
import { ArtifactStateBadge, artifactTypeLabel } from './artifact-labels';
import {
  type ContentKind,
  hasValue,
  SIPOC_COLUMNS,
  selectContentKind,
  sipocColumn,
  WORKFLOW_IMAGE_KEYS,
} from './content-kind';

type Content = Record<string, unknown>;

function asRecord(value: unknown): Content {
  return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Content) : {};
}

function strings(value: unknown): string[] {
  return Array.isArray(value)
    ? value.filter((v): v is string => typeof v === 'string' && v.trim() !== '')
    : [];
}

function text(value: unknown): string | null {
  return typeof value === 'string' && value.trim() ? value.trim() : null;
}

function records(value: unknown): Content[] {
  return Array.isArray(value)
    ? value.filter((v): v is Content => typeof v === 'object' && v !== null && !Array.isArray(v))
    : [];
}

function Section({
  title,
  children,
  className,
}: {
  title: string;
  children: React.ReactNode;
  className?: string;
}) {
  return (
    <section className={cn('flex flex-col gap-2', className)}>
      <h3 className="font-semibold text-slate-500 text-xs uppercase tracking-wide">{title}</h3>
      {children}
    </section>
  );
}

function BulletList({ items }: { items: string[] }) {
  return (
    <ul className="flex list-disc flex-col gap-1 pl-5 text-slate-800 text-sm marker:text-slate-400">
      {items.map((item, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: content lines may repeat; their order is their identity
        <li key={i}>{item}</li>
      ))}
    </ul>
  );
}

function JobDescriptionContent({ content }: { content: Content }) {
  const summary = text(content.positionSummary);
  const detail = text(content.detailedDescription);
  const activities = strings(content.ongoingActivities);
  const steps = normaliseProcessSteps(content.processSteps);
  const responsibilities = strings(content.responsibilities);
  const skills = strings(content.skills);
  return (
    <div className="flex flex-col gap-5">
      {summary || detail ? (
        <Section title="Position Summary">
          {summary ? <p className="text-slate-800 text-sm">{summary}</p> : null}
          {detail ? <p className="whitespace-pre-line text-slate-600 text-sm">{detail}</p> : null}
        </Section>
      ) : null}
      {activities.length > 0 ? (
        <Section title="Ongoing Activities">
          <BulletList items={activities} />
        </Section>
      ) : null}
      {steps.length > 0 ? (
        <Section title="Process Steps">
          <ol className="flex flex-col gap-2">
            {steps.map((step, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: steps may share numbers; order is identity
              <li key={i} className="flex gap-3 rounded-md border border-slate-200 bg-slate-50/60 p-3">
                <span className="flex size-6 shrink-0 items-center justify-center rounded-full bg-brand-600 font-semibold text-white text-xs tabular-nums">
                  {step.number}
                </span>
                <div className="min-w-0">
                  <p className="font-medium text-slate-900 text-sm">{step.name}</p>
                  {step.description ? <p className="text-slate-600 text-sm">{step.description}</p> : null}
                </div>
              </li>
            ))}
          </ol>
        </Section>
      ) : null}
      {responsibilities.length > 0 ? (
        <Section title="Responsibilities">
          <BulletList items={responsibilities} />
        </Section>
      ) : null}
      {skills.length > 0 ? (
        <Section title="Skills">
          <ul className="flex flex-wrap gap-1.5">
            {skills.map((skill, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: skills may repeat
              <li key={i}>
                <Badge variant="outline">{skill}</Badge>
              </li>
            ))}
          </ul>
        </Section>
      ) : null}
    </div>
  );
}

function WorkflowMapContent({ content, name }: { content: Content; name: string }) {
  const image = WORKFLOW_IMAGE_KEYS.map((key) => resolveImageUrl(text(content[key]))).find(Boolean) ?? null;
  const description = text(content.description);
  const facts = [
    ['Steps', content.steps],
    ['Decision points', content.decisionPoints],
    ['Average time', content.averageTime],
    ['Automation level', content.automationLevel],
  ].filter(([, value]) => hasValue(value)) as [string, string | number][];
  const subordinates = records(content.subordinateProcesses);
  return (
    <div className="flex flex-col gap-5">
      {image ? (
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
              <li key={i} className="rounded-md border border-slate-200 p-3">
                <p className="font-medium text-slate-900 text-sm">{text(sub.roleName) ?? 'Role'}</p>
                {text(sub.description) ? (
                  <p className="text-slate-600 text-sm">{text(sub.description)}</p>
                ) : null}
                {strings(sub.keyResponsibilities).length > 0 ? (
                  <div className="mt-2">
                    <BulletList items={strings(sub.keyResponsibilities)} />
                  </div>
                ) : null}
              </li>
            ))}
          </ul>
        </Section>
      ) : null}
    </div>
  );
}

function SipocContent({ content }: { content: Content }) {
  return (
    <div className="grid grid-cols-1 overflow-hidden rounded-md border border-slate-200 sm:grid-cols-5">
      {SIPOC_COLUMNS.map((column, index) => {
        const items = sipocColumn(content, column.key);
        return (
          <section
            key={column.key}
            aria-label={column.label}
            className={cn(
              'flex flex-col',
              index > 0 && 'border-slate-200 border-t sm:border-t-0 sm:border-l',
            )}
          >
            <h3 className="flex items-center gap-2 border-slate-200 border-b bg-slate-50 px-3 py-2 font-semibold text-slate-800 text-xs">
              <span
                aria-hidden="true"
                className="flex size-5 items-center justify-center rounded bg-brand-600 font-bold text-[11px] text-white"
              >
                {column.label.charAt(0)}
              </span>
              {column.label}
            </h3>
            {items.length > 0 ? (
              <ul className="flex flex-col gap-1.5 p-3 text-slate-800 text-sm">
                {items.map((item, i) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: entries may repeat
                  <li key={i} className="rounded bg-slate-50 px-2 py-1 leading-snug">
                    {item}
                  </li>
                ))}
              </ul>
            ) : (
              <p className="p-3 text-slate-500 text-sm">None listed</p>
            )}
          </section>
        );
      })}
    </div>
  );
}

function SystemsContent({ content }: { content: Content }) {
  const systems = records(content.systems);
  return (
    <ul className="grid grid-cols-1 gap-3 sm:grid-cols-2">
      {systems.map((system, i) => {
        const functions = strings(system.keyFunctions);
        return (
          // biome-ignore lint/suspicious/noArrayIndexKey: systems may share names
          <li key={i} className="flex flex-col gap-2 rounded-md border border-slate-200 p-4">
            <p className="font-semibold text-slate-900 text-sm">{text(system.name) ?? 'Unnamed system'}</p>
            {text(system.purpose) ? <p className="text-slate-600 text-sm">{text(system.purpose)}</p> : null}
            {functions.length > 0 ? (
              <div className="flex flex-col gap-1">
                <p className="font-medium text-slate-500 text-xs">Key functions</p>
                <BulletList items={functions} />
              </div>
            ) : null}
          </li>
        );
      })}
    </ul>
  );
}

const IMPACT_VARIANT: Record<string, 'danger' | 'warning' | 'neutral'> = {
  high: 'danger',
  medium: 'warning',
  med: 'warning',
  low: 'neutral',
};

function PainPointsContent({ content }: { content: Content }) {
  return (
    <ul className="flex flex-col gap-2">
      {records(content.painPoints).map((point, i) => {
        const impact = text(point.impact);
        // Impact is either a level (High, Medium, Low) or a sentence about the effect.
        const level = impact ? IMPACT_VARIANT[impact.toLowerCase()] : undefined;
        return (
          // biome-ignore lint/suspicious/noArrayIndexKey: titles may repeat
          <li key={i} className="flex flex-col gap-1 rounded-md border border-slate-200 p-3">
            <div className="flex items-start justify-between gap-3">
              <p className="font-medium text-slate-900 text-sm">{text(point.title) ?? 'Pain point'}</p>
              {impact && level ? <Badge variant={level}>{impact} impact</Badge> : null}
            </div>
            {text(point.description) ? (
              <p className="text-slate-600 text-sm">{text(point.description)}</p>
            ) : null}
            {impact && !level ? (
              <p className="text-slate-600 text-sm">
                <span className="font-medium text-slate-800">Impact: </span>
                {impact}
              </p>
            ) : null}
          </li>
        );
      })}
    </ul>
  );
}

function CrossFunctionalContent({ content }: { content: Content }) {
  const sections = records(content.sections);
  const activities = records(content.coordinationActivities);
  return (
    <div className="flex flex-col gap-5">
      {sections.map((section, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: section titles may repeat
        <Section key={i} title={text(section.title) ?? 'Section'}>
          {strings(section.items).length > 0 ? <BulletList items={strings(section.items)} /> : null}
          {records(section.subsections).map((sub, j) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: subsection titles may repeat
            <div key={j} className="rounded-md border border-slate-200 p-3">
              <p className="mb-1 font-medium text-slate-900 text-sm">
                {text(sub.title) ?? text(sub.subtitle) ?? ''}
              </p>
              <BulletList items={strings(sub.items)} />
            </div>
          ))}
        </Section>
      ))}
      {activities.length > 0 ? (
        <Section title="Coordination Activities">
          <ul className="flex flex-col gap-2">
            {activities.map((activity, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: activities may repeat
              <li key={i} className="rounded-md border border-slate-200 p-3">
                <p className="font-medium text-slate-900 text-sm">{text(activity.activity) ?? 'Activity'}</p>
                {text(activity.description) ? (
                  <p className="text-slate-600 text-sm">{text(activity.description)}</p>
                ) : null}
              </li>
            ))}
          </ul>
        </Section>
      ) : null}
    </div>
  );
}

const MAX_DEPTH = 4;

/** Any JSON value as readable text: lists as bullets, objects as labelled fields. */
function ReadableValue({ value, depth = 0 }: { value: unknown; depth?: number }): React.ReactNode {
  if (value === null || value === undefined || value === '') return <span className="text-slate-500">—</span>;
  if (typeof value === 'string') return <span className="whitespace-pre-line">{value}</span>;
  if (typeof value === 'number' || typeof value === 'boolean')
    return <span className="tabular-nums">{String(value)}</span>;
  if (depth >= MAX_DEPTH) {
    return <code className="break-all font-mono text-slate-700 text-xs">{JSON.stringify(value)}</code>;
  }
  if (Array.isArray(value)) {
    const items = value.filter(hasValue);
    if (items.length === 0) return <span className="text-slate-500">—</span>;
    return (
      <ul className="flex list-disc flex-col gap-1 pl-5 marker:text-slate-400">
        {items.map((item, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: values may repeat
          <li key={i}>
            <ReadableValue value={item} depth={depth + 1} />
          </li>
        ))}
      </ul>
    );
  }
  const entries = Object.entries(value as Content).filter(([, v]) => hasValue(v));
  return (
    <dl className={cn('flex flex-col gap-2', depth > 0 && 'rounded-md border border-slate-200 p-2.5')}>
      {entries.map(([key, v]) => (
        <div key={key} className="flex flex-col gap-0.5">
          <dt className="font-medium text-slate-500 text-xs">{fieldLabel(key)}</dt>
          <dd className="text-slate-800 text-sm">
            <ReadableValue value={v} depth={depth + 1} />
          </dd>
        </div>
      ))}
    </dl>
  );
}

function UnrecognizedContent({ content }: { content: unknown }) {
  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-col items-center gap-2 rounded-md border border-slate-300 border-dashed px-6 py-10 text-center">
        <FileQuestionIcon className="size-6 text-slate-500" aria-hidden="true" />
        <p className="font-medium text-slate-900">Content structure not recognized.</p>
        <p className="max-w-sm text-slate-600 text-sm">
          This artifact has no file and its content does not match the fields expected for its type.
        </p>
      </div>
      {hasValue(content) ? (
        <details className="rounded-md border border-slate-200">
          <summary className="cursor-pointer px-3 py-2 font-medium text-slate-700 text-sm">
            Show stored content
          </summary>
          <pre className="max-h-80 overflow-auto border-slate-200 border-t bg-slate-50 p-3 font-mono text-slate-800 text-xs">
            {JSON.stringify(content, null, 2)}
          </pre>
        </details>
      ) : null}
    </div>
  );
}

/** The content of an artifact by its kind (see `selectContentKind`). */
export function ArtifactContent({ artifact }: { artifact: Artifact }) {
  const kind: ContentKind = selectContentKind(artifact.type, artifact.content);
  const content = asRecord(artifact.content);
  switch (kind) {
    case 'job_description':
      return <JobDescriptionContent content={content} />;
    case 'workflow_map':
      return <WorkflowMapContent content={content} name={artifact.name} />;
    case 'sipoc':
      return <SipocContent content={content} />;
    case 'systems':
      return <SystemsContent content={content} />;
    case 'pain_points':
      return <PainPointsContent content={content} />;
    case 'cross_functional':
      return <CrossFunctionalContent content={content} />;
    case 'generic':
      return (
        <div className="text-slate-800 text-sm">
          <ReadableValue value={artifact.content} />
        </div>
      );
    case 'unrecognized':
      return <UnrecognizedContent content={artifact.content} />;
  }
}

/** Shows an artifact that has no file: its content, laid out by type. */
export function ArtifactContentDialog({
  artifact,
  open,
  onOpenChange,
}: {
  /** Kept while the dialog closes, so its content does not vanish during the fade. */
  artifact: Artifact | null;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const wide = artifact ? selectContentKind(artifact.type, artifact.content) === 'sipoc' : false;
  return (
    <Dialog open={open && artifact !== null} onOpenChange={onOpenChange}>
      <DialogContent className={cn('max-w-3xl', wide && 'max-w-5xl')}>
        {artifact ? (
          <>
            <DialogHeader>
              <div className="flex flex-wrap items-center gap-2">
                <ArtifactStateBadge state={artifact.state} />
                <span className="font-medium text-[11px] text-slate-500 uppercase tracking-wide">
                  {artifactTypeLabel(artifact.type)}
                </span>
              </div>
              <DialogTitle>{artifact.name}</DialogTitle>
              <DialogDescription>
                {artifact.description ||
                  `${artifact.state === 'to_be' ? 'To-Be' : 'As-Is'} ${artifactTypeLabel(artifact.type)}`}
              </DialogDescription>
            </DialogHeader>
            <ArtifactContent artifact={artifact} />
          </>
        ) : null}
      </DialogContent>
    </Dialog>
  );
}
