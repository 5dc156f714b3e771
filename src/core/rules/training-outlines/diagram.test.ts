import { describe, expect, it } from 'vitest';
import { serviceCallDispatch } from '../../../server/demo/processes/service-call-dispatch';
import { demoSource, withDiagrams } from './demo-source.test-helper';
import { buildJobAidOutline, buildSessionDeckOutline, buildWalkthroughOutline } from './index';

describe('drafts from a To-Be BPMN diagram', () => {
  it('take steps in flow order with their lanes, and the decisions, from the diagram', async () => {
    const typed = demoSource(serviceCallDispatch);
    const source = await withDiagrams(typed);
    const jobAid = buildJobAidOutline(source);
    const steps = jobAid.sections.find((s) => s.heading === 'Steps')!;
    expect(steps.ordered).toBe(true);
    expect(steps.bullets!.map((b) => [b.text, b.detail?.split(' · ')[0]])).toEqual([
      ['Contract and warranty auto-checked.', 'Role: Cloud ERP'],
      ['Assign tech on dispatch board.', 'Role: Service Coordinator'],
      ['Approve T&M quote online.', 'Role: Customer'],
      ['Job and ETA pushed to FieldPro Mobile.', 'Role: Service Technician'],
      ['Repair, photos and e-signature.', 'Role: Service Technician'],
      ['Work order closed, invoice drafted.', 'Role: Cloud ERP'],
    ]);
    expect(jobAid.sections.find((s) => s.heading === 'If something goes wrong')!.bullets![0]).toEqual({
      text: 'Covered? (Cloud ERP): Yes → Assign tech on dispatch board; No → Approve T&M quote online',
    });
    const picture = jobAid.sections.find((s) => s.heading === 'Process diagram')!.image!;
    expect(picture.fileUrl).toBe('bpmn:to_be');
    expect(picture.bpmn).toContain('<bpmn:definitions');
    expect(picture.alt!.split('\n')[0]).toBe('Start: Portal or phone (Customer)');
    expect(jobAid.builtFrom).toContain('To-Be workflow map diagram (6 steps, 1 decision point)');

    const walkthrough = buildWalkthroughOutline(source);
    expect(walkthrough.sections.find((s) => s.heading === 'Workflow map')!.image).toEqual(picture);
    expect(walkthrough.sections.find((s) => s.heading === 'Steps in order')!.bullets).toHaveLength(6);
    // The count agrees with the steps listed (the diagram's tasks), not the map's typed-in number.
    expect(walkthrough.sections.find((s) => s.heading === 'Workflow map')!.paragraphs![0]).toBe(
      'The To-Be flow: 6 steps, 1 decision point, automation High.',
    );
    expect(walkthrough.missing).not.toContain(expect.stringMatching(/no image file/));

    const deck = buildSessionDeckOutline(source);
    expect(deck.slides.find((s) => s.title === 'The new process at a glance')!.image).toEqual(picture);

    // Without the diagram the typed-in job description steps stay.
    const typedSteps = buildJobAidOutline(typed).sections.find((s) => s.heading === 'Steps')!;
    expect(typedSteps.bullets).toHaveLength(7);
    expect(buildJobAidOutline(typed).sections.some((s) => s.heading === 'Process diagram')).toBe(false);
  });
});
