import { useFieldArray, useFormContext } from 'react-hook-form';
import { EditableList } from './editable-list';
import { EditorSection, FormField } from './fields';
import { EMPTY_STEP } from './job-description.form';
import { TextListField } from './text-list-field';

/** The job description's form: summary, description, responsibilities, activities, ordered steps, skills. */
export function JobDescriptionFields() {
  return (
    <>
      <EditorSection title="Position">
        <FormField
          name="shape.positionSummary"
          label="Position summary"
          multiline
          rows={3}
          placeholder="What the role is for, in two or three sentences."
        />
        <FormField
          name="shape.detailedDescription"
          label="Detailed description"
          multiline
          rows={5}
          placeholder="How the role works day to day, who it works with and which systems it uses."
        />
      </EditorSection>
      <EditorSection title="Responsibilities and activities">
        <div className="grid grid-cols-1 gap-6 lg:grid-cols-2">
          <TextListField
            name="shape.responsibilities"
            label="Responsibilities"
            noun="responsibility"
            placeholder="e.g. Dispatch service calls"
            emptyText="No responsibilities yet."
          />
          <TextListField
            name="shape.ongoingActivities"
            label="Ongoing activities"
            noun="activity"
            placeholder="e.g. Daily dispatch board review"
            emptyText="No ongoing activities yet."
          />
        </div>
      </EditorSection>
      <EditorSection
        title="Process steps"
        description="In the order they happen; the card numbers them the same way."
      >
        <ProcessSteps />
      </EditorSection>
      <EditorSection title="Skills">
        <TextListField
          name="shape.skills"
          label="Skills"
          noun="skill"
          placeholder="e.g. ERP service module"
        />
      </EditorSection>
    </>
  );
}

function ProcessSteps() {
  const { control, getValues } = useFormContext();
  const steps = useFieldArray({ control, name: 'shape.processSteps' });
  return (
    <EditableList
      label="Process steps"
      hideLabel
      noun="step"
      layout="card"
      emptyText="No process steps yet."
      itemKeys={steps.fields.map((f) => f.id)}
      describeItem={(i) => String(getValues(`shape.processSteps.${i}.name`) ?? '')}
      onAdd={() => steps.append({ ...EMPTY_STEP, extra: {} }, { shouldFocus: false })}
      onRemove={steps.remove}
      onMove={steps.move}
      renderItem={(i, label) => (
        <div className="flex flex-col gap-2">
          <FormField
            name={`shape.processSteps.${i}.name`}
            label={`${label} name`}
            hideLabel
            placeholder="Step name"
          />
          <FormField
            name={`shape.processSteps.${i}.description`}
            label={`${label} description`}
            hideLabel
            multiline
            rows={2}
            placeholder="What happens in this step (optional)"
          />
        </div>
      )}
    />
  );
}
