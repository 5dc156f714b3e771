import type { Artifact } from '@core/schemas/artifact';
import type { UnreadComments } from '@core/schemas/comments';
import type { JobRole } from '@core/schemas/job-role';
import type { Process } from '@core/schemas/process';
import { BriefcaseIcon, FileSearchIcon, HistoryIcon, PencilIcon, TagIcon } from 'lucide-react';
import { lazy, type ReactNode, Suspense, useRef, useState } from 'react';
import { useArtifacts } from '../../api/artifacts/get-artifacts';
import { useCanEdit } from '../../api/auth/capabilities';
import { useUnreadComments } from '../../api/comments/comments';
import { useJobRole } from '../../api/job-roles/get-job-role';
import { useProcess } from '../../api/processes/get-process';
import { QueryErrorState } from '../../components/error-state';
import { PageHeader } from '../../components/page-header';
import { QueryState } from '../../components/query-state';
import { StatusDot } from '../../components/status-badge';
import { Button } from '../../components/ui/button';
import { Skeleton } from '../../components/ui/skeleton';
import { UnreadCount } from '../../components/unread-count';
import { lazyDialog } from '../../lib/lazy-dialog';
import { paths } from '../../lib/paths';
import type { ProcessTabKey } from '../../lib/process-tabs';
import { useDocumentTitle } from '../../lib/use-document-title';
import { useProcessTab } from '../../lib/use-process-tab';
import { ArtifactsLibraryTab } from '../artifacts/lazy';
import { CommentsProvider, ProcessCommentsButton } from '../comments';
import { PresenceBanner } from '../live';
import { ProcessReviewPanel, RequestReviewButton } from '../reviews';
import { TrainingMaterialsTab } from '../training/lazy';
import { ProcessImpactStrip } from './components/process-impact-strip';
import { Tabs, TabsContent, TabsList, TabsTrigger } from './components/tabs';
import { UpdatedBy } from './components/updated-by';

// Each tab's code loads with its tab, and the edit dialog's (form, validation) when it opens.
const ComparisonTab = lazy(() => import('./comparison-tab').then((m) => ({ default: m.ComparisonTab })));
const ProcessAudiencesTab = lazy(() =>
  import('../../components/audience/process-audiences-tab').then((m) => ({ default: m.ProcessAudiencesTab })),
);
const ChangeLogTab = lazy(() =>
  import('./changelog/change-log-tab').then((m) => ({ default: m.ChangeLogTab })),
);
const EditProcessDialog = lazyDialog(() =>
  import('./components/edit-process-dialog').then((m) => m.EditProcessDialog),
);

const UNKNOWN_ROLE = 'Unknown Role';

function TabSkeleton({ label }: { label: string }) {
  return (
    <div role="status" className="flex flex-col gap-4">
      <span className="sr-only">{label}</span>
      <div className="grid grid-cols-1 gap-4 lg:grid-cols-2">
        <Skeleton className="h-56 rounded-lg" />
        <Skeleton className="h-56 rounded-lg" />
      </div>
      <Skeleton className="h-40 rounded-lg" />
    </div>
  );
}

function ProcessSkeleton() {
  return (
    <div role="status" aria-live="polite" className="flex flex-col gap-6">
      <span className="sr-only">Loading process…</span>
      <div className="flex flex-col gap-3">
        <Skeleton className="h-4 w-64" />
        <div className="flex items-start justify-between gap-6">
          <div className="flex flex-1 flex-col gap-3">
            <Skeleton className="h-7 w-96 max-w-full" />
            <Skeleton className="h-4 w-[40rem] max-w-full" />
            <Skeleton className="h-3 w-96 max-w-full" />
          </div>
          <div className="flex gap-2">
            <Skeleton className="h-9 w-32" />
            <Skeleton className="h-9 w-32" />
          </div>
        </div>
      </div>
      <div className="flex gap-4 border-slate-200 border-b pb-2.5">
        {['w-36', 'w-32', 'w-24', 'w-32'].map((width) => (
          <Skeleton key={width} className={`h-5 ${width}`} />
        ))}
      </div>
      <div className="grid grid-cols-1 gap-4 lg:grid-cols-2">
        <Skeleton className="h-56 rounded-lg" />
        <Skeleton className="h-56 rounded-lg" />
      </div>
    </div>
  );
}

/** The process's artifacts for a tab: a skeleton while they load, the error with Retry if they fail. */
function WithArtifacts({
  processId,
  children,
}: {
  processId: string;
  children: (a: Artifact[]) => ReactNode;
}) {
  const artifacts = useArtifacts(processId);
  if (artifacts.isPending) return <TabSkeleton label="Loading artifacts…" />;
  if (artifacts.isError) {
    return <QueryErrorState title="The artifacts could not be loaded" query={artifacts} />;
  }
  return children(artifacts.data);
}

