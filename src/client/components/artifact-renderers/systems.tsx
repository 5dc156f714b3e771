import { records, SYSTEMS_LABELS, text, texts } from '@core/artifact-types';
import { CheckIcon, ServerIcon } from 'lucide-react';
import { cn } from '../../lib/utils';
import { keyed } from './content-utils';
import { BulletList } from './detail-parts';
import { moreFunctionsLabel, type SystemView } from './systems.model';

/** Each system with its purpose and key functions (As-Is: 3 and "+N more functions"). */
export function SystemsBody({ systems, state }: { systems: SystemView[]; state: 'as_is' | 'to_be' }) {
  const toBe = state === 'to_be';
  return (
    <ul className="flex flex-col gap-2.5">
      {keyed(systems, (x) => x.name).map(({ key, item: system }) => (
        <li key={key} className="rounded-md border border-slate-200 p-3">
          <div className="flex items-start gap-2.5">
            <span
              aria-hidden="true"
              className={cn(
                'flex size-7 shrink-0 items-center justify-center rounded-md',
                toBe ? 'bg-brand-50 text-brand-700' : 'bg-slate-100 text-slate-600',
              )}
            >
              <ServerIcon className="size-3.5" />
            </span>
            <div className="min-w-0 flex-1">
              <p className="font-medium text-slate-900 text-sm">{system.name}</p>
              {system.purpose ? (
                <p className="text-pretty text-slate-600 text-xs leading-relaxed">{system.purpose}</p>
              ) : null}
            </div>
          </div>
          {system.functions.length ? (
            <div className="mt-2 pl-[38px]">
              <p className="sr-only">Key functions</p>
              <ul className="grid grid-cols-1 gap-x-3 gap-y-0.5 text-slate-700 text-xs 2xl:grid-cols-2">
                {keyed(system.functions).map(({ key: fnKey, item: fn }) => (
                  <li key={fnKey} className="flex gap-1.5 leading-relaxed">
                    <CheckIcon
                      className={cn('mt-[3px] size-3 shrink-0', toBe ? 'text-brand-600' : 'text-slate-400')}
                      aria-hidden="true"
                    />
                    {fn}
                  </li>
                ))}
              </ul>
              {system.moreFunctions ? (
                <p className="mt-1 pl-[18px] text-slate-500 text-xs">
                  {moreFunctionsLabel(system.moreFunctions)}
                </p>
              ) : null}
            </div>
          ) : null}
        </li>
      ))}
    </ul>
  );
}

/** The systems with their purpose and key functions, for the artifact content dialog. */
export function SystemsDetail({ content }: { content: Record<string, unknown> }) {
  const systems = records(content.systems);
  return (
    <ul className="grid grid-cols-1 gap-3 sm:grid-cols-2">
      {systems.map((system, i) => {
        const functions = texts(system.keyFunctions);
        return (
          // biome-ignore lint/suspicious/noArrayIndexKey: systems may share names
          <li key={i} className="flex flex-col gap-2 rounded-md border border-slate-200 p-4">
            <p className="font-semibold text-slate-900 text-sm">
              {text(system.name) ?? SYSTEMS_LABELS.unnamedSystem}
            </p>
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
