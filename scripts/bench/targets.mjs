// The performance targets of the bench (spec, non-functional requirements): each measured figure
// next to its goal, and the table that says which were met.

/**
 * One row per target from the figures run.mjs measured: [name, measured text, met (true/false, null
 * when not measured), goal text].
 */
export function benchTargets({ rows, ratio, uploadsFailed, up, coldStartMs, viewer, sizes }) {
  const find = (label) => rows.find((r) => r.label === label);
  // A scenario whose requests never came back has no latency to compare: it is a miss.
  const answered = (r) => r.total > 0;
  const p99Text = (r) => (answered(r) ? `${r.p99} ms` : 'no answers');
  return [
    [
      'full list vs bare server',
      ratio === null ? null : `${Math.round(ratio * 100)} %`,
      ratio === null ? null : ratio >= 0.5,
      '≥ 50 %',
    ],
    [
      'search p99 (rare)',
      p99Text(find('GET /api/processes?search= (rare word)')),
      answered(find('GET /api/processes?search= (rare word)')) &&
        find('GET /api/processes?search= (rare word)').p99 <= 20,
      '≤ 20 ms',
    ],
    [
      'search p99 (common)',
      p99Text(find('GET /api/processes?search= (common word)')),
      answered(find('GET /api/processes?search= (common word)')) &&
        find('GET /api/processes?search= (common word)').p99 <= 20,
      '≤ 20 ms',
    ],
    [
      'one process',
      `${Math.round(find('GET /api/processes/{id}').requests)} req/s`,
      find('GET /api/processes/{id}').requests >= 5000,
      '≥ 5,000 req/s',
    ],
    [
      'its artifacts',
      `${Math.round(find('GET /api/artifacts?processId=').requests)} req/s`,
      find('GET /api/artifacts?processId=').requests >= 5000,
      '≥ 5,000 req/s',
    ],
    [
      'creates',
      `${Math.round(find('POST /api/processes').requests)} req/s`,
      find('POST /api/processes').requests >= 500,
      '≥ 500 req/s',
    ],
    [
      'readiness, cached',
      `${Math.round(find('GET /api/readiness (cached)').requests)} req/s`,
      find('GET /api/readiness (cached)').requests >= 2000,
      '≥ 2,000 req/s',
    ],
    [
      'list p99, 3 uploads running',
      uploadsFailed > 0 ? `${uploadsFailed} uploads failed` : `${up.p99} ms`,
      uploadsFailed === 0 && up.probes > 0 && up.p99 <= 100,
      '≤ 100 ms',
    ],
    ['RSS growth, 3 uploads', `${up.rssGrowth} MB`, up.rssGrowth <= 64, '≤ 64 MB'],
    ['cold start to /readyz', `${coldStartMs} ms`, coldStartMs <= 4000, '≤ 4,000 ms'],
    [
      'BPMN viewer, 300 elements',
      viewer ? `${viewer.ms} ms` : 'no Chromium',
      viewer ? viewer.ms <= 1000 : null,
      '≤ 1,000 ms',
    ],
    [
      'process page JS (gzip)',
      sizes['process (comparison tab)']
        ? `${(sizes['process (comparison tab)'] / 1024).toFixed(1)} kB`
        : null,
      sizes['process (comparison tab)'] ? sizes['process (comparison tab)'] <= 250 * 1024 : null,
      '≤ 250 kB',
    ],
    [
      'gate + dashboard JS (gzip)',
      sizes.dashboard ? `${(sizes.dashboard / 1024).toFixed(1)} kB` : null,
      sizes.dashboard ? sizes.dashboard <= 150 * 1024 : null,
      '≤ 150 kB',
    ],
  ];
}

const pad = (s, n) => String(s).padEnd(n);

/** Prints the targets table; returns how many targets were missed. */
export function printTargets(targets) {
  console.log(`\n${pad('target', 30)}${pad('measured', 16)}${pad('goal', 16)}result`);
  let missed = 0;
  for (const [name, measured, ok, goal] of targets) {
    const result = ok === null ? 'n/a' : ok ? 'met' : 'MISSED';
    if (ok === false) missed += 1;
    console.log(`${pad(name, 30)}${pad(measured ?? '—', 16)}${pad(goal, 16)}${result}`);
  }
  return missed;
}