function ProcessTabPanels({
  process,
  jobRole,
  jobRoleName,
  tab,
}: {
  process: Process;
  /** The job role with its audience mapping (the Training Audiences tab's preset). */
  jobRole: JobRole | null;
  jobRoleName: string | null;
  tab: ProcessTabKey;
}) {
  // Radix renders only the active panel; each case here is mounted when its tab is chosen.
  switch (tab) {
    case 'comparison':
      return (
        <WithArtifacts processId={process.id}>
          {(artifacts) => (
            <Suspense fallback={<TabSkeleton label="Loading the comparison…" />}>
              <ComparisonTab process={process} artifacts={artifacts} jobRoleName={jobRoleName} />
            </Suspense>
          )}
        </WithArtifacts>
      );
    case 'audiences':
      return (
        <Suspense fallback={<TabSkeleton label="Loading training audiences…" />}>
          <ProcessAudiencesTab jobRole={jobRole} />
        </Suspense>
      );
    case 'materials':
      return (
        <Suspense fallback={<TabSkeleton label="Loading training materials…" />}>
          <TrainingMaterialsTab processId={process.id} />
        </Suspense>
      );
    case 'changelog':
      return (
        <Suspense fallback={<TabSkeleton label="Loading the change log…" />}>
          <ChangeLogTab processId={process.id} />
        </Suspense>
      );
    case 'artifacts':
      return (
        <WithArtifacts processId={process.id}>
          {(artifacts) => (
            <Suspense fallback={<TabSkeleton label="Loading the artifacts…" />}>
              <ArtifactsLibraryTab artifacts={artifacts} />
            </Suspense>
          )}
        </WithArtifacts>
      );
  }
}

/** Process detail (/processes/{id} and /job-roles/{jobRoleId}/processes/{id}). */
export function ProcessPage({ params }: { params: { id: string; jobRoleId?: string } }) {
  const canEdit = useCanEdit();
  const process = useProcess(params.id);
  // Spec §7: the role is fetched only when the process has one.
  const jobRoleId = process.data?.jobRoleId ?? null;
  const role = useJobRole(jobRoleId);
  const { tab, tabs, setTab } = useProcessTab();
  const [editing, setEditing] = useState(false);
  const unread = useUnreadComments().data?.processes[params.id]?.tabs;
  const changeLogTrigger = useRef<HTMLButtonElement>(null);
  useDocumentTitle(process.data?.name ?? (process.isError ? 'Process not found' : 'Process'));

  if (!process.isSuccess) {
    return (
      <QueryState
        query={process}
        skeleton={<ProcessSkeleton />}
        notFoundIcon={FileSearchIcon}
        notFoundTitle="Process not found."
        errorTitle="The process could not be loaded"
      />
    );
  }

  const data = process.data;
  const jobRoleName = role.data?.name ?? null;
  const roleLabel = jobRoleId && role.isPending ? '…' : (jobRoleName ?? UNKNOWN_ROLE);

  const viewHistory = () => {
    setTab('changelog');
    // Keyboard and screen reader users land on the tab they asked for.
    requestAnimationFrame(() => {
      changeLogTrigger.current?.focus();
      changeLogTrigger.current?.scrollIntoView({ block: 'nearest', behavior: 'smooth' });
    });
  };

  return (
    <CommentsProvider processId={data.id}>
      <div className="flex flex-col gap-6">
        <PageHeader
          breadcrumb={[
            { label: 'Dashboard', href: paths.dashboard() },
            { label: roleLabel, href: jobRoleId ? paths.jobRole(jobRoleId) : undefined },
            { label: data.name },
          ]}
          title={data.name}
          description={data.description}
          meta={
            <>
              <span className="inline-flex items-center gap-1.5">
                <BriefcaseIcon className="size-3.5" aria-hidden="true" />
                {roleLabel}
              </span>
              <UpdatedBy processId={data.id} updatedAt={data.updatedAt} />
              <span className="inline-flex items-center gap-1.5 tabular-nums">
                <TagIcon className="size-3.5" aria-hidden="true" />
                Version {data.version}
              </span>
              <StatusDot status={data.status} className="font-medium text-slate-700" />
            </>
          }
          actions={
            <>
              <ProcessCommentsButton />
              <Button variant="outline" onClick={viewHistory}>
                <HistoryIcon aria-hidden="true" />
                View History
              </Button>
              <RequestReviewButton processId={data.id} processName={data.name} />
              {canEdit ? (
                <Button onClick={() => setEditing(true)}>
                  <PencilIcon aria-hidden="true" />
                  Edit Process
                </Button>
              ) : null}
            </>
          }
        />

        <PresenceBanner processId={data.id} />

        <ProcessReviewPanel processId={data.id} status={data.status} />

        <ProcessImpactStrip processId={data.id} />

        <Tabs value={tab} onValueChange={(value) => setTab(value as ProcessTabKey)}>
          <TabsList aria-label="Process views">
            {tabs.map((t) => (
              <TabsTrigger
                key={t.key}
                value={t.key}
                ref={t.key === 'changelog' ? changeLogTrigger : undefined}
              >
                {t.label}
                {tabUnread(unread, t.key) > 0 ? <UnreadCount count={tabUnread(unread, t.key)} /> : null}
              </TabsTrigger>
            ))}
          </TabsList>
          {tabs.map((t) => (
            <TabsContent key={t.key} value={t.key}>
              {t.key === tab ? (
                <ProcessTabPanels
                  process={data}
                  jobRole={role.data ?? null}
                  jobRoleName={jobRoleName}
                  tab={t.key}
                />
              ) : null}
            </TabsContent>
          ))}
        </Tabs>

        <EditProcessDialog process={data} open={editing} onOpenChange={setEditing} />
      </div>
    </CommentsProvider>
  );
}

/** Unread comments shown on a tab: the threads its content holds (the others sit on the page header). */
function tabUnread(
  unread: UnreadComments['processes'][string]['tabs'] | undefined,
  tab: ProcessTabKey,
): number {
  if (!unread) return 0;
  return tab === 'comparison' ? unread.comparison : tab === 'materials' ? unread.materials : 0;
}
