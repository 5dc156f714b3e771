import type * as React from 'react';
import { cn } from '../../lib/utils';

/* The building blocks of an artifact's full view (the content dialog): a titled section and a bullet list. */

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
