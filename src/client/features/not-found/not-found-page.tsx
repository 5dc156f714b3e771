import { CompassIcon } from 'lucide-react';
import { Link } from 'wouter';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { paths } from '../../lib/paths';
import { useDocumentTitle } from '../../lib/use-document-title';

/** Any path the route table does not know. */
export function NotFoundPage() {
  useDocumentTitle('404 Page Not Found');
  return (
    <div className="flex justify-center pt-16">
      <Card className="flex w-full max-w-md flex-col gap-4 p-6">
        <div className="flex items-center gap-3">
          <CompassIcon className="size-6 text-red-600" aria-hidden="true" />
          <h1 className="font-semibold text-2xl text-slate-900">404 Page Not Found</h1>
        </div>
        <p className="text-slate-600 text-sm">Did you forget to add the page to the router?</p>
        <p className="text-slate-600 text-sm">
          The address{' '}
          <code className="rounded bg-slate-100 px-1 font-mono text-xs">{window.location.pathname}</code> does
          not match any screen of Process Map Repository.
        </p>
        <div>
          <Button asChild>
            <Link href={paths.dashboard()}>Back to Dashboard</Link>
          </Button>
        </div>
      </Card>
    </div>
  );
}
