import { union } from './process-index-base';
import { candidatesOf, type Postings } from './process-trigrams';

/** How many terms a base keeps the matches of, the least recently searched going first. */
export const KEPT_TERMS = 256;
/** A term's matches are kept only while they are at most this many positions. */
const MOST_KEPT_POSITIONS = 20_000;

/** The base positions found so far that one term matches, and how far the look went. */
interface Found {
  positions: Int32Array;
  length: number;
  /** The next place in `from` to look at. */
  next: number;
  /**
   * Where to look: the trigram postings that may hold the term and the processes of the roles it
   * matches, or null for every position.
   */
  from: Int32Array | null;
  /** Per role position: 1 when the term is in the role's name. */
  roleMatches: Uint8Array;
}

/** What a term matches among the roles, as the search found it. */
export interface RoleMatch {
  /** Per role position: 1 when the term is in the role's name. */
  roleMatches: Uint8Array;
  /** The base positions of those roles' processes, ascending. */
  pool(): Int32Array;
}

/**
 * The base positions a term matches (in their search text or their role's name), found once per
 * base and kept for the terms searched lately. A base's texts never change (a write marks the old
 * entry dead and adds a recent one), so what a term matched stays true for the base's life, until
 * a role is renamed (`forget`); only the liveness of each match has to be read again. Searching again after a write then walks the term's matches instead of testing
 * the term against the text of every candidate: a term of under three letters has no trigram and
 * used to test every text (30 ms at 100,000 processes), and a common word tested its rarest
 * trigram's postings, many of which it does not hold. The look goes only as far as an answer
 * needs, and goes on from there when a later answer needs more.
 */
export class BaseSearchHits {
  private readonly kept = new Map<string, Found>();

  constructor(
    private readonly texts: readonly string[],
    private readonly roleOf: Int32Array,
    private readonly postings: Postings,
  ) {}

  /**
   * Ascending base positions that `needle` (lower-cased) matches: all of them, or at least the
   * first `atLeast` when there are that many. `roles` is read only for a term not kept.
   */
  of(needle: string, atLeast: number, roles: RoleMatch): Int32Array {
    let found = this.kept.get(needle);
    if (found) this.kept.delete(needle);
    else {
      const from = union(candidatesOf(this.postings, needle), roles.pool());
      found = {
        positions: new Int32Array(Math.min(64, from?.length ?? 64)),
        length: 0,
        next: 0,
        from,
        roleMatches: roles.roleMatches,
      };
    }
    this.look(found, needle, atLeast);
    // Re-inserted: a Map iterates in insertion order, so the first key is the least recent term.
    if (found.length <= MOST_KEPT_POSITIONS) this.kept.set(needle, found);
    if (this.kept.size > KEPT_TERMS) this.kept.delete(this.kept.keys().next().value!);
    return found.positions.subarray(0, found.length);
  }

  /** Forgets every term's matches: a role's name changed. */
  forget(): void {
    this.kept.clear();
  }

  private look(found: Found, needle: string, atLeast: number): void {
    const { texts, roleOf } = this;
    const { from, roleMatches } = found;
    const end = from === null ? texts.length : from.length;
    let { positions, length, next } = found;
    for (; next < end && length < atLeast; next++) {
      const i = from === null ? next : from[next]!;
      const r = roleOf[i]!;
      if (!(r >= 0 && roleMatches[r] === 1) && !texts[i]!.includes(needle)) continue;
      if (length === positions.length) {
        const grown = new Int32Array(Math.min(Math.max(64, length * 2), end));
        grown.set(positions);
        positions = grown;
      }
      positions[length++] = i;
    }
    found.positions = positions;
    found.length = length;
    found.next = next;
  }
}
