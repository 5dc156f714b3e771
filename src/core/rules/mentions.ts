/** A person a comment can mention. */
export interface Mentionable {
  id: string;
  name: string;
}

/**
 * The people a text mentions as `@Name` (ignoring case), each once, in order of appearance. Names
 * may hold spaces, so the longest name that fits at an `@` wins ("@Sam Ode" over "@Sam"), and the
 * name must end the word (so "@Samuel" mentions no "Sam").
 */
export function findMentions(text: string, people: readonly Mentionable[]): Mentionable[] {
  const byLength = [...people].sort((a, b) => b.name.length - a.name.length);
  const lower = text.toLowerCase();
  const found = new Map<string, Mentionable>();
  for (let at = lower.indexOf('@'); at !== -1; at = lower.indexOf('@', at + 1)) {
    if (at > 0 && /[\p{L}\p{N}_]/u.test(lower[at - 1]!)) continue;
    const rest = lower.slice(at + 1);
    const person = byLength.find((p) => {
      const name = p.name.toLowerCase();
      return rest.startsWith(name) && !/[\p{L}\p{N}_]/u.test(rest[name.length] ?? ' ');
    });
    if (person && !found.has(person.id)) found.set(person.id, person);
  }
  return [...found.values()];
}

/** The `@word…` being typed just before the caret, for the mention autocomplete; null when none. */
export function mentionQueryAt(text: string, caret: number): { start: number; query: string } | null {
  const before = text.slice(0, caret);
  const at = before.lastIndexOf('@');
  if (at === -1) return null;
  if (at > 0 && /[\p{L}\p{N}_]/u.test(before[at - 1]!)) return null;
  const query = before.slice(at + 1);
  // A name has at most a few words; a line break or a long run ends the mention.
  if (query.length > 40 || /[\n@]/.test(query) || query.split(' ').length > 4) return null;
  return { start: at, query };
}
