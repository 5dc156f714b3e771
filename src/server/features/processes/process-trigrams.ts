/**
 * Trigrams are hashed into this many buckets (2^18). A collision only adds candidates that the
 * substring check then drops, so a bucket list is a superset of the processes holding a trigram.
 */
const BUCKET_BITS = 18;
export const BUCKETS = 1 << BUCKET_BITS;

/** The bucket of the three UTF-16 units of `text` at `at`. */
export function bucketAt(text: string, at: number): number {
  const h =
    Math.imul(text.charCodeAt(at), 0x9e3779b1) ^
    Math.imul(text.charCodeAt(at + 1), 0x85ebca77) ^
    Math.imul(text.charCodeAt(at + 2), 0xc2b2ae3d);
  return Math.imul(h ^ (h >>> 15), 0x2c1b3c6d) >>> (32 - BUCKET_BITS);
}

/** Lets other requests run between slices of a long build. */
export const breathe = () => new Promise<void>((resolve) => setImmediate(resolve));

/**
 * Calls `visit(bucket, i)` once for each distinct trigram bucket of each text i, in order of i
 * (a repeated trigram is visited once), pausing every `slice` texts.
 */
async function eachBucketOf(
  texts: readonly string[],
  slice: number,
  pause: () => Promise<void>,
  visit: (bucket: number, i: number) => void,
): Promise<void> {
  const seen = new Int32Array(BUCKETS).fill(-1);
  for (let i = 0; i < texts.length; i++) {
    const text = texts[i]!;
    for (let at = 0; at + 3 <= text.length; at++) {
      const b = bucketAt(text, at);
      if (seen[b] !== i) {
        seen[b] = i;
        visit(b, i);
      }
    }
    if (i % slice === slice - 1) await pause();
  }
}

/** Bucket b's text positions are postings[offsets[b] … offsets[b + 1]), ascending. */
export interface Postings {
  offsets: Uint32Array;
  postings: Int32Array;
}

/** The postings of `texts`, in two passes: count each bucket's texts, then place them. */
export async function postingsOf(
  texts: readonly string[],
  slice: number,
  pause: () => Promise<void>,
): Promise<Postings> {
  const offsets = new Uint32Array(BUCKETS + 1);
  await eachBucketOf(texts, slice, pause, (b) => {
    offsets[b + 1]! += 1;
  });
  for (let b = 0; b < BUCKETS; b++) offsets[b + 1]! += offsets[b]!;
  const postings = new Int32Array(offsets[BUCKETS]!);
  const next = offsets.slice(0, BUCKETS);
  await eachBucketOf(texts, slice, pause, (b, i) => {
    postings[next[b]!++] = i;
  });
  return { offsets, postings };
}

/**
 * Positions that may hold `needle`, ascending: the smallest bucket among its trigrams' (every text
 * holding the needle holds each of them); null under three letters (no trigram: every text is a
 * candidate).
 */
export function candidatesOf({ offsets, postings }: Postings, needle: string): Int32Array | null {
  if (needle.length < 3) return null;
  let best = -1;
  let bestSize = Number.POSITIVE_INFINITY;
  for (let at = 0; at + 3 <= needle.length; at++) {
    const b = bucketAt(needle, at);
    const size = offsets[b + 1]! - offsets[b]!;
    if (size < bestSize) {
      best = b;
      bestSize = size;
    }
  }
  return postings.subarray(offsets[best]!, offsets[best + 1]!);
}
