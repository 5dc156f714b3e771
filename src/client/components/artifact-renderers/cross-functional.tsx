import { CROSS_FUNCTIONAL_LABELS, readCrossFunctional, records, text } from '@core/artifact-types';
import { ArrowLeftRightIcon } from 'lucide-react';
import { cn } from '../../lib/utils';
import { CardSectionTitle } from './card-section-title';
import { keyed } from './content-utils';
import {
  type CrossFunctionalSection,
  type CrossFunctionalView,
  sectionScrollLimit,
} from './cross-functional.model';
import { BulletList, DetailCard, Section } from './detail-parts';

/** Sections (with subsections or plain items) and/or coordination activities. */
export function CrossFunctionalBody({
  view,
  state,
}: {
  view: CrossFunctionalView;
  state: 'as_is' | 'to_be';
}) {
  return (
    <div className="flex flex-col gap-4 text-sm">
      {keyed(view.sections, (x) => x.title ?? 'Section').map(({ key, item: section }, i) => {
        const limit = sectionScrollLimit(state, i, section.hasSubsections);
        const label = section.title ?? `Section ${i + 1}`;
        return (
          <section key={key}>
            {section.title ? <CardSectionTitle>{section.title}</CardSectionTitle> : null}
            {limit ? (
              <div
                // biome-ignore lint/a11y/noNoninteractiveTabindex: a scroll box must be reachable by keyboard
                tabIndex={0}
                role="region"
                aria-label={`${label} (scrollable)`}
                style={{ maxHeight: limit }}
                className="overflow-y-auto rounded-md border border-slate-100 bg-slate-50/40 px-2.5 py-2"
              >
                <SectionBody section={section} />
              </div>
            ) : (
              <SectionBody section={section} />
            )}
          </section>
        );
      })}
      {view.activities.length ? (
        <section>
          {view.sections.length ? <CardSectionTitle>Coordination activities</CardSectionTitle> : null}
          <ul className="flex flex-col gap-2">
            {keyed(view.activities, (x) => x.activity).map(({ key, item: a }) => (
              <li key={key} className="flex gap-2.5 rounded-md border border-slate-200 px-3 py-2">
                <ArrowLeftRightIcon className="mt-0.5 size-4 shrink-0 text-slate-400" aria-hidden="true" />
                <div className="min-w-0">
                  <p className="font-medium text-slate-900">{a.activity}</p>
                  {a.description ? (
                    <p className="text-pretty text-slate-600 text-xs leading-relaxed">{a.description}</p>
                  ) : null}
                </div>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </div>
  );
}

function SectionBody({ section }: { section: CrossFunctionalSection }) {
  return (
    <div className="flex flex-col gap-2.5">
      {keyed(section.subsections, (x) => x.title ?? 'Group').map(({ key, item: sub }) => (
        <div key={key}>
          {sub.title ? (
            <p className="font-medium text-slate-900 text-xs">
              {sub.title}
              {sub.subtitle ? <span className="font-normal text-slate-500"> · {sub.subtitle}</span> : null}
            </p>
          ) : null}
          <ItemList items={sub.items} className={sub.title ? 'mt-0.5' : undefined} />
        </div>
      ))}
      <ItemList items={section.items} />
    </div>
  );
}

function ItemList({ items, className }: { items: string[]; className?: string }) {
  if (!items.length) return null;
  return (
    <ul className={cn('flex flex-col gap-0.5 text-slate-700', className)}>
      {keyed(items).map(({ key, item }) => (
        <li key={key} className="flex gap-2 leading-relaxed">
          <span aria-hidden="true" className="mt-[8px] size-1.5 shrink-0 rounded-full bg-slate-400" />
          {item}
        </li>
      ))}
    </ul>
  );
}

/** The cross-functional sections and coordination activities in full, for the artifact content dialog. */
export function CrossFunctionalDetail({ content }: { content: Record<string, unknown> }) {
  // Every stored section and activity is shown here, even an empty one.
  const { sections } = readCrossFunctional(content);
  const activities = records(content.coordinationActivities);
  return (
    <div className="flex flex-col gap-5">
      {sections.map((section, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: section titles may repeat
        <Section key={i} title={section.title ?? 'Section'}>
          {section.items.length > 0 ? <BulletList items={section.items} /> : null}
          {section.subsections.map((sub, j) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: subsection titles may repeat
            <div key={j} className="rounded-md border border-slate-200 p-3">
              <p className="mb-1 font-medium text-slate-900 text-sm">{sub.title ?? ''}</p>
              <BulletList items={sub.items} />
            </div>
          ))}
        </Section>
      ))}
      {activities.length > 0 ? (
        <Section title={CROSS_FUNCTIONAL_LABELS.coordinationActivities}>
          <ul className="flex flex-col gap-2">
            {keyed(activities, (x) => text(x.activity) ?? 'Activity').map(({ key, item: activity }) => (
              <DetailCard
                key={key}
                title={text(activity.activity) ?? 'Activity'}
                description={text(activity.description)}
              />
            ))}
          </ul>
        </Section>
      ) : null}
    </div>
  );
}
