import { Button } from '../../components/ui/button';
import { MentionTextarea } from './mention-textarea';

/** The one way a comment is written: a new thread, a reply, or an edit of your own text. */
export function CommentComposer({
  label,
  placeholder,
  value,
  onChange,
  onSubmit,
  onCancel,
  submitLabel,
  busyLabel,
  busy,
  autoFocus,
}: {
  label: string;
  placeholder?: string;
  value: string;
  onChange: (value: string) => void;
  onSubmit: () => void;
  /** Shown as Cancel when given. */
  onCancel?: () => void;
  submitLabel: string;
  busyLabel: string;
  busy: boolean;
  autoFocus?: boolean;
}) {
  return (
    <div className="flex flex-col gap-2">
      <MentionTextarea
        label={label}
        placeholder={placeholder}
        value={value}
        onChange={onChange}
        onSubmit={onSubmit}
        autoFocus={autoFocus}
        disabled={busy}
      />
      <div className="flex justify-end gap-2">
        {onCancel ? (
          <Button size="sm" variant="ghost" onClick={onCancel}>
            Cancel
          </Button>
        ) : null}
        <Button size="sm" onClick={onSubmit} disabled={busy || !value.trim()}>
          {busy ? busyLabel : submitLabel}
        </Button>
      </div>
    </div>
  );
}
