import { reportFileBase } from '@core/rules/report/file-name';
import type { Artifact } from '@core/schemas/artifact';
import type { Process } from '@core/schemas/process';
import { useQueryClient } from '@tanstack/react-query';
import { FileDownIcon, LinkIcon, LoaderCircleIcon, PackageIcon, PrinterIcon } from 'lucide-react';
import { useRef, useState } from 'react';
import { Button } from '../../components/ui/button';
import { DialogFooter, TitledDialog } from '../../components/ui/dialog';
import { Input } from '../../components/ui/input';
import { toast } from '../../components/ui/use-toast';
import { useProcessTab } from '../../lib/use-process-tab';
import {
  downloadFile,
  downloadSequentially,
  openPrintWindow,
  packageFiles,
  printReport,
  processShareLink,
} from './deliver';

type Action = 'html' | 'print' | 'package';

/** What a process report is built from: the process, its artifacts and its job role's name. */
export type ReportSubject = { process: Process; artifacts: Artifact[]; jobRoleName: string | null };

/**
 * The comparison's export and share buttons (spec §2, §7, §8): Download HTML, Print Preview,
 * Export Package (three files 500 ms apart) and Share Process. The report is built in the browser
 * from data fetched on click.
 */
export function ReportActions({ process, artifacts, jobRoleName }: ReportSubject) {
  const queryClient = useQueryClient();
  const { tab } = useProcessTab();
  const [busy, setBusy] = useState<Action | null>(null);
  const [shareLink, setShareLink] = useState<string | null>(null);
  const [includeComments, setIncludeComments] = useState(false);
  const busyRef = useRef(false);

  const run = async (action: Action, work: () => Promise<void>) => {
    if (busyRef.current) return;
    busyRef.current = true;
    setBusy(action);
    try {
      await work();
    } finally {
      busyRef.current = false;
      setBusy(null);
    }
  };

  const load = async () => {
    const render = await import('./report-render');
    const model = await render.loadReportModel(queryClient, {
      process,
      artifacts,
      jobRoleName,
      includeComments,
    });
    return { model, render };
  };

  const downloadHtml = () =>
    run('html', async () => {
      try {
        const { model, render } = await load();
        downloadFile({
          name: `${reportFileBase(process.name)}.html`,
          type: 'text/html;charset=utf-8',
          text: render.renderReportHtml(model),
        });
      } catch (err) {
        // Spec §8 only logs this failure; a toast as well, so it never fails silently.
        console.error('HTML report download failed', err);
        toast({
          title: 'Download Failed',
          description: 'The HTML report could not be created. Please try again.',
          variant: 'destructive',
        });
      }
    });

  const printPreview = () => {
    // Opened now, while the click still counts as a user action; filled once the data is in.
    const win = openPrintWindow();
    return run('print', async () => {
      try {
        const { model, render } = await load();
        printReport(render.renderReportHtml(model), win);
      } catch (err) {
        win?.close();
        console.error('Print preview failed', err);
        toast({
          title: 'Print Preview Failed',
          description: 'The report could not be prepared for printing. Please try again.',
          variant: 'destructive',
        });
      }
    });
  };

  const exportPackage = () =>
    run('package', async () => {
      try {
        const { model, render } = await load();
        const files = packageFiles(
          reportFileBase(process.name),
          render.renderReportHtml(model),
          render.renderReportJson(model),
          render.renderReportText(model),
        );
        await downloadSequentially(files, downloadFile);
        toast({
          title: 'Package Generated Successfully',
          description: 'Downloaded 3 files for comprehensive process sharing.',
        });
      } catch (err) {
        console.error('Package export failed', err);
        toast({
          title: 'Package Generation Failed',
          description: 'There was an error creating the process package.',
          variant: 'destructive',
        });
      }
    });

  const share = async () => {
    const link = processShareLink(window.location.origin, process.id, tab);
    try {
      if (!navigator.clipboard?.writeText) throw new Error('Clipboard unavailable');
      await navigator.clipboard.writeText(link);
      toast({ title: 'Link copied', description: link });
    } catch {
      // No clipboard (insecure context, permission refused): show the link to copy by hand.
      setShareLink(link);
    }
  };

  const spinner = (action: Action) =>
    busy === action ? <LoaderCircleIcon className="animate-spin" aria-hidden="true" /> : null;

  return (
    <>
      <div
        className="flex flex-wrap items-center gap-2"
        role="group"
        aria-label="Report and sharing"
        aria-busy={busy !== null}
      >
        {/* Three separate buttons on a phone (they wrap), one joined group from 640 px. */}
        <div
          className="flex flex-wrap gap-2 sm:inline-flex sm:flex-nowrap sm:gap-0 sm:rounded-md sm:shadow-xs"
          role="group"
          aria-label="Export report"
        >
          <Button
            variant="outline"
            className="sm:rounded-r-none sm:shadow-none"
            onClick={downloadHtml}
            disabled={busy !== null}
          >
            {spinner('html') ?? <FileDownIcon aria-hidden="true" />}
            Download HTML
          </Button>
          <Button
            variant="outline"
            className="sm:-ml-px sm:rounded-none sm:shadow-none"
            onClick={printPreview}
            disabled={busy !== null}
          >
            {spinner('print') ?? <PrinterIcon aria-hidden="true" />}
            Print Preview
          </Button>
          <Button
            variant="outline"
            className="sm:-ml-px sm:rounded-l-none sm:shadow-none"
            onClick={exportPackage}
            disabled={busy !== null}
          >
            {spinner('package') ?? <PackageIcon aria-hidden="true" />}
            Export Package
          </Button>
        </div>
        <label className="inline-flex items-center gap-1.5 text-slate-700 text-sm">
          <input
            type="checkbox"
            className="size-4 accent-brand-600"
            checked={includeComments}
            onChange={(e) => setIncludeComments(e.target.checked)}
          />
          With comments
        </label>
        <Button variant="outline" onClick={() => void share()}>
          <LinkIcon aria-hidden="true" />
          Share Process
        </Button>
      </div>
      <ShareLinkDialog link={shareLink} onClose={() => setShareLink(null)} />
    </>
  );
}

/** The fallback when the clipboard cannot be written: the link, selected, to copy by hand. */
function ShareLinkDialog({ link, onClose }: { link: string | null; onClose: () => void }) {
  return (
    <TitledDialog
      open={link !== null}
      onOpenChange={(open) => !open && onClose()}
      title="Share Process"
      description="The browser did not allow copying. Copy this link to the process (press Ctrl+C or ⌘C):"
    >
      <Input
        aria-label="Link to the process"
        readOnly
        value={link ?? ''}
        onFocus={(e) => e.currentTarget.select()}
        autoFocus
      />
      <DialogFooter>
        <Button onClick={onClose}>Done</Button>
      </DialogFooter>
    </TitledDialog>
  );
}
