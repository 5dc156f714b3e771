import { describe, expect, it } from 'vitest';
import { findMentions, mentionQueryAt } from './mentions';

const people = [
  { id: '1', name: 'Sam' },
  { id: '2', name: 'Sam Ode' },
  { id: '3', name: 'Maria Lopez' },
];

describe('findMentions', () => {
  it('finds names with spaces, the longest that fits, each once, ignoring case', () => {
    expect(findMentions('@sam ode and @Maria Lopez, again @maria lopez.', people)).toEqual([
      people[1],
      people[2],
    ]);
    expect(findMentions('ask @Sam please', people)).toEqual([people[0]]);
  });

  it('needs the name to end a word and the @ to start one', () => {
    expect(findMentions('@Samuel and mail@Sam', people)).toEqual([]);
    expect(findMentions('no mention here', people)).toEqual([]);
  });
});

describe('mentionQueryAt', () => {
  it('is the text typed after an @ up to the caret', () => {
    expect(mentionQueryAt('Hi @Mar', 7)).toEqual({ start: 3, query: 'Mar' });
    expect(mentionQueryAt('@', 1)).toEqual({ start: 0, query: '' });
    expect(mentionQueryAt('Hi @Maria Lo', 12)).toEqual({ start: 3, query: 'Maria Lo' });
  });

  it('is null without an @, inside an e-mail address or across a line', () => {
    expect(mentionQueryAt('Hello', 5)).toBeNull();
    expect(mentionQueryAt('a@b', 3)).toBeNull();
    expect(mentionQueryAt('@Maria\nnext', 11)).toBeNull();
  });
});
