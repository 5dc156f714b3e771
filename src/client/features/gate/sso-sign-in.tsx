import { Building2Icon } from 'lucide-react';
import { buttonVariants } from '../../components/ui/button';
import { cn } from '../../lib/utils';

/** The server's answers to a company sign-in that did not end in a session (`/?signin=…`). */
const SSO_FAILURES: Record<string, string> = {
  refused: 'Your company sign-in was refused or cancelled. Try again, or ask your administrator for access.',
  failed: 'Your company sign-in could not be completed. Please try again.',
  expired: 'The company sign-in took too long. Please try again.',
};

export function ssoFailureMessage(search: string): string | null {
  const reason = new URLSearchParams(search).get('signin');
  return reason ? (SSO_FAILURES[reason] ?? SSO_FAILURES.failed!) : null;
}

/** "Sign in with {company}": a plain link, since the identity provider's page replaces the app. */
export function SsoSignIn({
  companyName,
  error,
  divider,
}: {
  companyName: string | undefined;
  error: string | null;
  divider: boolean;
}) {
  return (
    <div className="mb-4 flex flex-col gap-3">
      {error ? (
        <p role="alert" className="rounded-md bg-red-50 px-3 py-2 text-red-800 text-sm">
          {error}
        </p>
      ) : null}
      <a href="/api/auth/oidc/start" className={cn(buttonVariants({ variant: 'outline' }), 'w-full')}>
        <Building2Icon aria-hidden="true" />
        Sign in with {companyName || 'your company account'}
      </a>
      {divider ? (
        <div className="flex items-center gap-3 text-slate-500 text-xs">
          <span className="h-px flex-1 bg-slate-200" />
          or with an access code
          <span className="h-px flex-1 bg-slate-200" />
        </div>
      ) : null}
    </div>
  );
}
