import { type Person, ROLE_LABELS, ROLES, type Role } from '@core/schemas/people';
import { LogOutIcon } from 'lucide-react';
import { useState } from 'react';
import { useChangeRole, useEndSessions } from '../../api/people/people';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '../../components/ui/select';
import { toast } from '../../components/ui/use-toast';
import { errorMessage } from '../../lib/api-client';
import { plural } from '../../lib/format';
import { formatRelativeTime } from '../../lib/relative-time';
import { runMutation } from '../../lib/run-mutation';

/** One person on the admin screen: their role (changed here) and their sessions (ended here). */
export function PersonRow({ person, isSelf }: { person: Person; isSelf: boolean }) {
  const changeRole = useChangeRole();
  const endSessions = useEndSessions();
  const [confirming, setConfirming] = useState<'lower' | 'end' | null>(null);
  const [pendingRole, setPendingRole] = useState<Role | null>(null);

  const applyRole = (role: Role) =>
    runMutation(
      changeRole,
      { id: person.id, role },
      {
        onSuccess: (updated) =>
          toast({
            title: 'Role Changed',
            description: `${updated.name} is now ${ROLE_LABELS[updated.role]}.`,
          }),
        onError: (err) =>
          toast({ title: 'Role Not Changed', description: errorMessage(err), variant: 'destructive' }),
        onSettled: () => setConfirming(null),
      },
    );

  const onRoleChange = (value: string) => {
    const role = value as Role;
    if (role === person.role) return;
    // A lower role signs the person out: that deserves a question first.
    if (ROLES.indexOf(role) < ROLES.indexOf(person.role) && person.activeSessions > 0) {
      setPendingRole(role);
      setConfirming('lower');
    } else applyRole(role);
  };

  const end = () =>
    runMutation(endSessions, person.id, {
      onSuccess: ({ endedSessions }) =>
        toast({
          title: 'Signed Out',
          description: `${person.name}: ${plural(endedSessions, 'session')} ended.`,
        }),
      onError: (err) =>
        toast({ title: 'Sessions Not Ended', description: errorMessage(err), variant: 'destructive' }),
      onSettled: () => setConfirming(null),
    });

  return (
    <tr className="border-slate-100 border-t align-middle">
      <th scope="row" className="px-4 py-3 text-left font-normal">
        <p className="font-medium text-slate-900">
          {person.name}
          {isSelf ? <span className="ml-1.5 font-normal text-slate-500 text-xs">(you)</span> : null}
        </p>
        {person.email ? <p className="text-slate-600 text-xs">{person.email}</p> : null}
        {/* How they sign in sits under the name, so the table fits a small laptop without scrolling. */}
        <Badge className="mt-1" variant={person.signIn === 'sso' ? 'info' : 'neutral'}>
          {person.signIn === 'sso' ? 'Company sign-in' : 'Access code'}
        </Badge>
      </th>
      <td className="px-4 py-3">
        <Select value={person.role} onValueChange={onRoleChange} disabled={changeRole.isPending}>
          <SelectTrigger className="w-36" aria-label={`Role of ${person.name}`}>
            <SelectValue />
          </SelectTrigger>
          <SelectContent>
            {ROLES.map((role) => (
              <SelectItem key={role} value={role}>
                {ROLE_LABELS[role]}
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
      </td>
      <td className="whitespace-nowrap px-4 py-3 text-slate-700 text-sm">
        {person.lastSeenAt ? (
          <time dateTime={person.lastSeenAt} title={new Date(person.lastSeenAt).toLocaleString()}>
            {formatRelativeTime(person.lastSeenAt)}
          </time>
        ) : (
          'Never'
        )}
      </td>
      <td className="px-4 py-3 text-slate-700 text-sm tabular-nums">{person.activeSessions}</td>
      <td className="px-4 py-3 text-right">
        <Button
          variant="outline"
          size="sm"
          disabled={person.activeSessions === 0 || endSessions.isPending}
          onClick={() => setConfirming('end')}
        >
          <LogOutIcon aria-hidden="true" />
          End Sessions<span className="sr-only"> of {person.name}</span>
        </Button>
        <ConfirmDialog
          open={confirming !== null}
          onOpenChange={(open) => (open ? undefined : setConfirming(null))}
          title={confirming === 'end' ? `Sign Out ${person.name}?` : `Lower the Role of ${person.name}?`}
          description={
            confirming === 'end'
              ? `Ends ${plural(person.activeSessions, 'session')} on every device. What they typed but did not save is kept in their browser until they sign in again.`
              : `${person.name} becomes ${pendingRole ? ROLE_LABELS[pendingRole] : ''} and is signed out of ${plural(person.activeSessions, 'session')}; the new role applies when they sign in again.`
          }
          confirmLabel={confirming === 'end' ? 'End Sessions' : 'Lower Role'}
          busyLabel={confirming === 'end' ? 'Ending...' : 'Saving...'}
          busy={changeRole.isPending || endSessions.isPending}
          onConfirm={() => (confirming === 'end' ? end() : pendingRole && applyRole(pendingRole))}
        />
      </td>
    </tr>
  );
}
