import { describe, expect, it } from 'vitest';
import { crossFunctionalBlocks, sectionScrollLimit } from './cross-functional.model';

describe('crossFunctionalBlocks', () => {
  it('reads sections with subsections (title or subtitle) and plain items', () => {
    const view = crossFunctionalBlocks({
      sections: [
        {
          title: 'Data providers',
          subsections: [
            { title: 'Coordinators', items: ['Dispatch log'] },
            { subtitle: 'Paper reports handed in weekly', items: ['Tickets'] },
            { title: 'Accounts Payable', subtitle: 'Exceptions only', items: ['Three-way match'] },
            { items: [] },
          ],
        },
        { title: 'Consumers', items: ['Division Manager'] },
        {},
      ],
    });
    expect(view.hasContent).toBe(true);
    expect(view.activities).toEqual([]);
    expect(view.sections).toEqual([
      {
        title: 'Data providers',
        hasSubsections: true,
        items: [],
        subsections: [
          { title: 'Coordinators', subtitle: null, items: ['Dispatch log'] },
          { title: 'Paper reports handed in weekly', subtitle: null, items: ['Tickets'] },
          { title: 'Accounts Payable', subtitle: 'Exceptions only', items: ['Three-way match'] },
        ],
      },
      { title: 'Consumers', hasSubsections: false, items: ['Division Manager'], subsections: [] },
    ]);
  });

  it('reads coordination activities', () => {
    const view = crossFunctionalBlocks({
      coordinationActivities: [
        { activity: 'Billing continuity', description: 'Plans extend automatically' },
        { description: 'Only a description' },
        'A plain line',
        {},
      ],
    });
    expect(view.activities).toEqual([
      { activity: 'Billing continuity', description: 'Plans extend automatically' },
      { activity: 'Only a description', description: null },
      { activity: 'A plain line', description: null },
    ]);
  });

  it('has nothing for odd content', () => {
    for (const content of [null, 'x', {}, { sections: 'none' }, { coordinationActivities: [1, null] }]) {
      expect(crossFunctionalBlocks(content).hasContent).toBe(false);
    }
  });
});

describe('sectionScrollLimit', () => {
  it('scrolls only trailing To-Be sections: 224 px with subsections, 192 px for plain lists', () => {
    expect(sectionScrollLimit('to_be', 0, true)).toBeNull();
    expect(sectionScrollLimit('to_be', 1, true)).toBe(224);
    expect(sectionScrollLimit('to_be', 2, false)).toBe(192);
    expect(sectionScrollLimit('as_is', 1, true)).toBeNull();
  });
});
