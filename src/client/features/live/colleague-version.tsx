import { type Ref, useEffect, useRef } from 'react';
import { InlineAlert } from '../../components/inline-alert';
import { Button } from '../../components/ui/button';
import { cn } from '../../lib/utils';
import { ColleagueSaveNotice } from './live-save-notice';
import type { ColleagueForm } from './use-colleague-form';

/** One field of a form as a colleague saved it and as it is typed here (null: not changed here). */
export interface VersionField {
  label: string;
  theirs: string;
  mine: string | null;
}

/** A field as it reads beside theirs: the typed value only where this form changed it. */
export function versionField(label: string, theirs: string, mine: string, started: string): VersionField {
  return { label, theirs, mine: mine === started ? null : mine };
}

/**
 * A colleague's saved version of a form's fields beside what is typed here, with the two ways on:
 * save mine over theirs (the fields changed here win; the rest stays as they saved it), or load
 * theirs into the form. The first button takes the focus, as the alert replaces what was pressed.
 */
function TheirFields({
  fields,
  busy,
  onOverwrite,
  onLoadTheirs,
}: {
  fields: readonly VersionField[];
  busy: boolean;
  onOverwrite: () => void;
  onLoadTheirs: () => void;
}) {
  const first = useRef<HTMLButtonElement>(null);
  useEffect(() => first.current?.focus(), []);
  return (
    <InlineAlert title="A colleague saved a newer version.">
      <div className="flex flex-col gap-2">
        <p className="text-amber-900">
          Your changes are still here and not saved yet. Overwrite with mine saves the fields you changed over
          theirs; Load their version puts theirs in the form.
        </p>
        <FieldsTable fields={fields} />
        <OverwriteOrLoad
          actionRef={first}
          busy={busy}
          onOverwrite={onOverwrite}
          onLoadTheirs={onLoadTheirs}
        />
      </div>
    </InlineAlert>
  );
}

/** The two ways on after a colleague's save: mine over theirs, or theirs into the form. */
export function OverwriteOrLoad({
  actionRef,
  busy,
  onOverwrite,
  onLoadTheirs,
}: {
  /** The first button, which takes the focus when the alert appears. */
  actionRef: Ref<HTMLButtonElement>;
  busy: boolean;
  onOverwrite: () => void;
  onLoadTheirs: () => void;
}) {
  return (
    <div className="flex flex-wrap gap-2">
      <Button ref={actionRef} size="sm" onClick={onOverwrite} disabled={busy}>
        Overwrite with mine
      </Button>
      <Button size="sm" variant="outline" onClick={onLoadTheirs} disabled={busy}>
        Load their version
      </Button>
    </div>
  );
}

/** Each field: theirs, then what is typed here. */
function FieldsTable({ fields }: { fields: readonly VersionField[] }) {
  return (
    <section
      aria-label="Their version"
      className="overflow-x-auto rounded-md border border-slate-200 bg-white text-slate-800"
    >
      <table className="w-full text-left text-sm">
        <thead>
          <tr className="border-slate-200 border-b text-slate-600 text-xs">
            <th className="px-3 py-1.5 font-medium">Field</th>
            <th className="px-3 py-1.5 font-medium">Their version</th>
            <th className="px-3 py-1.5 font-medium">Yours</th>
          </tr>
        </thead>
        <tbody>
          {fields.map((f) => {
            const differs = f.mine !== null && f.theirs !== f.mine;
            return (
              <tr key={f.label} className={cn('align-top', differs && 'bg-amber-50/60')}>
                <th scope="row" className="px-3 py-1.5 font-medium text-slate-700">
                  {f.label}
                  {differs ? <span className="sr-only"> (differs)</span> : null}
                </th>
                <td
                  className={cn(
                    'max-w-56 whitespace-pre-line break-words px-3 py-1.5',
                    differs && 'font-medium',
                  )}
                >
                  {f.theirs || <span className="text-slate-500 italic">empty</span>}
                </td>
                <td className="max-w-56 whitespace-pre-line break-words px-3 py-1.5">
                  {f.mine === null ? (
                    <span className="text-slate-500 italic">Not changed here</span>
                  ) : (
                    f.mine || <span className="text-slate-500 italic">empty</span>
                  )}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </section>
  );
}

/**
 * What an open form dialog shows of a colleague's save of the same thing (useColleagueForm): the
 * notice while the person has not looked yet, their fields beside the form's once they asked to
 * review, or a line saying their version was loaded.
 */
export function ColleagueVersion({
  edit,
  fields,
  busy,
  onOverwrite,
}: {
  edit: Pick<ColleagueForm, 'colleague' | 'loaded' | 'loadTheirs'>;
  /** Their version's fields beside the form's, once reviewed; null before. */
  fields: readonly VersionField[] | null;
  busy: boolean;
  onOverwrite: () => void;
}) {
  const { colleague, loaded } = edit;
  if (fields)
    return (
      <TheirFields fields={fields} busy={busy} onOverwrite={onOverwrite} onLoadTheirs={edit.loadTheirs} />
    );
  if (colleague.save) return <ColleagueSaveNotice colleague={colleague} />;
  if (!loaded) return null;
  return (
    <p role="status" className="rounded-md border border-sky-200 bg-sky-50 px-3 py-2 text-sky-950 text-sm">
      {loaded}
    </p>
  );
}
