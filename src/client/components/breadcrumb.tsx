import { ChevronRightIcon } from 'lucide-react';
import { Fragment } from 'react';
import { Link } from 'wouter';

export type Crumb = { label: string; href?: string };

/** "Dashboard / Role / Process": the last crumb is the current page. */
export function Breadcrumb({ items }: { items: Crumb[] }) {
  return (
    <nav aria-label="Breadcrumb">
      <ol className="flex flex-wrap items-center gap-1.5 text-slate-600 text-sm">
        {items.map((item, index) => {
          const last = index === items.length - 1;
          return (
            <Fragment key={`${item.href ?? 'here'}:${item.label}`}>
              <li className="min-w-0">
                {item.href && !last ? (
                  <Link href={item.href} className="rounded-sm hover:text-slate-900 hover:underline">
                    {item.label}
                  </Link>
                ) : (
                  <span
                    aria-current={last ? 'page' : undefined}
                    className={last ? 'block max-w-[40ch] truncate font-medium text-slate-900' : undefined}
                  >
                    {item.label}
                  </span>
                )}
              </li>
              {last ? null : (
                <li aria-hidden="true" className="text-slate-400">
                  <ChevronRightIcon className="size-3.5" />
                </li>
              )}
            </Fragment>
          );
        })}
      </ol>
    </nav>
  );
}
