import { DownloadIcon, FileArchiveIcon, FileSpreadsheetIcon, type LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { useDashboardSummary } from '../../api/dashboard/get-dashboard-summary';
import { useDivisions } from '../../api/divisions/get-divisions';
import {
  EXPORT_ARCHIVE_URL,
  EXPORT_FORMAT,
  EXPORT_FORMAT_VERSION,
  EXPORT_SPREADSHEET_URL,
} from '../../api/exchange/export-links';
import { useJobRoles } from '../../api/job-roles/get-job-roles';
import { PageHeader } from '../../components/page-header';
import { buttonVariants } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { Skeleton } from '../../components/ui/skeleton';
import { toast } from '../../components/ui/use-toast';
import { paths } from '../../lib/paths';
import { useDocumentTitle } from '../../lib/use-document-title';

type ExportCardProps = {
  icon: LucideIcon;
  title: string;
  description: string;
  points: string[];
  href: string;
  label: string;
};

function ExportCard({ icon: Icon, title, description, points, href, label }: ExportCardProps) {
  return (
    <Card className="flex flex-col gap-4 p-5">
      <div className="flex items-start gap-3">
        <span className="flex size-10 shrink-0 items-center justify-center rounded-lg bg-brand-50 text-brand-700">
          <Icon className="size-5" aria-hidden="true" />
        </span>
        <div className="flex min-w-0 flex-col gap-1">
          <h2 className="font-semibold text-base text-slate-900">{title}</h2>
          <p className="text-slate-600 text-sm">{description}</p>
        </div>
      </div>
      <ul className="flex flex-col gap-1.5 text-slate-700 text-sm">
        {points.map((point) => (
          <li key={point} className="flex items-start gap-2">
            <span aria-hidden="true" className="mt-2 size-1.5 shrink-0 rounded-full bg-brand-500" />
            {point}
          </li>
        ))}
      </ul>
      <div className="mt-auto pt-1">
        <a
          href={href}
          download
          className={buttonVariants()}
          onClick={() =>
            toast({
              title: 'Export started',
              description: `${title}: your browser saves the file when it is ready.`,
            })
          }
        >
          <DownloadIcon aria-hidden="true" />
          {label}
        </a>
      </div>
    </Card>
  );
}

function Count({ label, value, detail }: { label: string; value: number | undefined; detail?: ReactNode }) {
  return (
    <div className="flex flex-col gap-0.5 p-4">
      <dt className="text-slate-600 text-xs">{label}</dt>
      <dd className="flex flex-col gap-0.5">
        {value === undefined ? (
          <Skeleton className="my-1 h-6 w-12" />
        ) : (
          <span className="font-semibold text-2xl text-slate-900 tabular-nums">
            {value.toLocaleString('en-US')}
          </span>
        )}
        {detail ? <span className="text-slate-600 text-xs tabular-nums">{detail}</span> : null}
      </dd>
    </div>
  );
}

/** Export All (/export-all): the whole repository as a restorable archive, or its main tables for Excel. */
export function ExportAllPage() {
  useDocumentTitle('Export All');
  const summary = useDashboardSummary();
  const roles = useJobRoles();
  const divisions = useDivisions();

  const employees = divisions.data?.reduce((sum, d) => sum + d.employees, 0);
  const loadFailed = summary.isError || roles.isError || divisions.isError;

  return (
    <div className="flex flex-col gap-6">
      <PageHeader
        breadcrumb={[{ label: 'Dashboard', href: paths.dashboard() }, { label: 'Export All' }]}
        title="Export All"
        description="Download the whole repository for backup, hand-over or analysis. Exporting changes nothing."
      />

      <div className="grid grid-cols-1 gap-4 lg:grid-cols-2">
        <ExportCard
          icon={FileArchiveIcon}
          title="Full archive (.zip)"
          description="Everything in the repository, restorable with Bulk Import."
          points={[
            'Job roles with their training audience, processes, artifacts, pain points, change impact and training material',
            'Pain point links to outputs and training, and dismissed impact suggestions',
            'Every stored file (workflow maps, uploaded documents) and the audit history',
            'Divisions and their role headcounts',
          ]}
          href={EXPORT_ARCHIVE_URL}
          label="Download .zip"
        />
        <ExportCard
          icon={FileSpreadsheetIcon}
          title="Spreadsheet (.xlsx)"
          description="The main tables, one sheet each, to read, filter and share in Excel."
          points={[
            'Job roles with their training audience, processes, change impact, training material, pain point links and divisions',
            'Without stored files or the audit history',
            'For reading: restore from the .zip archive',
          ]}
          href={EXPORT_SPREADSHEET_URL}
          label="Download .xlsx"
        />
      </div>

      <section aria-labelledby="export-contents-heading" className="flex flex-col gap-3">
        <h2 id="export-contents-heading" className="font-semibold text-base text-slate-900">
          What the export holds now
        </h2>
        <Card>
          <dl className="grid grid-cols-2 divide-slate-100 md:grid-cols-4 md:divide-x">
            <Count label="Job roles" value={roles.data?.length ?? summary.data?.jobRoles} />
            <Count
              label="Processes"
              value={summary.data?.totalProcesses}
              detail={
                summary.data
                  ? `${summary.data.published.toLocaleString('en-US')} published · ${summary.data.draft.toLocaleString('en-US')} draft${summary.data.inReview ? ` · ${summary.data.inReview.toLocaleString('en-US')} in review` : ''}`
                  : undefined
              }
            />
            <Count label="Divisions" value={divisions.data?.length} />
            <Count label="Employees in divisions" value={employees} />
          </dl>
        </Card>
        {loadFailed ? (
          <p className="text-slate-600 text-sm">
            Some counts could not be loaded; the export itself is not affected.
          </p>
        ) : null}
      </section>

      <section
        aria-labelledby="export-format-heading"
        className="flex flex-col gap-2 rounded-lg border border-slate-200 bg-slate-50 p-5"
      >
        <h2 id="export-format-heading" className="font-semibold text-slate-900 text-sm">
          About the archive format
        </h2>
        <p className="max-w-3xl text-slate-700 text-sm">
          The archive is format{' '}
          <code className="rounded bg-white px-1 py-0.5 font-mono text-[12px]">{EXPORT_FORMAT}</code>, version{' '}
          {EXPORT_FORMAT_VERSION}. Its{' '}
          <code className="rounded bg-white px-1 py-0.5 font-mono text-[12px]">manifest.json</code> names the
          format, the version, the time of the export and the number of records in each table; each table is
          one JSON file under{' '}
          <code className="rounded bg-white px-1 py-0.5 font-mono text-[12px]">data/</code>, and the stored
          files are under <code className="rounded bg-white px-1 py-0.5 font-mono text-[12px]">files/</code>.
          Bulk Import reads archives of version {EXPORT_FORMAT_VERSION} and refuses any other.
        </p>
      </section>
    </div>
  );
}
