import fs from 'node:fs';
import { it } from 'vitest';
import { buildOutline } from '../../../core/rules/training-outlines';
import type { DeckOutline, DocumentOutline } from '../../../core/rules/training-outlines';
import { demoSource } from '../../../core/rules/training-outlines/demo-source.test-helper';
import { serviceCallDispatch } from '../../demo/processes/service-call-dispatch';
import { renderWorkflowSvg } from '../../demo/workflow-svg';
import { writeDocx } from './docx-writer';
import { writePptx } from './pptx-writer';

it('renders', async () => {
  const s = demoSource(serviceCallDispatch);
  const url = '/objects/00000000-0000-4000-8000-000000000000/service-call-dispatch-to_be.svg';
  const images = new Map([[url, { data: Buffer.from(renderWorkflowSvg(serviceCallDispatch.toBe.workflow.diagram)), mediaType: 'image/svg+xml' }]]);
  fs.mkdirSync('/tmp/tg-out', { recursive: true });
  for (const k of ['job-aid', 'walkthrough', 'change-summary'] as const) {
    fs.writeFileSync(`/tmp/tg-out/${k}.docx`, await writeDocx(buildOutline(k, s) as DocumentOutline, { images, origin: 'http://localhost:5000' }));
  }
  fs.writeFileSync('/tmp/tg-out/session-deck.pptx', await writePptx(buildOutline('session-deck', s) as DeckOutline));
});
