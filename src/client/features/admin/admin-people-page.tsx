import { ShieldAlertIcon, UsersIcon } from 'lucide-react';
import { useCapabilities } from '../../api/auth/capabilities';
import { useSession } from '../../api/auth/get-session';
import { usePeople } from '../../api/people/people';
import { EmptyState } from '../../components/empty-state';
import { QueryErrorState } from '../../components/error-state';
import { PageHeader } from '../../components/page-header';
import { SkeletonList } from '../../components/ui/skeleton';
import { plural } from '../../lib/format';
import { useDocumentTitle } from '../../lib/use-document-title';
import { PersonRow } from './person-row';

const COLUMNS = ['Person', 'Role', 'Last Seen', 'Sessions'];

/** /admin/people: everyone who has signed in, their role and sessions; an admin's screen. */
export function AdminPeoplePage() {
  useDocumentTitle('People & Roles');
  const { canAdminister } = useCapabilities();
  const self = useSession().data?.person?.id;
  const people = usePeople();

  const header = (
    <PageHeader
      title="People & Roles"
      description="Everyone who has signed in. A lower role signs the person out at once; every change here is recorded in Version History."
      meta={
        <>
          {people.data ? <span>{plural(people.data.length, 'person', 'people')}</span> : null}
          <span>
            Viewer: reads and exports · Editor: makes changes · Approver: an editor who signs off · Admin:
            people and roles too
          </span>
        </>
      }
    />
  );

  if (!canAdminister) {
    return (
      <div className="flex flex-col gap-6">
        {header}
        <EmptyState
          icon={ShieldAlertIcon}
          title="Only an admin can manage people and roles"
          description="Ask an admin of the repository if your role should change."
        />
      </div>
    );
  }

  return (
    <div className="flex flex-col gap-6">
      {header}
      {people.isPending ? (
        <SkeletonList
          label="Loading people…"
          count={5}
          className="flex flex-col gap-2"
          itemClassName="h-12"
        />
      ) : people.isError ? (
        <QueryErrorState title="People could not be loaded" query={people} />
      ) : people.data.length === 0 ? (
        <EmptyState
          icon={UsersIcon}
          title="Nobody has signed in yet"
          description="People appear here after their first sign-in."
        />
      ) : (
        <div
          role="region"
          aria-label="People"
          // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard
          tabIndex={0}
          className="relative overflow-x-auto rounded-lg border border-slate-200 bg-white focus-visible:outline-offset-0"
        >
          <table className="w-full text-sm">
            <caption className="sr-only">People, their roles and sessions</caption>
            <thead className="bg-slate-50 text-left text-slate-600 text-xs uppercase tracking-wider">
              <tr>
                {COLUMNS.map((c) => (
                  <th key={c} scope="col" className="px-4 py-2.5 font-semibold">
                    {c}
                  </th>
                ))}
                <th scope="col" className="px-4 py-2.5">
                  <span className="sr-only">Actions</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {people.data.map((person) => (
                <PersonRow key={person.id} person={person} isSelf={person.id === self} />
              ))}
            </tbody>
          </table>
        </div>
      )}
    </div>
  );
}
