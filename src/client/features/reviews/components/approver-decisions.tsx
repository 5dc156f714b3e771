import type { ReviewApprover } from '@core/schemas/reviews';
import { CheckCircle2Icon, CircleDashedIcon, MessageSquareWarningIcon } from 'lucide-react';
import { formatDateTime } from '../../../lib/format';
import { cn } from '../../../lib/utils';

const DECISION = {
  approve: { icon: CheckCircle2Icon, text: 'Approved', className: 'text-emerald-700' },
  request_changes: { icon: MessageSquareWarningIcon, text: 'Requested changes', className: 'text-amber-700' },
  waiting: { icon: CircleDashedIcon, text: 'Waiting', className: 'text-slate-500' },
} as const;

/** Each approver with their decision (or "Waiting") and their comment. */
export function ApproverDecisions({
  approvers,
  compact = false,
}: {
  approvers: ReviewApprover[];
  compact?: boolean;
}) {
  return (
    <ul className={cn('flex flex-col', compact ? 'gap-1' : 'gap-2.5')}>
      {approvers.map((a) => {
        const d = DECISION[a.decision ?? 'waiting'];
        const Icon = d.icon;
        return (
          <li key={a.personId} className="flex items-start gap-2 text-sm" data-approver={a.name}>
            <Icon className={cn('mt-0.5 size-4 shrink-0', d.className)} aria-hidden="true" />
            <div className="min-w-0">
              <p>
                <span className="font-medium text-slate-900">{a.name}</span>
                <span className={cn('ml-1.5', d.className)}>{d.text}</span>
                {a.decidedAt && !compact ? (
                  <span className="ml-1.5 text-slate-500 text-xs">{formatDateTime(a.decidedAt)}</span>
                ) : null}
              </p>
              {a.comment ? <p className="mt-0.5 whitespace-pre-line text-slate-700">“{a.comment}”</p> : null}
            </div>
          </li>
        );
      })}
    </ul>
  );
}
