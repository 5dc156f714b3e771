import { it } from 'vitest';
import { serviceCallDispatch } from '../../../server/demo/processes/service-call-dispatch';
import { demoSource } from './demo-source.test-helper';
import { buildOutline, describeGeneration } from './index';
it('x', () => {
  const s = demoSource(serviceCallDispatch);
  for (const k of ['job-aid','walkthrough','change-summary','session-deck'] as const) console.log(JSON.stringify(buildOutline(k, s), null, 1));
  console.log(JSON.stringify(describeGeneration(s), null, 1));
});
