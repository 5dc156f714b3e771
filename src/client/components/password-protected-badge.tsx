import { LockIcon } from 'lucide-react';
import { cn } from '../lib/utils';
import { Badge } from './ui/badge';

/** Marks a listed file that is encrypted with a password: it has no preview, only a download. */
export function PasswordProtectedBadge({ className }: { className?: string }) {
  return (
    <Badge
      variant="warning"
      className={cn('gap-1', className)}
      title="Encrypted with a password: download it and open it with its password."
    >
      <LockIcon aria-hidden="true" />
      Password-protected
    </Badge>
  );
}
