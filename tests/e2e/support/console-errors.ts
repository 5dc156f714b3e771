/** Console errors other than the refusals a test provokes on purpose (a 409 is logged by Chromium). */
export function unexpectedErrors(errors: string[]): string[] {
  return errors.filter((e) => !/status of 409 \(Conflict\)/.test(e));
}
