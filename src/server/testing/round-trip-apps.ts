import { createTestApp, type TestApp } from './test-app';

export interface RoundTripApps {
  source: TestApp;
  /** The source's user, logged in. */
  sourceCookie: string;
  /** An empty repository for each import mode. */
  targets: Record<'replace' | 'merge', TestApp>;
}

/** The apps of a test that carries an Export All archive from one repository into empty ones. */
export async function createRoundTripApps(): Promise<RoundTripApps> {
  const [source, replace, merge] = await Promise.all([createTestApp(), createTestApp(), createTestApp()]);
  return { source, sourceCookie: await source.login(), targets: { replace, merge } };
}
