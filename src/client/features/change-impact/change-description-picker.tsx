import { CHANGE_DESCRIPTION_LABELS } from '@core/rules/change-impact-labels';
import { CHANGE_DESCRIPTIONS, type ChangeDescription } from '@core/schemas/change-impact';
import { ChevronDownIcon } from 'lucide-react';
import { DropdownMenu } from 'radix-ui';
import { useId } from 'react';
import { Badge } from '../../components/ui/badge';
import { DropdownMenuContent } from '../../components/ui/dropdown-menu';
import { CheckboxMark, CheckboxTick, SelectTriggerButton } from '../../components/ui/listbox-search';
import { HIGHLIGHTED_DESCRIPTION, isChangeDescription } from '../../lib/change-impact/labels';
import { cn } from '../../lib/utils';

/** A change description as a badge: Rule/Policy Change in red (spec §4), the others neutral. */
export function ChangeDescriptionBadge({ value }: { value: string }) {
  const known = isChangeDescription(value);
  return (
    <Badge variant={value === HIGHLIGHTED_DESCRIPTION ? 'danger' : 'neutral'} data-description={value}>
      {known ? CHANGE_DESCRIPTION_LABELS[value] : value.replaceAll('_', ' ')}
    </Badge>
  );
}

type ChangeDescriptionPickerProps = {
  /** The output the row assesses: names the control ("Change description for Signed quote"). */
  output: string;
  value: readonly string[];
  onChange: (next: ChangeDescription[]) => void;
};

/**
 * The multi-select of the eight change descriptions. The trigger shows the chosen values as
 * badges; the menu lists every value with a check box and stays open while ticking, so several
 * can be chosen in one go. Each value is held once, in the catalogue's order.
 */
export function ChangeDescriptionPicker({ output, value, onChange }: ChangeDescriptionPickerProps) {
  const labelId = useId();
  const triggerId = useId();
  const selected = new Set(value);

  const toggle = (description: ChangeDescription, checked: boolean) => {
    const next = new Set(value.filter(isChangeDescription));
    if (checked) next.add(description);
    else next.delete(description);
    onChange(CHANGE_DESCRIPTIONS.filter((d) => next.has(d)));
  };

  return (
    <DropdownMenu.Root modal={false}>
      <span id={labelId} className="sr-only">
        Change description for {output}
      </span>
      <DropdownMenu.Trigger asChild>
        <SelectTriggerButton id={triggerId} labelId={labelId} className="min-h-9 py-1">
          {value.length === 0 ? (
            <span className="text-slate-600">Select changes</span>
          ) : (
            <span className="flex min-w-0 flex-wrap gap-1">
              {value.map((v) => (
                <ChangeDescriptionBadge key={v} value={v} />
              ))}
            </span>
          )}
          <ChevronDownIcon className="size-4 shrink-0 text-slate-500" aria-hidden="true" />
        </SelectTriggerButton>
      </DropdownMenu.Trigger>
      <DropdownMenuContent
        align="start"
        className="min-w-(--radix-dropdown-menu-trigger-width) overflow-hidden"
      >
        <DropdownMenu.Label className="px-2 pt-1 pb-1.5 font-medium text-slate-600 text-xs">
          Change description · choose all that apply
        </DropdownMenu.Label>
        {CHANGE_DESCRIPTIONS.map((description) => {
          const checked = selected.has(description);
          return (
            <DropdownMenu.CheckboxItem
              key={description}
              checked={checked}
              onCheckedChange={(next) => toggle(description, next === true)}
              // Keep the menu open: several values are usually chosen together.
              onSelect={(event) => event.preventDefault()}
              className="flex cursor-default select-none items-center gap-2.5 rounded-sm py-1.5 pr-3 pl-2 text-sm outline-none data-[highlighted]:bg-slate-100"
            >
              <CheckboxMark checked={checked}>
                <DropdownMenu.ItemIndicator>
                  <CheckboxTick />
                </DropdownMenu.ItemIndicator>
              </CheckboxMark>
              <span className={cn(description === HIGHLIGHTED_DESCRIPTION && 'font-medium text-red-700')}>
                {CHANGE_DESCRIPTION_LABELS[description]}
              </span>
            </DropdownMenu.CheckboxItem>
          );
        })}
      </DropdownMenuContent>
    </DropdownMenu.Root>
  );
}
