import { useQueryClient } from '@tanstack/react-query';
import { LoaderCircleIcon, LockKeyholeIcon } from 'lucide-react';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { useLocation, useSearch } from 'wouter';
import { forgetSessionData, type Session } from '../../api/auth/get-session';
import { useLogin } from '../../api/auth/login';
import { LogoMark } from '../../components/logo-mark';
import { Button } from '../../components/ui/button';
import { Input } from '../../components/ui/input';
import { FieldAlert, Label } from '../../components/ui/label';
import { errorMessage, errorStatus } from '../../lib/api-client';
import { paths } from '../../lib/paths';
import { rememberedPerson, rememberPerson } from '../../lib/remembered-person';
import { runMutation } from '../../lib/run-mutation';
import { SsoSignIn, ssoFailureMessage } from './sso-sign-in';

/**
 * The inline message for a failed check. The 401 text is the shared constant; its module is
 * loaded on demand because it brings zod along, which the first paint does not need.
 */
async function failureMessage(err: unknown): Promise<string> {
  const status = errorStatus(err);
  if (status === 401) {
    try {
      const { INVALID_ACCESS_CODE_MESSAGE } = await import('@core/schemas/auth');
      return INVALID_ACCESS_CODE_MESSAGE;
    } catch {
      return errorMessage(err);
    }
  }
  if (status === 429) return errorMessage(err, 'Too many attempts. Please wait a moment and try again.');
  if (status === 400) return errorMessage(err);
  return errorMessage(err, 'The access code could not be checked. Please try again.');
}

/** The only screen without a session, whatever the URL (the URL is kept). */
export function GatePage({ session }: { session: Session | undefined }) {
  const [, navigate] = useLocation();
  const search = useSearch();
  const queryClient = useQueryClient();
  const [person, setPerson] = useState(rememberedPerson);
  const [accessCode, setAccessCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const codeRef = useRef<HTMLInputElement>(null);
  const nameRef = useRef<HTMLInputElement>(null);
  const loginMutation = useLogin({ onAuthenticated: () => navigate(paths.dashboardAlias()) });
  const fieldId = useId();
  const errorId = `${fieldId}-error`;

  // Nothing a previous session loaded may show after the next sign-in.
  useEffect(() => forgetSessionData(queryClient), [queryClient]);

  const busy = loginMutation.isPending;
  const company = session?.companyName?.trim();
  const submitLabel = company ? `Enter ${company} Access Portal` : 'Enter Access Portal';
  const codes = session?.accessCodes ?? true;
  const ssoError = ssoFailureMessage(search);
  const ready = Boolean(accessCode.trim() && person.name.trim());

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy || !ready) return;
    setError(null);
    const input = { accessCode: accessCode.trim(), name: person.name.trim(), email: person.email.trim() };
    void runMutation(loginMutation, input, {
      onSuccess: () => rememberPerson(input),
      onError: async (err) => {
        setError(await failureMessage(err));
        const field = errorStatus(err) === 400 ? nameRef.current : codeRef.current;
        field?.focus();
        field?.select();
      },
    });
  };

  const edit = (field: keyof typeof person) => (e: React.ChangeEvent<HTMLInputElement>) => {
    setPerson((p) => ({ ...p, [field]: e.target.value }));
    if (error) setError(null);
  };

  return (
    <main className="flex min-h-screen items-center justify-center bg-slate-50 px-4 py-10">
      <div className="flex w-full max-w-sm flex-col items-center gap-6">
        <div className="flex flex-col items-center gap-3 text-center">
          <LogoMark className="size-11 rounded-lg" />
          <div>
            <h1 className="font-semibold text-2xl text-slate-900 tracking-tight">Process Map Repository</h1>
            <p className="mt-1 text-slate-600 text-sm">OCM: Business Process Change Tracker</p>
          </div>
        </div>

        <div className="w-full rounded-lg border border-slate-200 bg-white p-6 shadow-xs">
          <div className="mb-5 flex items-start gap-3">
            <span className="flex size-9 shrink-0 items-center justify-center rounded-full bg-brand-50 text-brand-700">
              <LockKeyholeIcon className="size-4" aria-hidden="true" />
            </span>
            <div>
              <h2 className="font-semibold text-base text-slate-900">Secure Access Required</h2>
              <p className="text-slate-600 text-xs">
                {codes
                  ? 'Enter your name and the access code shared with your team.'
                  : 'Sign in with your company account.'}
              </p>
            </div>
          </div>

          {session?.sso ? <SsoSignIn companyName={company} error={ssoError} divider={codes} /> : null}

          {codes ? (
            <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4">
              <div className="flex flex-col gap-2">
                <Label htmlFor={`${fieldId}-name`}>Your Name</Label>
                <Input
                  ref={nameRef}
                  id={`${fieldId}-name`}
                  name="name"
                  autoComplete="name"
                  autoFocus={!person.name}
                  value={person.name}
                  onChange={edit('name')}
                  disabled={busy}
                  maxLength={200}
                />
              </div>
              <div className="flex flex-col gap-2">
                <Label htmlFor={`${fieldId}-email`}>
                  Email <span className="font-normal text-slate-500">(optional)</span>
                </Label>
                <Input
                  id={`${fieldId}-email`}
                  type="email"
                  name="email"
                  autoComplete="email"
                  value={person.email}
                  onChange={edit('email')}
                  disabled={busy}
                />
              </div>
              <div className="flex flex-col gap-2">
                <Label htmlFor={fieldId}>Access Code</Label>
                <Input
                  ref={codeRef}
                  id={fieldId}
                  type="password"
                  name="accessCode"
                  autoComplete="off"
                  autoCapitalize="off"
                  spellCheck={false}
                  autoFocus={Boolean(person.name)}
                  value={accessCode}
                  onChange={(e) => {
                    setAccessCode(e.target.value);
                    if (error) setError(null);
                  }}
                  disabled={busy}
                  aria-invalid={error ? true : undefined}
                  aria-describedby={error ? errorId : undefined}
                />
                <FieldAlert id={errorId}>{error}</FieldAlert>
              </div>
              <Button type="submit" className="w-full" disabled={busy || !ready}>
                {busy ? <LoaderCircleIcon className="animate-spin" aria-hidden="true" /> : null}
                {busy ? 'Validating...' : submitLabel}
              </Button>
            </form>
          ) : null}
        </div>
      </div>
    </main>
  );
}
