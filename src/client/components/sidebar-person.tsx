import { ROLE_LABELS } from '@core/schemas/people';
import { useState } from 'react';
import { useSession } from '../api/auth/get-session';
import { PersonNameDialog } from './person-name-dialog';
import { Button } from './ui/button';

function initials(name: string): string {
  const parts = name.trim().split(/\s+/);
  return ((parts[0]?.[0] ?? '') + (parts.length > 1 ? (parts.at(-1)?.[0] ?? '') : '')).toUpperCase();
}

/** Who is signed in, with which role; a code session may change its name (single sign-on's comes from the company). */
export function SidebarPerson() {
  const session = useSession().data;
  const person = session?.person ?? null;
  // An unnamed session (signed in with only a code) is asked once, as soon as the app shows.
  const [open, setOpen] = useState(() => Boolean(session?.authenticated && !person));
  if (!session?.authenticated) return null;

  return (
    <div className="flex items-center gap-2.5 px-2.5 py-2">
      <span
        aria-hidden="true"
        className="flex size-8 shrink-0 items-center justify-center rounded-full bg-brand-50 font-semibold text-brand-800 text-xs"
      >
        {person ? initials(person.name) : '?'}
      </span>
      <div className="min-w-0 flex-1">
        <p className="truncate font-medium text-slate-900 text-sm" title={person?.email ?? undefined}>
          {person?.name ?? 'Unnamed'}
        </p>
        <p className="text-[11px] text-slate-600">{session.role ? ROLE_LABELS[session.role] : null}</p>
      </div>
      {person?.sso ? null : (
        <Button variant="link" size="sm" className="h-auto px-0 text-xs" onClick={() => setOpen(true)}>
          {person ? 'Change' : 'Add name'}
          <span className="sr-only"> your name</span>
        </Button>
      )}
      <PersonNameDialog
        open={open}
        onOpenChange={setOpen}
        current={person ? { name: person.name, email: person.email } : null}
      />
    </div>
  );
}
