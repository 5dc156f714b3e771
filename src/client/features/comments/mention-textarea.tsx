import { findMentions, mentionQueryAt } from '@core/rules/mentions';
import { useId, useMemo, useRef, useState } from 'react';
import { usePeople } from '../../api/people/people';
import { Textarea } from '../../components/ui/textarea';
import { cn } from '../../lib/utils';

const MAX_SUGGESTIONS = 6;

/**
 * A comment box that offers people while an `@name` is typed: arrows pick, Enter or Tab takes the
 * name, Escape closes the list. The text stays plain (`@Maria Lopez`); the server finds the names.
 */
export function MentionTextarea({
  value,
  onChange,
  onSubmit,
  label,
  placeholder,
  autoFocus,
  disabled,
}: {
  value: string;
  onChange: (value: string) => void;
  /** Ctrl/Cmd+Enter. */
  onSubmit: () => void;
  label: string;
  placeholder?: string;
  autoFocus?: boolean;
  disabled?: boolean;
}) {
  const people = usePeople();
  const listId = useId();
  const ref = useRef<HTMLTextAreaElement>(null);
  const [caret, setCaret] = useState(0);
  const [active, setActive] = useState(0);
  const [dismissedAt, setDismissedAt] = useState<number | null>(null);

  const query = mentionQueryAt(value, caret);
  const suggestions = useMemo(() => {
    if (!query || !people.data) return [];
    const q = query.query.toLowerCase();
    return people.data
      .filter(
        (p) =>
          p.name
            .toLowerCase()
            .split(/\s+/)
            .some((w) => w.startsWith(q)) || p.name.toLowerCase().startsWith(q),
      )
      .slice(0, MAX_SUGGESTIONS);
  }, [query, people.data]);
  const open = suggestions.length > 0 && query !== null && dismissedAt !== query.start;
  const activeIndex = Math.min(active, suggestions.length - 1);

  const take = (name: string) => {
    if (!query) return;
    const before = value.slice(0, query.start);
    const after = value.slice(caret);
    const inserted = `@${name} `;
    onChange(before + inserted + after.replace(/^ /, ''));
    const next = before.length + inserted.length;
    setCaret(next);
    setActive(0);
    requestAnimationFrame(() => {
      ref.current?.focus();
      ref.current?.setSelectionRange(next, next);
    });
  };

  const onKeyDown = (e: React.KeyboardEvent<HTMLTextAreaElement>) => {
    if (open) {
      if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
        e.preventDefault();
        const step = e.key === 'ArrowDown' ? 1 : -1;
        setActive((activeIndex + step + suggestions.length) % suggestions.length);
        return;
      }
      if (e.key === 'Enter' || e.key === 'Tab') {
        e.preventDefault();
        take(suggestions[activeIndex]!.name);
        return;
      }
      if (e.key === 'Escape') {
        // Closes the list only, not the panel around it.
        e.preventDefault();
        e.stopPropagation();
        setDismissedAt(query?.start ?? null);
        return;
      }
    }
    if (e.key === 'Enter' && (e.ctrlKey || e.metaKey)) {
      e.preventDefault();
      onSubmit();
    }
  };

  const mentioned = people.data ? findMentions(value, people.data) : [];

  return (
    <div className="relative">
      <Textarea
        ref={ref}
        aria-label={label}
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={open}
        aria-controls={open ? listId : undefined}
        aria-activedescendant={open ? `${listId}-${activeIndex}` : undefined}
        value={value}
        placeholder={placeholder}
        autoFocus={autoFocus}
        disabled={disabled}
        className="min-h-20 text-sm"
        onChange={(e) => {
          onChange(e.target.value);
          setCaret(e.target.selectionStart);
          setActive(0);
        }}
        onSelect={(e) => setCaret(e.currentTarget.selectionStart)}
        onKeyDown={onKeyDown}
      />
      {open ? (
        <div
          id={listId}
          role="listbox"
          aria-label="People to mention"
          className="absolute inset-x-0 top-full z-10 mt-1 max-h-56 overflow-y-auto rounded-md border border-slate-200 bg-white py-1 shadow-lg"
        >
          {suggestions.map((p, i) => (
            <div
              key={p.id}
              tabIndex={-1}
              id={`${listId}-${i}`}
              role="option"
              aria-selected={i === activeIndex}
              className={cn(
                'flex cursor-pointer items-center justify-between gap-3 px-3 py-1.5 text-sm',
                i === activeIndex ? 'bg-brand-50 text-brand-900' : 'text-slate-800',
              )}
              // Keeps the focus in the box: a click takes the name like Enter.
              onMouseDown={(e) => {
                e.preventDefault();
                take(p.name);
              }}
              onMouseEnter={() => setActive(i)}
            >
              <span className="flex items-center gap-2">
                <Initials name={p.name} />
                {p.name}
              </span>
              <span className="text-slate-500 text-xs capitalize">{p.role}</span>
            </div>
          ))}
        </div>
      ) : null}
      {mentioned.length > 0 ? (
        <p className="mt-1 text-slate-600 text-xs">Notifies {mentioned.map((p) => p.name).join(', ')}</p>
      ) : null}
    </div>
  );
}

export function Initials({ name, className }: { name: string; className?: string }) {
  const letters = name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((w) => w[0]!.toUpperCase())
    .join('');
  return (
    <span
      aria-hidden="true"
      className={cn(
        'inline-flex size-6 shrink-0 items-center justify-center rounded-full bg-brand-100 font-semibold text-[10px] text-brand-800',
        className,
      )}
    >
      {letters || '?'}
    </span>
  );
}
