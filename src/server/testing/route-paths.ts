const SOME_ID = '00000000-0000-4000-8000-000000000000';

/** A concrete path for a route pattern of the catalogue: every parameter filled in. */
export function concretePath(pattern: string): string {
  return pattern
    .replace(/:[A-Za-z]+/g, (p) => (/name/i.test(p) ? 'report.pdf' : SOME_ID))
    .replace(/\*/g, 'x');
}
