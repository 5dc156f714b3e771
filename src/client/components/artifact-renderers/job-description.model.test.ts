import { stepLine } from '@core/artifact-types';
import { describe, expect, it } from 'vitest';
import { describeJobDescription, markableLines, markedLines } from './job-description.model';

describe('describeJobDescription', () => {
  it('reads every field with step objects', () => {
    const view = describeJobDescription({
      role: 'Service Manager',
      positionSummary: ' Leads the team ',
      detailedDescription: 'Long text',
      responsibilities: ['Coach technicians', '', 7],
      ongoingActivities: ['Weekly review'],
      skills: ['Excel'],
      processSteps: [
        { step: 1, name: 'Collect', description: 'Gather data' },
        { step: 2, name: 'Compile' },
      ],
    });
    expect(view).toMatchObject({
      role: 'Service Manager',
      positionSummary: 'Leads the team',
      responsibilities: ['Coach technicians', '7'],
      ongoingActivities: ['Weekly review'],
      skills: ['Excel'],
      hasContent: true,
    });
    expect(view.steps).toEqual([
      { number: 1, name: 'Collect', description: 'Gather data' },
      { number: 2, name: 'Compile', description: null },
    ]);
  });

  it('numbers steps given as one text, one step per line', () => {
    const view = describeJobDescription({
      processSteps: '1. Print the report\nStep 2: Call the customer\n\n Mail it ',
    });
    expect(view.steps.map((s) => [s.number, s.name])).toEqual([
      [1, 'Print the report'],
      [2, 'Call the customer'],
      [3, 'Mail it'],
    ]);
  });

  it('numbers steps given as a list of texts', () => {
    const view = describeJobDescription({ processSteps: ['Take the call', ' ', 'Dispatch'] });
    expect(view.steps.map((s) => [s.number, s.name])).toEqual([
      [1, 'Take the call'],
      [2, 'Dispatch'],
    ]);
  });

  it('never throws on odd content and says there is nothing to show', () => {
    for (const content of [
      null,
      undefined,
      'text',
      3,
      [],
      {},
      { responsibilities: 'one line' },
      { processSteps: 5 },
    ]) {
      const view = describeJobDescription(content);
      expect(Array.isArray(view.steps)).toBe(true);
    }
    expect(describeJobDescription({}).hasContent).toBe(false);
    expect(describeJobDescription({ processSteps: [null, 4, {}] }).hasContent).toBe(false);
    expect(describeJobDescription({ responsibilities: 'one line' }).responsibilities).toEqual(['one line']);
  });
});

describe('significant lines', () => {
  const view = describeJobDescription({
    responsibilities: ['Review the real-time dashboard', 'Approve overtime'],
    ongoingActivities: ['Customer escalation calls', 'Coach with FieldPro Mobile history'],
    processSteps: [{ step: 1, name: 'Automated KPIs', description: 'Refresh nightly' }, 'Report results'],
  });

  it('lists responsibilities, activities and steps as markable lines', () => {
    expect(markableLines(view).map((l) => `${l.section}:${l.text}`)).toEqual([
      'responsibilities:Review the real-time dashboard',
      'responsibilities:Approve overtime',
      'ongoingActivities:Customer escalation calls',
      'ongoingActivities:Coach with FieldPro Mobile history',
      'processSteps:Automated KPIs: Refresh nightly',
      'processSteps:Report results',
    ]);
    expect(stepLine(view.steps[1]!)).toBe('Report results');
  });

  it('marks by keyword and product name in Auto mode', () => {
    const auto = markedLines(view, 'auto', [], 'FieldPro Mobile');
    expect(auto.count).toBe(3);
    expect(auto.keys.has('Automated KPIs: Refresh nightly')).toBe(true);
    expect(auto.keys.has('Approve overtime')).toBe(false);
    // Another product name: "mobile" still is a keyword, "FieldPro" alone is not.
    expect(
      markedLines(
        describeJobDescription({ responsibilities: ['Use FieldPro daily'] }),
        'auto',
        [],
        'ServiceMax',
      ).count,
    ).toBe(0);
    expect(
      markedLines(
        describeJobDescription({ responsibilities: ['Use ServiceMax daily'] }),
        'auto',
        [],
        'ServiceMax',
      ).count,
    ).toBe(1);
  });

  it('marks only ticked lines in Manual mode', () => {
    const manual = markedLines(view, 'manual', ['Approve overtime'], 'FieldPro Mobile');
    expect(manual.count).toBe(1);
    expect([...manual.keys]).toEqual(['Approve overtime']);
  });
});
