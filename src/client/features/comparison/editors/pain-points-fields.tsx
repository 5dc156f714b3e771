import { useFieldArray, useFormContext } from 'react-hook-form';
import { EditableList } from './editable-list';
import { EditorSection, FormField } from './fields';
import { EMPTY_PAIN_POINT } from './pain-points.form';

/** The pain points: title, description and impact of each. */
export function PainPointsFields({ toBe }: { toBe: boolean }) {
  const { control, getValues } = useFormContext();
  const list = useFieldArray({ control, name: 'shape.painPoints' });
  return (
    <EditorSection
      title="Pain points"
      description={
        toBe
          ? 'Resolution statuses are tracked by title: renaming a pain point starts its statuses afresh.'
          : 'What goes wrong today, and what it costs.'
      }
    >
      <EditableList
        label="Pain points"
        hideLabel
        noun="pain point"
        layout="card"
        emptyText="No pain points yet."
        itemKeys={list.fields.map((f) => f.id)}
        describeItem={(i) => String(getValues(`shape.painPoints.${i}.title`) ?? '')}
        onAdd={() => list.append({ ...EMPTY_PAIN_POINT, extra: {} }, { shouldFocus: false })}
        onRemove={list.remove}
        onMove={list.move}
        renderItem={(i, label) => (
          <div className="flex flex-col gap-3">
            <FormField
              name={`shape.painPoints.${i}.title`}
              context={label}
              label="Title"
              required
              placeholder="e.g. Re-keying orders"
            />
            <div className="grid grid-cols-1 gap-3 md:grid-cols-2">
              <FormField
                name={`shape.painPoints.${i}.description`}
                context={label}
                label="Description"
                multiline
                rows={2}
                placeholder="What happens"
              />
              <FormField
                name={`shape.painPoints.${i}.impact`}
                context={label}
                label="Impact"
                multiline
                rows={2}
                placeholder="What it costs: time, errors, revenue, compliance"
              />
            </div>
          </div>
        )}
      />
    </EditorSection>
  );
}
