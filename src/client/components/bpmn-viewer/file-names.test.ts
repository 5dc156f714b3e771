import { describe, expect, it } from 'vitest';
import { diagramDownloadName, diagramDownloadUrl, diagramFileBase, diagramFileName } from './file-names';

describe('diagram file names', () => {
  it('are the artifact name in lower-case words joined by hyphens', () => {
    expect(diagramFileName('Service Call Dispatch – To-Be Workflow Map', 'bpmn')).toBe(
      'service-call-dispatch-to-be-workflow-map.bpmn',
    );
    expect(diagramFileName('Réparation & Devis', 'svg')).toBe('reparation-devis.svg');
  });

  it('never come out empty or too long', () => {
    expect(diagramFileBase('––  ')).toBe('workflow-map');
    const long = diagramFileBase('word '.repeat(40));
    expect(long.length).toBeLessThanOrEqual(48);
    expect(long.endsWith('-')).toBe(false);
  });

  it('say the state when the artifact name does not', () => {
    expect(diagramDownloadName('Dispatch map', 'to_be')).toBe('Dispatch map To-Be');
    expect(diagramDownloadName('Dispatch map', 'as_is')).toBe('Dispatch map As-Is');
    expect(diagramDownloadName('Dispatch – As-Is Workflow Map', 'as_is')).toBe(
      'Dispatch – As-Is Workflow Map',
    );
  });

  it('point the PNG at the server rendering of the artifact', () => {
    expect(diagramDownloadUrl('a b/1', 'png')).toBe('/api/artifacts/a%20b%2F1/diagram.png');
  });
});
