import { QueryClientProvider } from '@tanstack/react-query';
import { lazy, Suspense, useEffect } from 'react';
import { matchRoute, Route, Switch, useLocation, useRouter } from 'wouter';
import { type Session, sessionQueryOptions, signedOutSession, useSession } from './api/auth/get-session';
import { AppShell } from './components/app-shell';
import { ErrorBoundary } from './components/error-boundary';
import { FullScreenError, FullScreenLoading } from './components/full-screen-status';
import { PageSkeleton } from './components/page-skeleton';
import { Toaster } from './components/ui/toast';
import { TooltipProvider } from './components/ui/tooltip';
import { GatePage } from './features/gate/gate-page';
import { SessionExpiredDialog } from './features/gate/session-expired-dialog';
import { LiveEvents } from './features/live';
import { routes } from './lib/paths';
import { createQueryClient } from './lib/query-client';
import { markSessionExpired, useSessionExpired } from './lib/session-expiry';

// Screens load on demand: the first paint needs only the session check, the gate and the shell.
// Each loader is named so the first screen can start downloading before the session answers.
const loadDashboard = () =>
  import('./features/dashboard/dashboard-page').then((m) => ({ default: m.DashboardPage }));
const loadJobRoles = () =>
  import('./features/job-roles/job-roles-page').then((m) => ({ default: m.JobRolesPage }));
const loadJobRole = () =>
  import('./features/job-roles/job-role-page').then((m) => ({ default: m.JobRolePage }));
const loadProcess = () => import('./features/process/process-page').then((m) => ({ default: m.ProcessPage }));
const loadTraining = () =>
  import('./features/training-audiences/training-audiences-page').then((m) => ({
    default: m.TrainingAudiencesPage,
  }));
const loadReadiness = () =>
  import('./features/readiness/readiness-page').then((m) => ({ default: m.ReadinessPage }));
const loadHistory = () => import('./features/history/history-page').then((m) => ({ default: m.HistoryPage }));
const loadBulkImport = () =>
  import('./features/exchange/bulk-import-page').then((m) => ({ default: m.BulkImportPage }));
const loadExportAll = () =>
  import('./features/exchange/export-all-page').then((m) => ({ default: m.ExportAllPage }));

const loadAdminPeople = () =>
  import('./features/admin/admin-people-page').then((m) => ({ default: m.AdminPeoplePage }));

const loadInbox = () => import('./features/inbox/inbox-page').then((m) => ({ default: m.InboxPage }));
const loadMyReviews = () =>
  import('./features/reviews/my-reviews-page').then((m) => ({ default: m.MyReviewsPage }));
const loadReview = () => import('./features/reviews/review-page').then((m) => ({ default: m.ReviewPage }));
const loadPublishedVersion = () =>
  import('./features/reviews/published-version-page').then((m) => ({ default: m.PublishedVersionPage }));

const DashboardPage = lazy(loadDashboard);
const JobRolesPage = lazy(loadJobRoles);
const JobRolePage = lazy(loadJobRole);
const ProcessPage = lazy(loadProcess);
const TrainingAudiencesPage = lazy(loadTraining);
const ReadinessPage = lazy(loadReadiness);
const HistoryPage = lazy(loadHistory);
const BulkImportPage = lazy(loadBulkImport);
const ExportAllPage = lazy(loadExportAll);
const AdminPeoplePage = lazy(loadAdminPeople);
const InboxPage = lazy(loadInbox);
const MyReviewsPage = lazy(loadMyReviews);
const ReviewPage = lazy(loadReview);
const PublishedVersionPage = lazy(loadPublishedVersion);
const NotFoundPage = lazy(() =>
  import('./features/not-found/not-found-page').then((m) => ({ default: m.NotFoundPage })),
);

