import type { LivePerson } from '@core/schemas/live';
import { EyeIcon } from 'lucide-react';
import { useProcessPresence } from './use-process-presence';

/** "Maria Lopez", "Maria Lopez and Sam Ode", "Maria Lopez, Sam Ode and 2 others". */
export function presenceSentence(people: readonly LivePerson[]): string {
  const names = people.map((p) => p.name);
  const verb = names.length === 1 ? 'has' : 'have';
  let who: string;
  if (names.length <= 2) who = names.join(' and ');
  else if (names.length === 3) who = `${names[0]}, ${names[1]} and ${names[2]}`;
  else who = `${names[0]}, ${names[1]} and ${names.length - 2} others`;
  return `${who} ${verb} this process open too.`;
}

function initials(name: string): string {
  const parts = name.trim().split(/\s+/);
  return (
    (parts[0]?.[0] ?? '') + (parts.length > 1 ? (parts[parts.length - 1]?.[0] ?? '') : '')
  ).toUpperCase();
}

/** Who else has the process open right now, on any instance; nothing when nobody does. */
export function PresenceBanner({ processId }: { processId: string }) {
  const people = useProcessPresence(processId);
  return (
    <div role="status" aria-live="polite" className="empty:hidden">
      {people.length > 0 ? (
        <div
          className="flex items-center gap-3 rounded-md border border-sky-200 bg-sky-50 px-3 py-2 text-sky-950 text-sm"
          data-testid="presence-banner"
        >
          <div className="-space-x-1.5 flex shrink-0" aria-hidden="true">
            {people.slice(0, 4).map((person) => (
              <span
                key={person.id ?? person.name}
                title={person.name}
                className="flex size-7 items-center justify-center rounded-full border-2 border-sky-50 bg-sky-700 font-semibold text-[11px] text-white"
              >
                {initials(person.name)}
              </span>
            ))}
          </div>
          <EyeIcon className="size-4 shrink-0 text-sky-700" aria-hidden="true" />
          <p>
            {presenceSentence(people)}{' '}
            <span className="text-sky-800">Their saves show up here as they happen.</span>
          </p>
        </div>
      ) : null}
    </div>
  );
}
