/*
 * Where to cut a wide map into slide-sized parts (issue 22). A map's ink profile (how much is drawn
 * in each pixel column, or row) is near zero between elements (only lane borders and the odd
 * connector cross there) and high through boxes and labels, so every edge of a part is put at the
 * quietest stretch near where it should go. Neighbouring parts overlap a little, and as both edges
 * of the overlap sit between elements, every element is whole on at least one part.
 */

export interface Span {
  start: number;
  end: number;
}

/** Share of a part its neighbour shows again, so a viewer sees where one part joins the next. */
const OVERLAP = 0.12;
/** Half the width, in pixels, of the stretch whose ink decides how quiet a cut position is. */
const QUIET_HALF_WIDTH = 12;

/** The first and last line holding any ink, as a span (end exclusive); null for an empty profile. */
export function inkedSpan(profile: ArrayLike<number>): Span | null {
  let start = 0;
  while (start < profile.length && profile[start] === 0) start++;
  let end = profile.length;
  while (end > start && profile[end - 1] === 0) end--;
  return end > start ? { start, end } : null;
}

/** The position in [from, to] whose neighbourhood holds the least ink; ties go to the later one. */
function quietest(sums: Float64Array, from: number, to: number): number {
  const last = sums.length - 1;
  const inkAround = (i: number) =>
    sums[Math.min(last, i + QUIET_HALF_WIDTH)]! - sums[Math.max(0, i - QUIET_HALF_WIDTH)]!;
  let best = Math.round(to);
  for (let i = Math.round(to); i >= Math.round(from); i--) if (inkAround(i) < inkAround(best)) best = i;
  return best;
}

/**
 * `within` cut into parts no longer than `max` pixels, in order, each overlapping the next by
 * about OVERLAP of `max`, with every cut between elements where the profile allows; one part when
 * it fits.
 */
export function mapSpans(profile: ArrayLike<number>, within: Span, max: number): Span[] {
  const sums = new Float64Array(profile.length + 1);
  for (let i = 0; i < profile.length; i++) sums[i + 1] = sums[i]! + profile[i]!;
  const overlap = Math.round(OVERLAP * max);
  const spans: Span[] = [];
  let start = within.start;
  while (within.end - start > max) {
    // Parts still needed, and the length that shares the rest evenly among them.
    const left = Math.ceil((within.end - start - overlap) / (max - overlap));
    const even = (within.end - start + (left - 1) * overlap) / left;
    const end = quietest(
      sums,
      start + Math.max(0.5 * max, even - 0.15 * max),
      start + Math.min(max, even + 0.15 * max),
    );
    spans.push({ start, end });
    start = quietest(sums, end - 2 * overlap, end - overlap / 2);
  }
  spans.push({ start, end: within.end });
  return spans;
}
