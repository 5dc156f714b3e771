import type { Artifact } from '@core/schemas/artifact';
import { useState } from 'react';
import { InlineAlert } from '../../components/inline-alert';
import { getJson } from '../../lib/api-client';
import { isDuplicatePainPoint, painPointItems } from '../../lib/pain-points/pain-point-list';
import { ColleagueSaveNotice, useColleagueEdit } from '../live';

/**
 * A colleague's save of the To-Be pain points while Add New Pain Point has something typed: the
 * notice, then their pain points once reviewed. Adding is never an overwrite (the new pain point
 * joins theirs), so the one thing to watch is a title they have taken meanwhile.
 */
export function useColleaguePainPoints(artifactId: string | null, dirty: boolean) {
  const [theirs, setTheirs] = useState<Artifact | null>(null);
  const colleague = useColleagueEdit<Artifact>('artifact', artifactId, dirty, {
    load: () => getJson<Artifact>(`/api/artifacts/${artifactId}`),
    // Nothing typed: the tracker's list refreshes by itself, the empty form has nothing to lose.
    onUntouched: () => {},
    onReview: setTheirs,
  });
  return { colleague, theirs, forget: () => setTheirs(null) };
}

export function ColleaguePainPoints({
  edit,
  title,
}: {
  edit: ReturnType<typeof useColleaguePainPoints>;
  /** The title typed here. */
  title: string;
}) {
  const { colleague, theirs } = edit;
  if (theirs) {
    const items = painPointItems(theirs.content);
    const taken = title.trim() !== '' && isDuplicatePainPoint(title, items);
    return (
      <InlineAlert title="A colleague saved the To-Be pain points.">
        <p className="text-amber-900">
          {taken
            ? `“${title.trim()}” is among theirs now: give yours another title, or cancel.`
            : 'Yours is added to theirs when you save: nothing of theirs is overwritten.'}
        </p>
        <section
          aria-label="Their version"
          className="mt-2 max-h-40 overflow-y-auto rounded-md border border-slate-200 bg-white px-3 py-2 text-slate-800"
        >
          {items.length ? (
            <ul className="list-disc space-y-0.5 pl-5">
              {items.map((item, i) => (
                <li key={item.id ?? `${item.title}#${i}`}>{item.title}</li>
              ))}
            </ul>
          ) : (
            <p className="text-slate-500 italic">No pain points</p>
          )}
        </section>
      </InlineAlert>
    );
  }
  return <ColleagueSaveNotice colleague={colleague} />;
}
