import type * as React from 'react';
import { cn } from '../../lib/utils';

/* The building blocks of an artifact's full view (the content dialog): a titled section, a bullet list, a card. */

export function Section({
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

export function BulletList({ items }: { items: string[] }) {
  return (
    <ul className="flex list-disc flex-col gap-1 pl-5 text-slate-800 text-sm marker:text-slate-400">
      {items.map((item, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: content lines may repeat; their order is their identity
        <li key={i}>{item}</li>
      ))}
    </ul>
  );
}

/** One named item in a list of them (an activity, a subordinate role): its name, its description, more under them. */
export function DetailCard({
  title,
  description,
  children,
}: {
  title: string;
  description?: string | null;
  children?: React.ReactNode;
}) {
  return (
    <li className="rounded-md border border-slate-200 p-3">
      <p className="font-medium text-slate-900 text-sm">{title}</p>
      {description ? <p className="text-slate-600 text-sm">{description}</p> : null}
      {children}
    </li>
  );
}
