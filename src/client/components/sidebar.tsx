import {
  BriefcaseIcon,
  ClipboardCheckIcon,
  DownloadIcon,
  GaugeIcon,
  GraduationCapIcon,
  HistoryIcon,
  InboxIcon,
  LayoutDashboardIcon,
  LoaderCircleIcon,
  LogOutIcon,
  type LucideIcon,
  UploadIcon,
  UsersIcon,
} from 'lucide-react';
import { type ReactNode, useId } from 'react';
import { Link, useLocation } from 'wouter';
import { useCapabilities } from '../api/auth/capabilities';
import { useLogout } from '../api/auth/logout';
import { useJobRoles } from '../api/job-roles/get-job-roles';
import { useNotifications } from '../api/notifications/notifications';
import { useMyReviews } from '../api/reviews/review-requests';
import { errorMessage } from '../lib/api-client';
import { paths } from '../lib/paths';
import { runMutation } from '../lib/run-mutation';
import { cn } from '../lib/utils';
import { LogoMark } from './logo-mark';
import { SidebarPerson } from './sidebar-person';
import { Button } from './ui/button';
import { SkeletonList } from './ui/skeleton';
import { Tooltip, TooltipContent, TooltipTrigger } from './ui/tooltip';
import { toast } from './ui/use-toast';
import { UnreadCount } from './unread-count';
import { useActiveJobRoleId } from './use-active-job-role';

type NavItem = { label: string; href: string; icon: LucideIcon; isActive: (path: string) => boolean };

const NAVIGATION: NavItem[] = [
  {
    label: 'Dashboard',
    href: paths.dashboard(),
    icon: LayoutDashboardIcon,
    // A process page belongs to its job role, highlighted below (spec §2's breadcrumb names it).
    isActive: (p) => p === '/' || p === '/dashboard',
  },
  { label: 'Job Roles', href: paths.jobRoles(), icon: BriefcaseIcon, isActive: (p) => p === '/job-roles' },
  {
    label: 'Training Topography',
    href: paths.training(),
    icon: GraduationCapIcon,
    isActive: (p) => p === '/training',
  },
  {
    label: 'Change Readiness',
    href: paths.readiness(),
    icon: GaugeIcon,
    isActive: (p) => p === '/readiness',
  },
  { label: 'Version History', href: paths.history(), icon: HistoryIcon, isActive: (p) => p === '/history' },
];

const QUICK_ACTIONS: NavItem[] = [
  { label: 'Bulk Import', href: paths.bulkImport(), icon: UploadIcon, isActive: (p) => p === '/bulk-import' },
  { label: 'Export All', href: paths.exportAll(), icon: DownloadIcon, isActive: (p) => p === '/export-all' },
];

/** The admin's screen: shown to admins only. */
const PEOPLE: NavItem = {
  label: 'People & Roles',
  href: paths.adminPeople(),
  icon: UsersIcon,
  isActive: (p) => p === '/admin/people',
};

const linkBase =
  'flex items-center gap-2.5 rounded-md px-2.5 py-1.5 text-sm transition-colors [&_svg]:size-4 [&_svg]:shrink-0';
const linkIdle = 'text-slate-700 hover:bg-slate-100 hover:text-slate-900';
const linkActive = 'bg-brand-50 font-medium text-brand-800';

function SectionHeading({ id, children }: { id: string; children: ReactNode }) {
  return (
    <h2 id={id} className="px-2.5 pb-1.5 font-semibold text-[11px] text-slate-600 uppercase tracking-wider">
      {children}
    </h2>
  );
}

function NavList({ items, location }: { items: NavItem[]; location: string }) {
  return (
    <ul className="flex flex-col gap-0.5">
      {items.map(({ label, href, icon: Icon, isActive }) => {
        const active = isActive(location);
        return (
          <li key={href}>
            <Link
              href={href}
              aria-current={active ? 'page' : undefined}
              className={cn(linkBase, active ? linkActive : linkIdle)}
            >
              <Icon aria-hidden="true" />
              {label}
            </Link>
          </li>
        );
      })}
    </ul>
  );
}

/** The inbox, with the number of unread entries (a session without a name has none). */
function InboxLink({ location }: { location: string }) {
  const unread = useNotifications().data?.unread ?? 0;
  const active = location === paths.inbox();
  return (
    <Link
      href={paths.inbox()}
      aria-current={active ? 'page' : undefined}
      className={cn(linkBase, 'justify-between', active ? linkActive : linkIdle)}
    >
      <span className="flex items-center gap-2.5">
        <InboxIcon aria-hidden="true" />
        Inbox
      </span>
      {unread > 0 ? <UnreadCount count={unread} /> : null}
    </Link>
  );
}

/** My reviews, for the people who may be asked to sign off: the count of reviews waiting for them. */
function MyReviewsLink({ location }: { location: string }) {
  const mine = useMyReviews();
  const active = location === paths.myReviews() || location.startsWith(`${paths.myReviews()}/`);
  const count = mine.data?.length ?? 0;
  return (
    <li>
      <Link
        href={paths.myReviews()}
        aria-current={active ? 'page' : undefined}
        className={cn(linkBase, 'justify-between', active ? linkActive : linkIdle)}
      >
        <span className="inline-flex items-center gap-2.5">
          <ClipboardCheckIcon aria-hidden="true" />
          My Reviews
        </span>
        {count > 0 ? (
          <span
            data-testid="my-reviews-count"
            className="shrink-0 rounded-full bg-brand-600 px-1.5 font-semibold text-[11px] text-white tabular-nums"
          >
            {count}
            <span className="sr-only"> waiting for you</span>
          </span>
        ) : null}
      </Link>
    </li>
  );
}

