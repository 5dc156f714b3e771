/**
 * How far the process's memory grew over `before` while `run` ran: the most rss and JS heap (used
 * plus external) grew, sampled every 2 ms and once more at the end. The import memory test and the
 * import memory bench both measure this way.
 */
export async function peakMemoryGrowth<T>(
  run: () => Promise<T>,
  before: NodeJS.MemoryUsage = process.memoryUsage(),
): Promise<{ result: T; rss: number; heap: number }> {
  let rss = 0;
  let heap = 0;
  const sample = () => {
    const now = process.memoryUsage();
    rss = Math.max(rss, now.rss - before.rss);
    heap = Math.max(heap, now.heapUsed + now.external - before.heapUsed - before.external);
  };
  const timer = setInterval(sample, 2);
  try {
    const result = await run();
    sample();
    return { result, rss, heap };
  } finally {
    clearInterval(timer);
  }
}
