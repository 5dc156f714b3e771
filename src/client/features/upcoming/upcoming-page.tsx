import { ArrowLeftIcon, DownloadIcon, HistoryIcon, type LucideIcon, UploadIcon } from 'lucide-react';
import { Link } from 'wouter';
import { PageHeader } from '../../components/page-header';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { paths } from '../../lib/paths';
import { useDocumentTitle } from '../../lib/use-document-title';

export type UpcomingArea = 'history' | 'bulk-import' | 'export-all';

type AreaCopy = { title: string; summary: string; icon: LucideIcon; points: string[] };

const AREAS: Record<UpcomingArea, AreaCopy> = {
  history: {
    title: 'Version History',
    summary: 'Every change to processes and artifacts, with who-changed-what, will be listed here.',
    icon: HistoryIcon,
    points: [
      'Each change with its time, the item it touched and a short summary',
      'Filter by process or kind of change',
      'Open the process a change belongs to',
    ],
  },
  'bulk-import': {
    title: 'Bulk Import',
    summary:
      'Job roles, processes and their artifacts will be loaded here from one file, checked before anything is saved.',
    icon: UploadIcon,
    points: [
      'A preview of what will be added or updated',
      'Clear messages for rows that cannot be read',
      'Every imported change recorded in Version History',
    ],
  },
  'export-all': {
    title: 'Export All',
    summary:
      'The whole repository (job roles, processes, artifacts and training material) will download here as one file for backup or hand-over.',
    icon: DownloadIcon,
    points: [
      'One file that Bulk Import can read back',
      'Uploaded documents included',
      'Safe to run at any time: nothing is changed',
    ],
  },
};

/** The shared screen for areas whose tools arrive with later work: what the area is for. */
export function UpcomingPage({ area }: { area: UpcomingArea }) {
  const copy = AREAS[area];
  useDocumentTitle(copy.title);
  const Icon = copy.icon;

  return (
    <div className="flex flex-col gap-6">
      <PageHeader
        breadcrumb={[{ label: 'Dashboard', href: paths.dashboard() }, { label: copy.title }]}
        title={copy.title}
        description={copy.summary}
      />
      <Card className="flex max-w-3xl flex-col gap-5 p-6">
        <div className="flex items-start gap-4">
          <span className="flex size-10 shrink-0 items-center justify-center rounded-lg bg-brand-50 text-brand-700">
            <Icon className="size-5" aria-hidden="true" />
          </span>
          <div className="flex flex-col gap-1">
            <h2 className="font-semibold text-base text-slate-900">What this area will do</h2>
            <p className="text-slate-600 text-sm">
              This screen is reserved for the {copy.title} tools. Until they are in place, the processes and
              job roles are on the Dashboard.
            </p>
          </div>
        </div>
        <ul className="flex flex-col gap-2 border-slate-100 border-t pt-4 text-slate-700 text-sm">
          {copy.points.map((point) => (
            <li key={point} className="flex items-start gap-2">
              <span aria-hidden="true" className="mt-2 size-1.5 shrink-0 rounded-full bg-brand-500" />
              {point}
            </li>
          ))}
        </ul>
        <div>
          <Button variant="outline" asChild>
            <Link href={paths.dashboard()}>
              <ArrowLeftIcon aria-hidden="true" />
              Back to Dashboard
            </Link>
          </Button>
        </div>
      </Card>
    </div>
  );
}
