import { DownloadIcon } from 'lucide-react';
import { useState } from 'react';
import { saveFile } from '../../lib/save-file';
import { Button } from '../ui/button';
import { diagramDownloadUrl, diagramFileName } from './file-names';

const LINK_CLASS = 'h-8 px-2 font-mono text-xs';

/**
 * The viewer's downloads: the diagram as stored (.bpmn), as bpmn-js draws it (.svg) and as the
 * server renders it (.png), each named after the process or artifact.
 */
export function DiagramDownloads({
  xml,
  fileName,
  artifactId,
  saveSvg,
}: {
  xml: string;
  fileName: string;
  artifactId: string | null;
  saveSvg: () => Promise<string>;
}) {
  const [error, setError] = useState<string | null>(null);
  async function downloadSvg() {
    try {
      const svg = await saveSvg();
      saveFile(new Blob([svg], { type: 'image/svg+xml' }), diagramFileName(fileName, 'svg'));
      setError(null);
    } catch (e) {
      setError(`The SVG could not be made: ${e instanceof Error ? e.message : String(e)}`);
    }
  }
  return (
    <div className="flex flex-wrap items-center gap-1" role="group" aria-label="Download the diagram">
      <DownloadIcon className="mr-0.5 size-3.5 text-slate-500" aria-hidden="true" />
      <Button
        variant="outline"
        size="sm"
        className={LINK_CLASS}
        onClick={() =>
          saveFile(new Blob([xml], { type: 'application/xml' }), diagramFileName(fileName, 'bpmn'))
        }
        aria-label="Download as BPMN (.bpmn)"
      >
        .bpmn
      </Button>
      <Button
        variant="outline"
        size="sm"
        className={LINK_CLASS}
        onClick={() => void downloadSvg()}
        aria-label="Download as SVG (.svg)"
      >
        .svg
      </Button>
      {artifactId ? (
        <Button variant="outline" size="sm" className={LINK_CLASS} asChild>
          <a
            href={diagramDownloadUrl(artifactId, 'png')}
            download={diagramFileName(fileName, 'png')}
            aria-label="Download as PNG (.png)"
          >
            .png
          </a>
        </Button>
      ) : null}
      {error ? (
        <p role="alert" className="basis-full text-red-700 text-xs">
          {error}
        </p>
      ) : null}
    </div>
  );
}
