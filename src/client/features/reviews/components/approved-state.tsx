import { matrixRowParts, NOT_RECORDED, statusLabels, tierDocumentText } from '@core/rules/approved-state';
import { exportLabel } from '@core/rules/export-labels';
import { REPORT_TIERS } from '@core/rules/report/report-labels';
import { parseSafeLink } from '@core/rules/safe-link';
import type { PublishedSnapshot } from '@core/schemas/reviews';
import { ExternalLinkIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { painPointItems, toBePainPointsArtifact } from '../../../lib/pain-points/pain-point-list';
import { statusesOf } from '../../../lib/pain-points/status-toggle';
import { cn } from '../../../lib/utils';

/** The colour of a status as the tracker shows it; Not Set is a plain outline. */
const STATUS_TINT: Record<string, string> = {
  Resolved: 'border-emerald-700 bg-emerald-50 text-emerald-900',
  'Partially Resolved': 'border-amber-400 bg-amber-50 text-amber-950',
  'Added to Parking Lot': 'border-violet-700 bg-violet-50 text-violet-900',
  'Not Addressed': 'border-red-700 bg-red-50 text-red-900',
};
const IMPACT_TINT: Record<string, string> = {
  HIGH: 'border-l-red-500 bg-red-50/60',
  MED: 'border-l-blue-500 bg-blue-50/60',
  LOW: 'border-l-slate-300',
};

/**
 * The rows a published version keeps beside its artifacts, read-only and as approved: each pain
 * point's resolution, the change impact matrix with its training materials, and the training
 * documents per tier. A version published before they were kept says so per section.
 */
export function ApprovedState({ snapshot }: { snapshot: PublishedSnapshot }) {
  return (
    <div className="flex flex-col gap-4" data-testid="approved-state">
      <PainPointsSection snapshot={snapshot} />
      <MatrixSection snapshot={snapshot} />
      <TrainingSection snapshot={snapshot} />
    </div>
  );
}

function Section({ title, children, empty }: { title: string; children?: ReactNode; empty?: string | null }) {
  return (
    <section aria-label={title} className="overflow-hidden rounded-lg border border-slate-200 bg-white">
      <h3 className="border-slate-100 border-b px-4 py-2 font-semibold text-slate-900 text-sm">{title}</h3>
      {empty ? <p className="px-4 py-3 text-slate-600 text-sm italic">{empty}</p> : children}
    </section>
  );
}

function PainPointsSection({ snapshot }: { snapshot: PublishedSnapshot }) {
  const items = painPointItems(toBePainPointsArtifact(snapshot.artifacts)?.content);
  const rows = snapshot.painPointStatuses;
  const empty = !rows ? NOT_RECORDED : items.length === 0 ? 'No To-Be pain points were tracked.' : null;
  return (
    <Section title="Pain Point Resolution" empty={empty}>
      <ul className="divide-y divide-slate-100">
        {items.map((item, i) => {
          const labels = statusLabels(statusesOf(rows ?? [], item));
          return (
            <li
              key={item.id ?? `${item.title}#${i}`}
              className="flex flex-wrap items-center justify-between gap-2 px-4 py-2 text-sm"
            >
              <span className="min-w-0 break-words text-slate-900">{item.title}</span>
              <span className="flex flex-wrap gap-1.5">
                {labels.map((label) => (
                  <span
                    key={label}
                    className={cn(
                      'rounded-full border px-2.5 py-0.5 font-medium text-xs',
                      STATUS_TINT[label] ?? 'border-slate-300 text-slate-600',
                    )}
                  >
                    {label}
                  </span>
                ))}
              </span>
            </li>
          );
        })}
      </ul>
    </Section>
  );
}

function MatrixSection({ snapshot }: { snapshot: PublishedSnapshot }) {
  const rows = snapshot.changeImpacts;
  const materials = snapshot.trainingArtifacts ?? [];
  const empty = !rows ? NOT_RECORDED : rows.length === 0 ? 'No process output was assessed.' : null;
  return (
    <Section title="Change Impact Assessment Matrix" empty={empty}>
      <div className="overflow-x-auto">
        <table className="w-full min-w-[640px] text-sm">
          <thead>
            <tr className="border-slate-200 border-b text-left text-slate-600 text-xs">
              <th className="px-4 py-2 font-medium">Process output</th>
              <th className="px-2 py-2 font-medium">Change type</th>
              <th className="px-2 py-2 font-medium">Change description</th>
              <th className="px-2 py-2 font-medium">Impact</th>
              <th className="px-4 py-2 font-medium">Training materials</th>
            </tr>
          </thead>
          <tbody>
            {(rows ?? []).map((row) => {
              const [type, descriptions, impact] = matrixRowParts(row);
              const own = materials.filter((m) => m.processOutput === row.processOutput);
              return (
                <tr
                  key={row.id}
                  className={cn(
                    'border-slate-100 border-b border-l-4 align-top last:border-b-0',
                    IMPACT_TINT[row.impactAssessment ?? ''] ?? 'border-l-transparent',
                  )}
                >
                  <th scope="row" className="px-4 py-2 text-left font-medium text-slate-900">
                    {row.processOutput}
                  </th>
                  <td className="px-2 py-2">{type}</td>
                  <td className="px-2 py-2">{descriptions}</td>
                  <td className="px-2 py-2 font-semibold">{impact}</td>
                  <td className="px-4 py-2">
                    {snapshot.trainingArtifacts ? (
                      own.length ? (
                        <ul className="flex flex-col gap-1">
                          {own.map((m) => (
                            <li key={m.id}>
                              <ItemLink url={m.fileUrl}>{m.name}</ItemLink>
                              <span className="text-slate-500 text-xs">
                                {' '}
                                ·{' '}
                                {m.linkType
                                  ? exportLabel.trainingLinkType(m.linkType)
                                  : exportLabel.trainingFileType(m.fileType)}
                              </span>
                            </li>
                          ))}
                        </ul>
                      ) : (
                        <span className="text-slate-500">None</span>
                      )
                    ) : (
                      <span className="text-slate-500 italic">{NOT_RECORDED}</span>
                    )}
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
    </Section>
  );
}

function TrainingSection({ snapshot }: { snapshot: PublishedSnapshot }) {
  const docs = snapshot.tierDocuments;
  const empty = !docs ? NOT_RECORDED : docs.length === 0 ? 'No training document was filed.' : null;
  return (
    <Section title="Training Materials" empty={empty}>
      <div className="grid gap-x-6 gap-y-3 px-4 py-3 sm:grid-cols-3">
        {REPORT_TIERS.map(({ tier, title }) => {
          const own = (docs ?? []).filter((d) => d.tier === tier);
          return (
            <div key={tier} className="min-w-0">
              <h4 className="font-medium text-slate-700 text-xs">{title}</h4>
              {own.length ? (
                <ul className="mt-1 flex flex-col gap-1 text-sm">
                  {own.map((d) => (
                    <li key={d.id} className="min-w-0 break-words">
                      <ItemLink url={d.fileUrl} label={tierDocumentText(d)}>
                        {d.name}
                      </ItemLink>
                      <span className="text-slate-500 text-xs">
                        {' '}
                        · {exportLabel.tierDocumentType(d.fileType)}
                      </span>
                    </li>
                  ))}
                </ul>
              ) : (
                <p className="mt-1 text-slate-500 text-sm">None</p>
              )}
            </div>
          );
        })}
      </div>
    </Section>
  );
}

/** A stored file or web link as published; one that is no safe link reads as plain text. */
function ItemLink({ url, label, children }: { url: string | null; label?: string; children: ReactNode }) {
  const link = parseSafeLink(url);
  if (!link) return <span className="text-slate-900">{children}</span>;
  return (
    <a
      href={link.href}
      target="_blank"
      rel="noopener noreferrer"
      aria-label={label}
      className="inline-flex items-center gap-1 font-medium text-brand-700 hover:underline"
    >
      {children}
      <ExternalLinkIcon className="size-3" aria-hidden="true" />
    </a>
  );
}
