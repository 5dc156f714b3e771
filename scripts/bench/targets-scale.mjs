// Issue 25's targets: reads under a steady stream of writes, memory after the load, Version
// History at 1,000,000 events, and two instances on one PostgreSQL.

const ms = (v) => (v === null || v === undefined ? null : `${v} ms`);
const within = (v, limit) => (v === null || v === undefined ? null : v <= limit);

/** Rows [name, measured, met, goal] for printTargets. */
export function scaleTargets({ processes, mixed, two, memory, history, readinessMedian }) {
  const large = processes > 10_000;
  const rows = [
    [
      'readiness after a write',
      ms(readinessMedian),
      within(readinessMedian, large ? 1000 : 100),
      large ? '≤ 1,000 ms' : '≤ 100 ms',
    ],
  ];
  const mixedRows = (label, m) => [
    [`${label}: search p99`, ms(m.search.p99), within(m.search.p99, 20), '≤ 20 ms'],
    [`${label}: process page p99`, ms(m.page.p99), within(m.page.p99, 10), '≤ 10 ms'],
    [`${label}: list page p99`, ms(m.list.p99), within(m.list.p99, 20), '≤ 20 ms'],
    [`${label}: stale reads`, `${m.stale} of ${m.writes}`, m.stale === 0 && m.writes > 0, '0'],
    [`${label}: writes`, `${m.writesPerSecond}/s`, m.writesPerSecond >= 19, '20/s'],
  ];
  if (mixed) rows.push(...mixedRows('mixed', mixed));
  if (memory) {
    rows.push([
      `RSS after load (${processes})`,
      `${memory.rssMb} MB`,
      memory.rssMb <= (large ? 1024 : 300),
      large ? '≤ 1 GB' : '≤ 300 MB',
    ]);
  }
  if (history) {
    rows.push(
      ['history by process p99', ms(history.byProcess.p99), within(history.byProcess.p99, 50), '≤ 50 ms'],
      ...(history.byPerson
        ? [['history by person p99', ms(history.byPerson.p99), within(history.byPerson.p99, 50), '≤ 50 ms']]
        : []),
      ['history by text p99', ms(history.byText.p99), within(history.byText.p99, 50), '≤ 50 ms'],
    );
  }
  if (two) {
    rows.push(...mixedRows('2 instances', two.mixed));
    two.statementsPerRead.forEach(({ perRead }, i) => {
      rows.push([`instance ${'AB'[i]}: statements/read`, String(perRead), perRead <= 0.2, '≤ 0.2']);
    });
  }
  return rows;
}
