import { statusLabel } from './status-badge';
import { Badge, type BadgeProps } from './ui/badge';

type ActionStyle = { label: string; variant: BadgeProps['variant']; dot: string };

/** How each audit action reads, as the Change Log and Version History show it. */
export const AUDIT_ACTIONS: Record<string, ActionStyle> = {
  create: { label: 'Created', variant: 'success', dot: 'bg-emerald-500 ring-emerald-200' },
  update: { label: 'Updated', variant: 'info', dot: 'bg-blue-500 ring-blue-200' },
  delete: { label: 'Deleted', variant: 'danger', dot: 'bg-red-500 ring-red-200' },
  import: { label: 'Imported', variant: 'brand', dot: 'bg-brand-500 ring-brand-200' },
};

/** "create" -> "Created"; unknown actions in words ("restore_all" -> "Restore All"). */
export function auditActionLabel(action: string): string {
  return AUDIT_ACTIONS[action]?.label ?? statusLabel(action);
}

export function AuditActionBadge({ action, className }: { action: string; className?: string }) {
  return (
    <Badge variant={AUDIT_ACTIONS[action]?.variant ?? 'neutral'} className={className}>
      {auditActionLabel(action)}
    </Badge>
  );
}
