import { describe, expect, it } from 'vitest';
import { secondsAgo } from './live-save-notice';
import { presenceSentence } from './presence-banner';

describe('the live texts', () => {
  it('names who else has the process open, shortest first', () => {
    const p = (name: string) => ({ id: name, name });
    expect(presenceSentence([p('Maria Lopez')])).toBe('Maria Lopez has this process open too.');
    expect(presenceSentence([p('Maria Lopez'), p('Sam Ode')])).toBe(
      'Maria Lopez and Sam Ode have this process open too.',
    );
    expect(presenceSentence([p('A'), p('B'), p('C')])).toBe('A, B and C have this process open too.');
    expect(presenceSentence([p('A'), p('B'), p('C'), p('D')])).toBe(
      'A, B and 2 others have this process open too.',
    );
  });

  it('says how long ago a colleague saved: by the second in the first minute', () => {
    const at = '2026-12-03T10:00:00.000Z';
    const t = Date.parse(at);
    expect(secondsAgo(at, t + 2_000)).toBe('just now');
    expect(secondsAgo(at, t + 10_000)).toBe('10 s ago');
    expect(secondsAgo(at, t + 3 * 60_000)).toBe('3 minutes ago');
  });
});
