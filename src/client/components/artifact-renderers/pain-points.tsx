import { records, text } from '@core/artifact-types';
import { CircleCheckIcon, TriangleAlertIcon } from 'lucide-react';
import { Badge } from '../ui/badge';
import { keyed } from './content-utils';
import { PAIN_POINTS_MAX_HEIGHT, type PainPointView } from './pain-points.model';

/** Pain points with description and impact; the list scrolls past 500 px. */
export function PainPointsBody({
  painPoints,
  state,
}: {
  painPoints: PainPointView[];
  state: 'as_is' | 'to_be';
}) {
  const toBe = state === 'to_be';
  const Icon = toBe ? CircleCheckIcon : TriangleAlertIcon;
  return (
    <div
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a scroll box must be reachable by keyboard
      tabIndex={0}
      role="region"
      aria-label={`${toBe ? 'To-Be' : 'As-Is'} pain points (scrollable)`}
      style={{ maxHeight: PAIN_POINTS_MAX_HEIGHT }}
      className="-mx-1 overflow-y-auto rounded-md px-1 py-0.5"
    >
      <ul className="flex flex-col gap-2">
        {keyed(painPoints, (x) => x.title).map(({ key, item: p }) => (
          <li key={key} className="flex gap-2.5 rounded-md border border-slate-200 p-3">
            <Icon
              className={`mt-0.5 size-4 shrink-0 ${toBe ? 'text-emerald-600' : 'text-amber-600'}`}
              aria-hidden="true"
            />
            <div className="flex min-w-0 flex-col gap-1">
              <p className="font-medium text-slate-900 text-sm">{p.title}</p>
              {p.description ? (
                <p className="text-pretty text-slate-700 text-xs leading-relaxed">{p.description}</p>
              ) : null}
              {p.impact ? (
                <p className="text-pretty text-slate-600 text-xs leading-relaxed">
                  <span className="font-medium text-slate-700">Impact: </span>
                  {p.impact}
                </p>
              ) : null}
            </div>
          </li>
        ))}
      </ul>
    </div>
  );
}

const IMPACT_VARIANT: Record<string, 'danger' | 'warning' | 'neutral'> = {
  high: 'danger',
  medium: 'warning',
  med: 'warning',
  low: 'neutral',
};

/** The pain points with their impact, for the artifact content dialog. */
export function PainPointsDetail({ content }: { content: Record<string, unknown> }) {
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
