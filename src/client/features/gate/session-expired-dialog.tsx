import { useQueryClient } from '@tanstack/react-query';
import { Building2Icon, LoaderCircleIcon } from 'lucide-react';
import { Dialog } from 'radix-ui';
import { type FormEvent, useId, useState } from 'react';
import { getSession, type Session, sessionQueryOptions, signedOutSession } from '../../api/auth/get-session';
import { login } from '../../api/auth/login';
import { Button, buttonVariants } from '../../components/ui/button';
import { Input } from '../../components/ui/input';
import { FieldAlert, Label } from '../../components/ui/label';
import { errorMessage, errorStatus } from '../../lib/api-client';
import { rememberedPerson, rememberPerson } from '../../lib/remembered-person';
import { clearSessionExpired } from '../../lib/session-expiry';
import { cn } from '../../lib/utils';

/**
 * Over the page when the session ended under it: sign in again here and carry on, since the page
 * (an open editor with its typed text) stays as it was. With single sign-on the company's page
 * opens in a new tab, so this one is not navigated away from.
 */
export function SessionExpiredDialog({ session }: { session: Session }) {
  const queryClient = useQueryClient();
  const id = useId();
  const [name, setName] = useState(() => session.person?.name ?? rememberedPerson().name);
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const sso = session.person?.sso ?? (session.sso && !session.accessCodes);

  const resume = async () => {
    const fresh = await getSession();
    if (!fresh.authenticated) return false;
    queryClient.setQueryData(sessionQueryOptions().queryKey, fresh);
    clearSessionExpired();
    // What failed while signed out is read again; mutations are left to the person to repeat.
    await queryClient.invalidateQueries({
      predicate: (q) => q.queryKey[0] !== sessionQueryOptions().queryKey[0],
    });
    return true;
  };

  const signInWithCode = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy || !code.trim() || !name.trim()) return;
    setBusy(true);
    setError(null);
    try {
      const email = session.person?.email ?? rememberedPerson().email;
      await login({ accessCode: code.trim(), name: name.trim(), email });
      rememberPerson({ name, email });
      await resume();
    } catch (err) {
      setError(
        errorStatus(err) === 401
          ? 'Invalid access code. Please check your code and try again.'
          : errorMessage(err),
      );
    } finally {
      setBusy(false);
    }
  };

  const continueAfterSso = async () => {
    setBusy(true);
    setError(null);
    try {
      if (!(await resume()))
        setError('Not signed in yet: finish the company sign-in in the other tab, then continue.');
    } catch (err) {
      setError(errorMessage(err));
    } finally {
      setBusy(false);
    }
  };

  const signOut = () => {
    clearSessionExpired();
    queryClient.setQueryData(sessionQueryOptions().queryKey, signedOutSession(session));
  };

  return (
    <Dialog.Root open>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-slate-950/40" />
        <Dialog.Content
          onEscapeKeyDown={(e) => e.preventDefault()}
          onPointerDownOutside={(e) => e.preventDefault()}
          className="fixed top-1/2 left-1/2 z-50 grid w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 gap-4 rounded-lg border border-slate-200 bg-white p-6 shadow-lg"
        >
          <div className="flex flex-col gap-1.5">
            <Dialog.Title className="font-semibold text-lg text-slate-900">Sign In Again</Dialog.Title>
            <Dialog.Description className="text-slate-600 text-sm">
              Your session has ended. Sign in again to carry on: this page stays as it is, with anything you
              have typed, so you can save it afterwards.
            </Dialog.Description>
          </div>
          {sso ? (
            <div className="flex flex-col gap-3">
              <a
                href="/api/auth/oidc/start"
                target="_blank"
                rel="noopener"
                className={cn(buttonVariants({ variant: 'outline' }), 'w-full')}
              >
                <Building2Icon aria-hidden="true" />
                Sign in with {session.companyName || 'your company account'}
              </a>
              <Button onClick={continueAfterSso} disabled={busy}>
                {busy ? <LoaderCircleIcon className="animate-spin" aria-hidden="true" /> : null}I Have Signed
                In, Continue
              </Button>
              <FieldAlert id={`${id}-error`}>{error}</FieldAlert>
            </div>
          ) : (
            <form noValidate onSubmit={signInWithCode} className="flex flex-col gap-3">
              <div className="flex flex-col gap-2">
                <Label htmlFor={`${id}-name`}>Your Name</Label>
                <Input
                  id={`${id}-name`}
                  value={name}
                  onChange={(e) => setName(e.target.value)}
                  disabled={busy}
                />
              </div>
              <div className="flex flex-col gap-2">
                <Label htmlFor={`${id}-code`}>Access Code</Label>
                <Input
                  id={`${id}-code`}
                  type="password"
                  autoComplete="off"
                  autoFocus
                  value={code}
                  onChange={(e) => {
                    setCode(e.target.value);
                    setError(null);
                  }}
                  disabled={busy}
                  aria-invalid={error ? true : undefined}
                  aria-describedby={error ? `${id}-error` : undefined}
                />
                <FieldAlert id={`${id}-error`}>{error}</FieldAlert>
              </div>
              <Button type="submit" disabled={busy || !code.trim() || !name.trim()}>
                {busy ? <LoaderCircleIcon className="animate-spin" aria-hidden="true" /> : null}
                {busy ? 'Signing in...' : 'Sign In and Continue'}
              </Button>
            </form>
          )}
          <Button variant="ghost" size="sm" className="justify-self-start" onClick={signOut} disabled={busy}>
            Sign out instead
          </Button>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
