import { describe, expect, it } from 'vitest';
import { statusAfterEdit } from './draft-on-edit';

describe('statusAfterEdit', () => {
  it('sends a published process back to Draft unless the edit sets another status', () => {
    expect(statusAfterEdit('published', undefined)).toBe('draft');
    expect(statusAfterEdit('published', 'published')).toBe('draft');
    expect(statusAfterEdit('published', 'in_review')).toBe('in_review');
  });

  it('leaves any other status as it is, or as asked', () => {
    expect(statusAfterEdit('draft', undefined)).toBe('draft');
    expect(statusAfterEdit('in_review', undefined)).toBe('in_review');
    expect(statusAfterEdit('draft', 'in_review')).toBe('in_review');
  });
});
