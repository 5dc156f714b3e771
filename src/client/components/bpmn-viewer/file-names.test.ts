import { describe, expect, it } from 'vitest';
import { diagramDownloadUrl, diagramFileBase, diagramFileName } from './file-names';

describe('diagram file names', () => {
  it('are the artifact name in lower-case words joined by hyphens', () => {
    expect(diagramFileName('Service Call Dispatch – To-Be Workflow Map To-Be', 'bpmn')).toBe(
      'service-call-dispatch-to-be-workflow-map-to-be.bpmn',
    );
    expect(diagramFileName('Réparation & Devis', 'svg')).toBe('reparation-devis.svg');
  });

  it('never come out empty or too long', () => {
    expect(diagramFileBase('––  ')).toBe('workflow-map');
    const long = diagramFileBase('word '.repeat(40));
    expect(long.length).toBeLessThanOrEqual(80);
    expect(long.endsWith('-')).toBe(false);
  });

  it('point the PNG at the server rendering of the artifact', () => {
    expect(diagramDownloadUrl('a b/1', 'png')).toBe('/api/artifacts/a%20b%2F1/diagram.png');
  });
});
