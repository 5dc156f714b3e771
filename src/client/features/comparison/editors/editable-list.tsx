import { ArrowDownIcon, ArrowUpIcon, GripVerticalIcon, PlusIcon, Trash2Icon } from 'lucide-react';
import type * as React from 'react';
import { useEffect, useId, useRef, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { cn } from '../../../lib/utils';
import { capitalise, dropIndex, keyboardMove, moveAnnouncement } from './editable-list.model';

export interface EditableListProps {
  /** The list's visible name ("Suppliers"). */
  label: string;
  /** One line of help under the name. */
  hint?: string;
  /** One item, lower case ("supplier"): names the buttons, rows and announcements. */
  noun: string;
  /** Stable keys of the items in order (react-hook-form's field ids). */
  itemKeys: readonly string[];
  /** An item's text for announcements ("Vendor"); may be blank. */
  describeItem: (index: number) => string;
  onAdd: () => void;
  onRemove: (index: number) => void;
  onMove: (from: number, to: number) => void;
  /** The item's fields; `label` is "Supplier 2", for the fields' accessible names. */
  renderItem: (index: number, label: string) => React.ReactNode;
  /** Shown when the list is empty. */
  emptyText?: string;
  /** `row`: one line per item (texts); `card`: a bordered block per item (steps, systems). */
  layout?: 'row' | 'card';
  /** A list inside another list's item is drawn smaller. */
  nested?: boolean;
  /** The name is read by screen readers only (a section heading above already says it). */
  hideLabel?: boolean;
  className?: string;
}

type DropMark = { index: number; after: boolean } | null;

const FOCUSABLE = 'input, textarea, select, button[role="combobox"]';

/**
 * A list the user edits in place: add, remove and reorder items. Reordering works by dragging an
 * item's handle (native HTML5 drag and drop), by the visible Move up / Move down buttons, and by
 * Alt+ArrowUp / Alt+ArrowDown anywhere in an item; each move keeps the focus where it was and is
 * announced in a live region.
 */
export function EditableList({
  label,
  hint,
  noun,
  itemKeys,
  describeItem,
  onAdd,
  onRemove,
  onMove,
  renderItem,
  emptyText,
  layout = 'row',
  nested = false,
  hideLabel = false,
  className,
}: EditableListProps) {
  const id = useId();
  const labelId = `${id}-label`;
  const hintId = `${id}-hint`;
  const keysHintId = `${id}-keys`;
  const listRef = useRef<HTMLOListElement>(null);
  const addRef = useRef<HTMLButtonElement>(null);
  const [announcement, setAnnouncement] = useState('');
  const [armed, setArmed] = useState<string | null>(null);
  const [drop, setDrop] = useState<DropMark>(null);
  const dragFrom = useRef<number | null>(null);
  const pendingFocus = useRef<{ kind: 'added' } | { kind: 'removed'; index: number } | null>(null);
  const count = itemKeys.length;
  const Noun = capitalise(noun);

  const rows = () => [...(listRef.current?.querySelectorAll<HTMLLIElement>(':scope > li') ?? [])];

  // After an add or a remove, put the focus somewhere sensible (never on <body>).
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the number of items changes
  useEffect(() => {
    const pending = pendingFocus.current;
    pendingFocus.current = null;
    if (!pending) return;
    const items = rows();
    if (pending.kind === 'added') {
      items.at(-1)?.querySelector<HTMLElement>(FOCUSABLE)?.focus();
    } else if (items.length === 0) {
      addRef.current?.focus();
    } else {
      const row = items[Math.min(pending.index, items.length - 1)];
      row?.querySelector<HTMLElement>('[data-list-action="remove"]')?.focus();
    }
  }, [count]);

  const move = (from: number, to: number) => {
    if (to < 0 || to >= count || from === to) return;
    const active = document.activeElement as HTMLElement | null;
    const text = describeItem(from);
    onMove(from, to);
    setAnnouncement(moveAnnouncement(noun, text, to, count));
    requestAnimationFrame(() => {
      if (!active?.isConnected) return;
      // The moved row keeps its DOM nodes; a move button that is now disabled hands over to its twin.
      if (active instanceof HTMLButtonElement && active.disabled) {
        const twin = active.dataset.listAction === 'up' ? 'down' : 'up';
        active.closest('li')?.querySelector<HTMLElement>(`[data-list-action="${twin}"]`)?.focus();
      } else if (document.activeElement !== active) {
        active.focus();
      }
    });
  };

  const add = () => {
    pendingFocus.current = { kind: 'added' };
    onAdd();
    setAnnouncement(`${Noun} ${count + 1} added.`);
  };

  const remove = (index: number) => {
    const text = describeItem(index).trim();
    pendingFocus.current = { kind: 'removed', index };
    onRemove(index);
    setAnnouncement(`${Noun}${text ? ` "${text}"` : ` ${index + 1}`} removed.`);
  };

  const endDrag = () => {
    dragFrom.current = null;
    setArmed(null);
    setDrop(null);
  };

  return (
    <div
      role="group"
      aria-labelledby={labelId}
      aria-describedby={hint ? hintId : undefined}
      className={cn('flex min-w-0 flex-col gap-2', className)}
    >
      <div className={cn('flex items-baseline justify-between gap-3', hideLabel && !hint && 'sr-only')}>
        <div className="min-w-0">
          <p
            id={labelId}
            className={cn(
              'font-medium text-slate-800',
              nested ? 'text-xs' : 'text-sm',
              hideLabel && 'sr-only',
            )}
          >
            {label}
            <span className="ml-1.5 font-normal text-slate-500 text-xs tabular-nums">
              <span className="sr-only">, </span>
              {count === 1 ? `1 ${noun}` : `${count} items`}
            </span>
          </p>
          {hint ? (
            <p id={hintId} className="mt-0.5 text-slate-600 text-xs">
              {hint}
            </p>
          ) : null}
        </div>
      </div>
      <p id={keysHintId} className="sr-only">
        Press Alt+Arrow Up or Alt+Arrow Down to move this {noun}.
      </p>

      {count === 0 ? (
        <p
          className={cn(
            'rounded-md border border-slate-200 border-dashed px-3 text-slate-500',
            nested ? 'py-2 text-xs' : 'py-3 text-sm',
          )}
        >
          {emptyText ?? `No ${noun} yet.`}
        </p>
      ) : (
        <ol ref={listRef} className={cn('flex flex-col', layout === 'card' ? 'gap-3' : 'gap-1.5')}>
          {itemKeys.map((key, index) => {
            const itemLabel = `${Noun} ${index + 1}`;
            return (
              <li
                key={key}
                draggable={armed === key}
                onDragStart={(e) => {
                  dragFrom.current = index;
                  e.dataTransfer.effectAllowed = 'move';
                  e.dataTransfer.setData('text/plain', describeItem(index) || itemLabel);
                  e.stopPropagation();
                }}
                onDragEnd={endDrag}
                onDragOver={(e) => {
                  // A drag from another list (an outer or inner one) is not ours to take.
                  if (dragFrom.current === null) return;
                  e.preventDefault();
                  e.stopPropagation();
                  e.dataTransfer.dropEffect = 'move';
                  const box = e.currentTarget.getBoundingClientRect();
                  const after = e.clientY > box.top + box.height / 2;
                  if (drop?.index !== index || drop.after !== after) setDrop({ index, after });
                }}
                onDrop={(e) => {
                  if (dragFrom.current === null) return;
                  e.preventDefault();
                  e.stopPropagation();
                  const from = dragFrom.current;
                  const to = drop ? dropIndex(from, drop.index, drop.after) : null;
                  endDrag();
                  if (to !== null) move(from, to);
                }}
                className={cn(
                  'relative rounded-md',
                  layout === 'card' && 'border border-slate-200 bg-white',
                  armed === key && 'opacity-60',
                )}
              >
                {drop?.index === index ? (
                  <span
                    aria-hidden="true"
                    className={cn(
                      'pointer-events-none absolute inset-x-0 z-10 h-0.5 rounded-full bg-brand-600',
                      drop.after
                        ? layout === 'card'
                          ? '-bottom-2'
                          : '-bottom-1'
                        : layout === 'card'
                          ? '-top-2'
                          : '-top-1',
                    )}
                  />
                ) : null}
                <div
                  role="group"
                  aria-label={`${itemLabel} of ${count}`}
                  aria-describedby={keysHintId}
                  onKeyDown={(e) => {
                    const step = keyboardMove(e);
                    if (step === null) return;
                    e.preventDefault();
                    e.stopPropagation();
                    move(index, index + step);
                  }}
                  className={cn('flex items-start gap-1.5', layout === 'card' && 'p-3')}
                >
                  <span
                    aria-hidden="true"
                    title={`Drag to move this ${noun}`}
                    onPointerDown={() => setArmed(key)}
                    onPointerUp={() => setArmed(null)}
                    className={cn(
                      'flex shrink-0 cursor-grab touch-none items-center justify-center rounded text-slate-400 hover:bg-slate-100 hover:text-slate-700 active:cursor-grabbing',
                      nested ? 'h-8 w-4' : 'h-9 w-5',
                    )}
                  >
                    <GripVerticalIcon className="size-4" />
                  </span>
                  <span
                    aria-hidden="true"
                    className={cn(
                      'flex shrink-0 items-center justify-end text-slate-500 text-xs tabular-nums',
                      nested ? 'h-8 w-4' : 'h-9 w-5',
                    )}
                  >
                    {index + 1}.
                  </span>
                  <div className="min-w-0 flex-1">{renderItem(index, itemLabel)}</div>
                  <div className={cn('flex shrink-0 items-center', nested ? 'h-8' : 'h-9')}>
                    <ItemButton
                      action="up"
                      label={`Move ${noun} ${index + 1} up`}
                      disabled={index === 0}
                      onClick={() => move(index, index - 1)}
                    >
                      <ArrowUpIcon />
                    </ItemButton>
                    <ItemButton
                      action="down"
                      label={`Move ${noun} ${index + 1} down`}
                      disabled={index === count - 1}
                      onClick={() => move(index, index + 1)}
                    >
                      <ArrowDownIcon />
                    </ItemButton>
                    <ItemButton
                      action="remove"
                      label={`Remove ${noun} ${index + 1}`}
                      onClick={() => remove(index)}
                      className="hover:bg-red-50 hover:text-red-700"
                    >
                      <Trash2Icon />
                    </ItemButton>
                  </div>
                </div>
              </li>
            );
          })}
        </ol>
      )}

      <div className="flex flex-wrap items-center justify-between gap-2">
        <Button
          ref={addRef}
          variant="outline"
          size="sm"
          onClick={add}
          className={cn('self-start', nested && 'h-7 px-2 text-xs')}
        >
          <PlusIcon aria-hidden="true" />
          Add {noun}
        </Button>
        {count > 1 && !nested ? (
          <p className="text-slate-500 text-xs" aria-hidden="true">
            Drag <GripVerticalIcon className="inline size-3.5 align-[-2px]" /> or press Alt+↑ / Alt+↓ to
            reorder
          </p>
        ) : null}
      </div>
      <p aria-live="polite" className="sr-only">
        {announcement}
      </p>
    </div>
  );
}

function ItemButton({
  action,
  label,
  className,
  ...props
}: React.ComponentProps<'button'> & { action: 'up' | 'down' | 'remove'; label: string }) {
  return (
    <button
      type="button"
      data-list-action={action}
      aria-label={label}
      title={label}
      className={cn(
        'flex size-7 items-center justify-center rounded-md text-slate-500 transition-colors hover:bg-slate-100 hover:text-slate-900 disabled:pointer-events-none disabled:opacity-35 [&_svg]:size-3.5',
        className,
      )}
      {...props}
    />
  );
}
