import { describe, expect, it } from 'vitest';
import { painPointsView } from './pain-points.model';

describe('painPointsView', () => {
  it('reads title, description and impact', () => {
    expect(
      painPointsView({
        painPoints: [
          {
            title: 'Calls recorded three times',
            description: 'Log, board, ERP',
            impact: 'A third of the day',
          },
          { title: 'Late tickets' },
          { description: 'No title here' },
          'Plain text pain point',
          {},
          null,
        ],
      }),
    ).toEqual([
      { title: 'Calls recorded three times', description: 'Log, board, ERP', impact: 'A third of the day' },
      { title: 'Late tickets', description: null, impact: null },
      { title: 'Untitled pain point', description: 'No title here', impact: null },
      { title: 'Plain text pain point', description: null, impact: null },
    ]);
  });

  it('is empty for odd content', () => {
    for (const content of [null, [], 'x', {}, { painPoints: {} }])
      expect(painPointsView(content)).toEqual([]);
  });
});