function JobRoleLinks({ location }: { location: string }) {
  const roles = useJobRoles();
  const activeRoleId = useActiveJobRoleId(location);

  if (roles.isPending) {
    return (
      <SkeletonList
        label="Loading job roles…"
        count={4}
        className="flex flex-col gap-2 px-2.5 py-1"
        itemClassName="h-5"
      />
    );
  }
  if (roles.isError) {
    return (
      <div className="flex flex-col items-start gap-1.5 px-2.5 text-xs">
        <p className="text-red-700">Job roles could not be loaded.</p>
        <Button variant="link" size="sm" className="h-auto px-0" onClick={() => roles.refetch()}>
          Retry
        </Button>
      </div>
    );
  }
  if (roles.data.length === 0) {
    return <p className="px-2.5 text-slate-600 text-xs">No job roles yet.</p>;
  }
  return (
    <ul className="flex flex-col gap-0.5">
      {roles.data.map((role) => {
        const href = paths.jobRole(role.id);
        const active = role.id === activeRoleId;
        return (
          <li key={role.id}>
            <Tooltip>
              <TooltipTrigger asChild>
                <Link
                  href={href}
                  aria-current={active ? 'page' : undefined}
                  className={cn(linkBase, 'justify-between', active ? linkActive : linkIdle)}
                >
                  <span className="truncate">{role.name}</span>
                  <span className="shrink-0 rounded bg-slate-100 px-1.5 text-[11px] text-slate-700 tabular-nums">
                    {role.processCount}
                    <span className="sr-only"> {role.processCount === 1 ? 'process' : 'processes'}</span>
                  </span>
                </Link>
              </TooltipTrigger>
              <TooltipContent side="right">
                <p className="font-medium">{role.name}</p>
                {role.description ? <p className="mt-0.5 text-slate-300">{role.description}</p> : null}
              </TooltipContent>
            </Tooltip>
          </li>
        );
      })}
    </ul>
  );
}

/**
 * The left column on every app screen: product, navigation, job roles, quick actions, sign out.
 * The shell shows it fixed on wide screens and inside its drawer on narrow ones (`className` places
 * it, `headerAction` is the drawer's Close); the ids are per instance as both may be in the document.
 */
export function Sidebar({ className, headerAction }: { className?: string; headerAction?: ReactNode }) {
  const [location] = useLocation();
  const signOut = useLogout();
  const { canEdit, canApprove, canAdminister } = useCapabilities();
  const id = useId();

  return (
    <aside className={cn('flex w-64 flex-col border-slate-200 border-r bg-white', className)}>
      <div className="flex items-center gap-2.5 border-slate-200 border-b px-4 py-4">
        <LogoMark />
        <div className="min-w-0 flex-1">
          <p className="font-semibold text-slate-900 text-sm leading-tight">Process Map Repository</p>
          <p className="mt-0.5 text-[11px] text-slate-600 leading-tight">
            OCM: Business Process Change Tracker
          </p>
        </div>
        {headerAction}
      </div>

      <nav aria-labelledby={`${id}-navigation`} className="px-2 pt-4">
        <SectionHeading id={`${id}-navigation`}>Navigation</SectionHeading>
        <NavList items={NAVIGATION} location={location} />
        <div className="mt-0.5">
          <InboxLink location={location} />
        </div>
        {canApprove ? (
          <ul className="mt-0.5 flex flex-col gap-0.5">
            <MyReviewsLink location={location} />
          </ul>
        ) : null}
      </nav>

      <nav aria-labelledby={`${id}-job-roles`} className="flex min-h-0 flex-1 flex-col px-2 pt-5">
        <SectionHeading id={`${id}-job-roles`}>Job Roles</SectionHeading>
        <div className="min-h-0 flex-1 overflow-y-auto pb-2">
          <JobRoleLinks location={location} />
        </div>
      </nav>

      <nav aria-labelledby={`${id}-quick-actions`} className="border-slate-200 border-t px-2 pt-4 pb-2">
        <SectionHeading id={`${id}-quick-actions`}>Quick Actions</SectionHeading>
        <NavList
          items={[
            ...QUICK_ACTIONS.filter((item) => canEdit || item.href !== paths.bulkImport()),
            ...(canAdminister ? [PEOPLE] : []),
          ]}
          location={location}
        />
      </nav>

      <div className="border-slate-200 border-t p-2">
        <SidebarPerson />
        <Button
          variant="ghost"
          className="w-full justify-start px-2.5 font-normal"
          disabled={signOut.isPending}
          onClick={() =>
            void runMutation(signOut, undefined, {
              onError: (err) =>
                toast({ title: 'Sign Out Failed', description: errorMessage(err), variant: 'destructive' }),
            })
          }
        >
          {signOut.isPending ? (
            <LoaderCircleIcon className="animate-spin" aria-hidden="true" />
          ) : (
            <LogOutIcon aria-hidden="true" />
          )}
          {signOut.isPending ? 'Signing out...' : 'Sign Out'}
        </Button>
      </div>
    </aside>
  );
}
