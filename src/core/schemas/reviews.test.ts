import { describe, expect, it } from 'vitest';
import { nextPublishedVersion, publishedVersionLine, ReviewDecisionCreateSchema } from './reviews';

describe('published version numbers', () => {
  it('takes the process version first, then raises the minor number', () => {
    expect(nextPublishedVersion('1.0', null)).toBe('1.0');
    expect(nextPublishedVersion('1.0', '1.0')).toBe('1.1');
    expect(nextPublishedVersion('1.1', '1.1')).toBe('1.2');
    expect(nextPublishedVersion('1.9', '1.9')).toBe('1.10');
  });

  it('takes a version an editor raised above the last published one', () => {
    expect(nextPublishedVersion('2.0', '1.4')).toBe('2.0');
    expect(nextPublishedVersion('1.0', '1.4')).toBe('1.5');
  });

  it('continues a version that is not major.minor with .1', () => {
    expect(nextPublishedVersion('2024-A', null)).toBe('2024-A');
    expect(nextPublishedVersion('2024-A', '2024-A')).toBe('2024-A.1');
  });
});

describe('the published version line', () => {
  it('names the approvers and the day', () => {
    const at = new Date(2026, 11, 3, 12).toISOString();
    const approvedBy = [
      { id: '1', name: 'Maria Lopez' },
      { id: '2', name: 'Sam Ode' },
    ];
    expect(publishedVersionLine({ version: '1.2', approvedBy, publishedAt: at })).toBe(
      'Version 1.2, approved by Maria Lopez and Sam Ode on 3 Dec',
    );
    expect(
      publishedVersionLine({
        version: '2.0',
        approvedBy: [...approvedBy, { id: '3', name: 'Ada' }],
        publishedAt: at,
      }),
    ).toBe('Version 2.0, approved by Maria Lopez, Sam Ode and Ada on 3 Dec');
  });
});

describe('a decision', () => {
  it('needs a comment to request changes, not to approve', () => {
    expect(ReviewDecisionCreateSchema.safeParse({ decision: 'approve' }).success).toBe(true);
    const bare = ReviewDecisionCreateSchema.safeParse({ decision: 'request_changes', comment: '  ' });
    expect(bare.error?.issues[0]?.message).toBe(
      'Say what should change: a comment is required when requesting changes',
    );
  });
});
