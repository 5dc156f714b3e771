import fs from 'node:fs';
import type { TestProject } from 'vitest/node';
import { makeDataTemplates } from './data-templates';

/**
 * Once before the e2e files: one first start of the built server per kind of data (demo on, demo
 * off), each left as a stopped DATA_DIR that every file's server then starts from as a copy.
 */
export default async function setup(project: TestProject): Promise<() => void> {
  const templates = await makeDataTemplates();
  project.provide('e2eDataTemplates', templates);
  return () => {
    for (const dir of Object.values(templates)) fs.rmSync(dir, { recursive: true, force: true });
  };
}
