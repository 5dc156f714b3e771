import { useFieldArray, useFormContext } from 'react-hook-form';
import { EMPTY_ACTIVITY, EMPTY_SECTION, EMPTY_SUBSECTION } from './cross-functional.form';
import { EditableList } from './editable-list';
import { EditorSection, FormField } from './fields';
import { TextListField } from './text-list-field';

/** Cross-functional coordination: sections (with subsections or items) and coordination activities. */
export function CrossFunctionalFields() {
  const { control, getValues } = useFormContext();
  const sections = useFieldArray({ control, name: 'shape.sections' });
  const activities = useFieldArray({ control, name: 'shape.coordinationActivities' });
  return (
    <>
      <EditorSection
        title="Sections"
        description="Group the coordination by team or phase; a section holds subsections, plain items, or both."
      >
        <EditableList
          label="Sections"
          hideLabel
          noun="section"
          layout="card"
          emptyText="No sections yet."
          itemKeys={sections.fields.map((f) => f.id)}
          describeItem={(i) => String(getValues(`shape.sections.${i}.title`) ?? '')}
          onAdd={() =>
            sections.append(
              { ...EMPTY_SECTION, subsections: [], items: [], extra: {} },
              { shouldFocus: false },
            )
          }
          onRemove={sections.remove}
          onMove={sections.move}
          renderItem={(i, label) => <SectionFields index={i} label={label} />}
        />
      </EditorSection>
      <EditorSection
        title="Coordination activities"
        description="Recurring hand-offs and meetings with other teams."
      >
        <EditableList
          label="Activities"
          hideLabel
          noun="activity"
          layout="card"
          emptyText="No coordination activities yet."
          itemKeys={activities.fields.map((f) => f.id)}
          describeItem={(i) => String(getValues(`shape.coordinationActivities.${i}.activity`) ?? '')}
          onAdd={() => activities.append({ ...EMPTY_ACTIVITY, extra: {} }, { shouldFocus: false })}
          onRemove={activities.remove}
          onMove={activities.move}
          renderItem={(i, label) => (
            <div className="flex flex-col gap-3">
              <FormField
                name={`shape.coordinationActivities.${i}.activity`}
                context={label}
                label="Activity"
                placeholder="e.g. Weekly sync with finance"
              />
              <FormField
                name={`shape.coordinationActivities.${i}.description`}
                context={label}
                label="Description"
                multiline
                rows={2}
                placeholder="What is coordinated, and with whom (optional)"
              />
            </div>
          )}
        />
      </EditorSection>
    </>
  );
}

function SectionFields({ index, label }: { index: number; label: string }) {
  const { control, getValues } = useFormContext();
  const base = `shape.sections.${index}`;
  const subsections = useFieldArray({ control, name: `${base}.subsections` });
  return (
    <div className="flex flex-col gap-3">
      <FormField name={`${base}.title`} context={label} label="Title" placeholder="e.g. Sales hand-off" />
      <EditableList
        label="Subsections"
        noun="subsection"
        nested
        layout="card"
        emptyText="No subsections."
        itemKeys={subsections.fields.map((f) => f.id)}
        describeItem={(i) =>
          String(
            getValues(`${base}.subsections.${i}.title`) ||
              getValues(`${base}.subsections.${i}.subtitle`) ||
              '',
          )
        }
        onAdd={() =>
          subsections.append({ ...EMPTY_SUBSECTION, items: [], extra: {} }, { shouldFocus: false })
        }
        onRemove={subsections.remove}
        onMove={subsections.move}
        renderItem={(i, subLabel) => (
          <div className="flex flex-col gap-2">
            <div className="grid grid-cols-1 gap-2 md:grid-cols-2">
              <FormField
                name={`${base}.subsections.${i}.title`}
                label={`${label}, ${subLabel.toLowerCase()} title`}
                hideLabel
                compact
                placeholder="Title"
              />
              <FormField
                name={`${base}.subsections.${i}.subtitle`}
                label={`${label}, ${subLabel.toLowerCase()} subtitle`}
                hideLabel
                compact
                placeholder="Subtitle (optional)"
              />
            </div>
            <TextListField
              name={`${base}.subsections.${i}.items`}
              label="Items"
              noun="item"
              nested
              emptyText="No items."
            />
          </div>
        )}
      />
      <TextListField name={`${base}.items`} label="Items" noun="item" nested emptyText="No plain items." />
    </div>
  );
}
