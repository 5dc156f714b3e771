import { JOB_DESCRIPTION_LABELS, readJobDescription, stepLine } from '@core/artifact-types';
import { autoMarkingHint, normaliseLine, type SignificanceMode } from '@core/rules/significance';
import type { SignificanceChange } from '@core/rules/significance-change';
import { SparklesIcon } from 'lucide-react';
import { ToggleGroup } from 'radix-ui';
import type * as React from 'react';
import { useId } from 'react';
import { cn } from '../../lib/utils';
import { Badge } from '../ui/badge';
import { CardSectionTitle } from './card-section-title';
import { keyed } from './content-utils';
import { BulletList, Section } from './detail-parts';
import type { JobDescriptionView } from './job-description.model';

/** What the To-Be card needs to mark lines; absent on the As-Is card. */
export interface MarkingProps {
  mode: SignificanceMode;
  /** Normalised texts of the marked lines. */
  marked: ReadonlySet<string>;
  onTick: (line: string, ticked: boolean) => void;
}

/** The job description's parts (spec §3); in the To-Be card, lines carry Significant Change marks. */
export function JobDescriptionBody({ view, marking }: { view: JobDescriptionView; marking?: MarkingProps }) {
  const idBase = useId();
  return (
    <div className="flex flex-col gap-4 text-sm">
      {view.positionSummary ? (
        <section>
          <CardSectionTitle>Position Summary</CardSectionTitle>
          <p className="text-pretty text-slate-800 leading-relaxed">{view.positionSummary}</p>
        </section>
      ) : null}
      {view.detailedDescription ? (
        <section>
          <CardSectionTitle>Detailed Description</CardSectionTitle>
          <p className="text-pretty text-slate-700 leading-relaxed">{view.detailedDescription}</p>
        </section>
      ) : null}
      {view.responsibilities.length ? (
        <section>
          <CardSectionTitle>Responsibilities</CardSectionTitle>
          <ul className="flex flex-col gap-0.5">
            {keyed(view.responsibilities).map(({ key, item: line }) => (
              <MarkableLine key={key} id={`${idBase}-r-${key}`} text={line} marking={marking}>
                {line}
              </MarkableLine>
            ))}
          </ul>
        </section>
      ) : null}
      {view.ongoingActivities.length ? (
        <section>
          <CardSectionTitle>Ongoing Activities</CardSectionTitle>
          <ul className="flex flex-col gap-0.5">
            {keyed(view.ongoingActivities).map(({ key, item: line }) => (
              <MarkableLine key={key} id={`${idBase}-a-${key}`} text={line} marking={marking}>
                {line}
              </MarkableLine>
            ))}
          </ul>
        </section>
      ) : null}
      {view.steps.length ? (
        <section>
          <CardSectionTitle>Process Steps</CardSectionTitle>
          <ol className="flex flex-col gap-0.5">
            {keyed(view.steps, (s) => `${s.number}-${s.name}`).map(({ key, item: step }) => (
              <MarkableLine
                key={key}
                id={`${idBase}-s-${key}`}
                text={stepLine(step)}
                marking={marking}
                marker={
                  <span
                    aria-hidden="true"
                    className={cn(
                      'mt-px flex size-5 shrink-0 items-center justify-center rounded-full font-semibold text-[11px] tabular-nums',
                      marking ? 'bg-brand-50 text-brand-700' : 'bg-slate-100 text-slate-700',
                    )}
                  >
                    {step.number}
                  </span>
                }
              >
                <span className="sr-only">Step {step.number}: </span>
                <span className="font-medium text-slate-900">{step.name}</span>
                {step.description ? (
                  <span className="block text-slate-600 text-xs leading-relaxed">{step.description}</span>
                ) : null}
              </MarkableLine>
            ))}
          </ol>
        </section>
      ) : null}
      {view.skills.length ? (
        <section>
          <CardSectionTitle>Skills</CardSectionTitle>
          <ul className="flex flex-wrap gap-1.5">
            {keyed(view.skills).map(({ key, item: skill }) => (
              <li
                key={key}
                className="rounded-md border border-slate-200 bg-slate-50 px-2 py-0.5 text-slate-700 text-xs"
              >
                {skill}
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </div>
  );
}

function SignificantBadge() {
  return (
    <span className="ml-1.5 inline-flex translate-y-[-1px] items-center gap-1 whitespace-nowrap rounded border border-amber-300 bg-amber-100 px-1.5 py-px align-middle font-medium text-[10px] text-amber-900 leading-4">
      <SparklesIcon className="size-2.5" aria-hidden="true" />
      Significant change
    </span>
  );
}

/**
 * One responsibility, activity or step. In the To-Be card a marked line gets an amber edge and a
 * "Significant change" badge; in Manual mode it starts with a checkbox labelled by the line.
 */
function MarkableLine({
  id,
  text,
  marking,
  marker,
  children,
}: {
  id: string;
  text: string;
  marking?: MarkingProps;
  marker?: React.ReactNode;
  children: React.ReactNode;
}) {
  const marked = marking ? marking.marked.has(normaliseLine(text)) : false;
  const manual = marking?.mode === 'manual';
  const bullet = marker ?? (
    <span aria-hidden="true" className="mt-[7px] size-1.5 shrink-0 rounded-full bg-slate-400" />
  );
  return (
    <li
      className={cn(
        '-mx-2 flex items-start gap-2 rounded-r-md border-l-2 px-2 py-1 text-slate-800 leading-relaxed',
        marked ? 'border-amber-400 bg-amber-50' : 'border-transparent',
      )}
    >
      {manual ? (
        <input
          id={id}
          type="checkbox"
          checked={marked}
          onChange={(e) => marking!.onTick(text, e.currentTarget.checked)}
          className="mt-[3px] size-4 shrink-0 cursor-pointer rounded border-slate-300 accent-brand-600"
        />
      ) : null}
      {bullet}
      {manual ? (
        <label htmlFor={id} className="min-w-0 flex-1 cursor-pointer">
          {children}
          {marked ? <SignificantBadge /> : null}
        </label>
      ) : (
        <span className="min-w-0 flex-1">
          {children}
          {marked ? <SignificantBadge /> : null}
        </span>
      )}
    </li>
  );
}

/** The To-Be card's strip: Auto/Manual marking and the count of marked lines. */
export function SignificanceToolbar({
  mode,
  count,
  productName,
  saving,
  onModeChange,
}: {
  mode: SignificanceMode;
  count: number;
  productName: string;
  saving: boolean;
  onModeChange: (change: SignificanceChange) => void;
}) {
  const labelId = useId();
  const hintId = useId();
  return (
    <div className="flex flex-col gap-1.5 border-slate-100 border-t bg-slate-50/70 px-4 py-2.5">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <div className="flex items-center gap-2">
          <span id={labelId} className="font-medium text-slate-700 text-xs">
            Significant change marking
          </span>
          <ToggleGroup.Root
            type="single"
            value={mode}
            onValueChange={(value) => {
              if (value === 'auto' || value === 'manual') onModeChange({ kind: 'mode', mode: value });
            }}
            aria-labelledby={labelId}
            aria-describedby={hintId}
            className="inline-flex rounded-md border border-slate-300 bg-white p-0.5"
          >
            {(['auto', 'manual'] as const).map((value) => (
              <ToggleGroup.Item
                key={value}
                value={value}
                className="rounded px-2.5 py-0.5 font-medium text-slate-700 text-xs transition-colors hover:bg-slate-100 data-[state=on]:bg-brand-600 data-[state=on]:text-white"
              >
                {value === 'auto' ? 'Auto' : 'Manual'}
              </ToggleGroup.Item>
            ))}
          </ToggleGroup.Root>
        </div>
        <p
          className="inline-flex items-center gap-1.5 text-slate-600 text-xs tabular-nums"
          aria-live="polite"
        >
          <span
            className={cn(
              'inline-flex min-w-5 items-center justify-center rounded-full px-1.5 font-semibold',
              count ? 'bg-amber-100 text-amber-900' : 'bg-slate-200 text-slate-700',
            )}
          >
            {count}
          </span>
          {count === 1 ? ' line marked' : ' lines marked'}
          {saving ? <span className="text-slate-500"> · Saving…</span> : null}
        </p>
      </div>
      <p id={hintId} className="text-slate-500 text-xs">
        {mode === 'auto'
          ? autoMarkingHint(productName)
          : 'Tick the responsibilities, activities and steps that change significantly.'}
      </p>
    </div>
  );
}

/** A job description in full, for the artifact content dialog. */
export function JobDescriptionDetail({ content }: { content: Record<string, unknown> }) {
  const jd = readJobDescription(content);
  const { positionSummary: summary, detailedDescription: detail, steps, responsibilities, skills } = jd;
  const activities = jd.ongoingActivities;
  return (
    <div className="flex flex-col gap-5">
      {summary || detail ? (
        <Section title={JOB_DESCRIPTION_LABELS.positionSummary}>
          {summary ? <p className="text-slate-800 text-sm">{summary}</p> : null}
          {detail ? <p className="whitespace-pre-line text-slate-600 text-sm">{detail}</p> : null}
        </Section>
      ) : null}
      {activities.length > 0 ? (
        <Section title={JOB_DESCRIPTION_LABELS.ongoingActivities}>
          <BulletList items={activities} />
        </Section>
      ) : null}
      {steps.length > 0 ? (
        <Section title={JOB_DESCRIPTION_LABELS.processSteps}>
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
        <Section title={JOB_DESCRIPTION_LABELS.responsibilities}>
          <BulletList items={responsibilities} />
        </Section>
      ) : null}
      {skills.length > 0 ? (
        <Section title={JOB_DESCRIPTION_LABELS.skills}>
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
