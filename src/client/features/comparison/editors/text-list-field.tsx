import { useFieldArray, useFormContext } from 'react-hook-form';
import { EditableList } from './editable-list';
import { FormField } from './fields';

type TextListFieldProps = {
  /** The form path of a list of {value} items, e.g. "shape.skills". */
  name: string;
  label: string;
  /** One item, lower case ("skill"). */
  noun: string;
  hint?: string;
  placeholder?: string;
  emptyText?: string;
  /** Inside another list's item: smaller controls. */
  nested?: boolean;
  className?: string;
};

/** An EditableList of one-line texts bound to the editor's form. */
export function TextListField({
  name,
  label,
  noun,
  hint,
  placeholder,
  emptyText,
  nested,
  className,
}: TextListFieldProps) {
  const { control, getValues } = useFormContext();
  const list = useFieldArray({ control, name });
  return (
    <EditableList
      label={label}
      hint={hint}
      noun={noun}
      nested={nested}
      className={className}
      emptyText={emptyText}
      itemKeys={list.fields.map((f) => f.id)}
      describeItem={(i) => String(getValues(`${name}.${i}.value`) ?? '')}
      onAdd={() => list.append({ value: '' }, { shouldFocus: false })}
      onRemove={list.remove}
      onMove={list.move}
      renderItem={(i, itemLabel) => (
        <FormField
          name={`${name}.${i}.value`}
          label={itemLabel}
          hideLabel
          compact={nested}
          placeholder={placeholder}
        />
      )}
    />
  );
}
