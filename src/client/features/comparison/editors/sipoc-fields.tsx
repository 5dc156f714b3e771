import { useFieldArray, useFormContext } from 'react-hook-form';
import { EditableList } from './editable-list';
import { EditorSection, FormField } from './fields';
import { EMPTY_SIPOC_ITEM, SIPOC_COLUMN_LABELS, SIPOC_KEYS, type SipocKey } from './sipoc.form';

const HINTS: Record<SipocKey, string> = {
  suppliers: 'Who provides what the process needs.',
  inputs: 'What the process starts from.',
  process: 'The high-level steps, in order.',
  outputs: 'What the process produces; they feed the change impact matrix.',
  customers: 'Who receives the outputs.',
};

/** The SIPOC's five ordered columns; each entry has a short text and an optional full name. */
export function SipocFields() {
  return (
    <EditorSection
      title="SIPOC"
      description="The card shows the full name when there is one, cut at 35 characters with the rest in a tooltip."
    >
      <div className="flex flex-col gap-6">
        {SIPOC_KEYS.map((key) => (
          <SipocColumn key={key} column={key} />
        ))}
      </div>
    </EditorSection>
  );
}

function SipocColumn({ column }: { column: SipocKey }) {
  const { control, getValues } = useFormContext();
  const name = `shape.${column}`;
  const list = useFieldArray({ control, name });
  const { label, noun, empty } = SIPOC_COLUMN_LABELS[column];
  return (
    <EditableList
      label={label}
      hint={HINTS[column]}
      noun={noun}
      emptyText={empty}
      itemKeys={list.fields.map((f) => f.id)}
      describeItem={(i) => String(getValues(`${name}.${i}.text`) || getValues(`${name}.${i}.fullName`) || '')}
      onAdd={() => list.append({ ...EMPTY_SIPOC_ITEM }, { shouldFocus: false })}
      onRemove={list.remove}
      onMove={list.move}
      renderItem={(i, itemLabel) => (
        <div className="grid grid-cols-1 gap-1.5 sm:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]">
          <FormField name={`${name}.${i}.text`} label={itemLabel} hideLabel placeholder="Short name" />
          <FormField
            name={`${name}.${i}.fullName`}
            label={`${itemLabel} full name`}
            hideLabel
            placeholder="Full name (optional)"
          />
        </div>
      )}
    />
  );
}
