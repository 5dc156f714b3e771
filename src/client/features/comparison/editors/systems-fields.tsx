import { useFieldArray, useFormContext } from 'react-hook-form';
import { EditableList } from './editable-list';
import { EditorSection, FormField } from './fields';
import { EMPTY_SYSTEM } from './systems.form';
import { TextListField } from './text-list-field';

/** The systems the process uses: name, purpose and key functions of each. */
export function SystemsFields() {
  const { control, getValues } = useFormContext();
  const systems = useFieldArray({ control, name: 'shape.systems' });
  return (
    <EditorSection
      title="Systems"
      description="The As-Is card shows three key functions per system; the To-Be card shows all."
    >
      <EditableList
        label="Systems"
        hideLabel
        noun="system"
        layout="card"
        emptyText="No systems yet."
        itemKeys={systems.fields.map((f) => f.id)}
        describeItem={(i) => String(getValues(`shape.systems.${i}.name`) ?? '')}
        onAdd={() => systems.append({ ...EMPTY_SYSTEM, keyFunctions: [], extra: {} }, { shouldFocus: false })}
        onRemove={systems.remove}
        onMove={systems.move}
        renderItem={(i, label) => (
          <div className="flex flex-col gap-3">
            <div className="grid grid-cols-1 gap-3 md:grid-cols-2">
              <FormField
                name={`shape.systems.${i}.name`}
                context={label}
                label="Name"
                required
                placeholder="e.g. Cloud ERP"
              />
              <FormField
                name={`shape.systems.${i}.purpose`}
                context={label}
                label="Purpose"
                placeholder="What the process uses it for"
              />
            </div>
            <TextListField
              name={`shape.systems.${i}.keyFunctions`}
              label="Key functions"
              noun="key function"
              nested
              placeholder="e.g. Automated contract check"
              emptyText="No key functions yet."
            />
          </div>
        )}
      />
    </EditorSection>
  );
}
