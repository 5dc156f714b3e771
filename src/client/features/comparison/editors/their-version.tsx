import type { Artifact } from '@core/schemas/artifact';

/** The texts of a content in reading order (list entries, fields), for a quick look at it. */
function textsOf(value: unknown, out: string[]): string[] {
  if (out.length >= MAX_LINES) return out;
  if (typeof value === 'string') {
    if (value.trim()) out.push(value.trim());
  } else if (typeof value === 'number') out.push(String(value));
  else if (Array.isArray(value)) for (const item of value) textsOf(item, out);
  else if (value && typeof value === 'object') for (const item of Object.values(value)) textsOf(item, out);
  return out;
}

const MAX_LINES = 40;

/** A colleague's saved version, read-only, beside the form that still holds what was typed. */
export function TheirVersion({ theirs }: { theirs: Artifact }) {
  const lines = textsOf(theirs.content, []);
  return (
    <section
      aria-label="Their version"
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a long version scrolls; a keyboard user scrolls it too
      tabIndex={0}
      className="max-h-48 overflow-y-auto rounded-md border border-slate-200 bg-white px-3 py-2 text-slate-800 text-sm"
    >
      <p className="font-medium text-[11px] text-slate-500 uppercase tracking-wide">Their version</p>
      <p className="font-medium text-slate-950">{theirs.name}</p>
      {theirs.description ? <p className="text-slate-600">{theirs.description}</p> : null}
      {lines.length > 0 ? (
        <ul className="mt-1 list-disc space-y-0.5 pl-5">
          {lines.map((line, i) => (
            // Texts repeat (two empty-named rows): their place is their identity here.
            // biome-ignore lint/suspicious/noArrayIndexKey: a read-only list that never reorders
            <li key={i}>{line}</li>
          ))}
        </ul>
      ) : null}
      {lines.length >= MAX_LINES ? (
        <p className="mt-1 text-slate-500 text-xs">Load their version to see all of it.</p>
      ) : null}
    </section>
  );
}
