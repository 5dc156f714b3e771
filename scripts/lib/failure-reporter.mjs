// A vitest reporter that writes what failed, by name and with the first lines of its error, to
// the file in FAILURE_REPORT. The JSON reporter counts a test whose beforeAll hook threw as
// "skipped" and carries no hook error at all, so `npm test` reads this to say which test failed
// and why in the last lines of its output (the part CI shows).
import fs from 'node:fs';
import path from 'node:path';
import { stripVTControlCharacters } from 'node:util';

/** The first lines of an error, ANSI colours removed, each on one line. */
function firstLines(error) {
  const message = String(error?.message ?? error);
  const text = error?.name && !message.startsWith(error.name) ? `${error.name}: ${message}` : message;
  return stripVTControlCharacters(text)
    .split('\n')
    .map((l) => l.trim())
    .filter(Boolean)
    .slice(0, 3)
    .map((l) => (l.length > 200 ? `${l.slice(0, 200)}…` : l));
}

export default class FailureReporter {
  onInit(vitest) {
    this.root = vitest.config.root;
  }

  onTestRunEnd(testModules, unhandledErrors) {
    const failures = [];
    for (const module of testModules) {
      const file = path.relative(this.root ?? process.cwd(), module.moduleId);
      // A module or suite error is one that happened outside a test: a file that did not load,
      // or a beforeAll/afterAll hook that threw.
      for (const error of module.errors()) failures.push({ name: file, lines: firstLines(error) });
      for (const suite of module.children.allSuites()) {
        for (const error of suite.errors())
          failures.push({ name: `${file} > ${suite.fullName}`, lines: firstLines(error) });
      }
      for (const test of module.children.allTests('failed')) {
        failures.push({ name: `${file} > ${test.fullName}`, lines: firstLines(test.result().errors?.[0]) });
      }
    }
    for (const error of unhandledErrors)
      failures.push({ name: 'an error outside any test', lines: firstLines(error) });
    const out = process.env.FAILURE_REPORT;
    if (out) fs.writeFileSync(out, JSON.stringify(failures, null, 2));
  }
}