/** Route pattern → its screen's loader, in the order AppRoutes matches them. */
const screenLoaders: [string, () => Promise<unknown>][] = [
  [routes.dashboard, loadDashboard],
  [routes.dashboardAlias, loadDashboard],
  [routes.jobRoles, loadJobRoles],
  [routes.jobRoleProcess, loadProcess],
  [routes.jobRole, loadJobRole],
  [routes.process, loadProcess],
  [routes.training, loadTraining],
  [routes.readiness, loadReadiness],
  [routes.history, loadHistory],
  [routes.bulkImport, loadBulkImport],
  [routes.exportAll, loadExportAll],
  [routes.adminPeople, loadAdminPeople],
  [routes.inbox, loadInbox],
  [routes.myReviews, loadMyReviews],
  [routes.review, loadReview],
  [routes.publishedVersion, loadPublishedVersion],
];

const sessionKey = sessionQueryOptions().queryKey;

/** Any 401 means the session is gone: ask to sign in again over the page, or show the gate when there was none. */
const queryClient = createQueryClient({
  onUnauthorized: () => {
    const previous = queryClient.getQueryData<Session>(sessionKey);
    if (previous && !previous.authenticated) return;
    // Signed in until now: the page stays (with what was typed in it) under a sign-in dialog.
    if (previous?.authenticated) markSessionExpired();
    else queryClient.setQueryData<Session>(sessionKey, signedOutSession(previous));
  },
});

function AppRoutes() {
  return (
    <Switch>
      <Route path={routes.dashboard} component={DashboardPage} />
      <Route path={routes.dashboardAlias} component={DashboardPage} />
      <Route path={routes.jobRoles} component={JobRolesPage} />
      <Route path={routes.jobRoleProcess} component={ProcessPage} />
      <Route path={routes.jobRole} component={JobRolePage} />
      <Route path={routes.process} component={ProcessPage} />
      <Route path={routes.training} component={TrainingAudiencesPage} />
      <Route path={routes.readiness} component={ReadinessPage} />
      <Route path={routes.history} component={HistoryPage} />
      <Route path={routes.bulkImport} component={BulkImportPage} />
      <Route path={routes.exportAll} component={ExportAllPage} />
      <Route path={routes.adminPeople} component={AdminPeoplePage} />
      <Route path={routes.inbox} component={InboxPage} />
      <Route path={routes.myReviews} component={MyReviewsPage} />
      <Route path={routes.review} component={ReviewPage} />
      <Route path={routes.publishedVersion} component={PublishedVersionPage} />
      <Route component={NotFoundPage} />
    </Switch>
  );
}

/** Session first: loading, then the gate (any path) or the app. */
function Root() {
  const session = useSession();
  const expired = useSessionExpired();
  const [location] = useLocation();
  const { parser } = useRouter();

  // The screen's code downloads while the session is checked instead of after it, which takes a
  // round trip off every signed-in first load. A failed download is retried (and shown) by lazy().
  useEffect(() => {
    const screen = screenLoaders.find(([pattern]) => matchRoute(parser, pattern, location)[0]);
    screen?.[1]().catch(() => {});
  }, [parser, location]);

  if (session.isPending) return <FullScreenLoading />;
  if (session.isError) {
    return session.isFetching ? (
      <FullScreenLoading />
    ) : (
      <FullScreenError error={session.error} onRetry={() => session.refetch()} />
    );
  }
  if (!session.data.authenticated) return <GatePage session={session.data} />;

  return (
    <LiveEvents personId={session.data.person?.id ?? null}>
      <AppShell>
        {expired ? <SessionExpiredDialog session={session.data} /> : null}
        <ErrorBoundary key={location}>
          <Suspense fallback={<PageSkeleton />}>
            <AppRoutes />
          </Suspense>
        </ErrorBoundary>
      </AppShell>
    </LiveEvents>
  );
}

export function App() {
  return (
    <QueryClientProvider client={queryClient}>
      <TooltipProvider>
        <Root />
        <Toaster />
      </TooltipProvider>
    </QueryClientProvider>
  );
}
