import type { ReadinessTable } from '@core/schemas/readiness';
import { FileSpreadsheetIcon, FileTextIcon, LoaderCircleIcon } from 'lucide-react';
import { useState } from 'react';
import { downloadReadinessExport } from '../../../api/readiness/download-readiness-export';
import { Button } from '../../../components/ui/button';
import { toast } from '../../../components/ui/use-toast';
import { errorMessage } from '../../../lib/api-client';
import type { ReadinessExportFormat, ReadinessView } from '../../../lib/readiness-view';

const FORMATS: { format: ReadinessExportFormat; label: string; icon: typeof FileTextIcon }[] = [
  { format: 'xlsx', label: 'Export xlsx', icon: FileSpreadsheetIcon },
  { format: 'csv', label: 'Export CSV', icon: FileTextIcon },
];

type ExportButtonsProps = {
  table: ReadinessTable;
  /** What the table is, for the buttons' accessible names ("per-process table"). */
  tableLabel: string;
  view: ReadinessView;
  disabled?: boolean;
};

/** "Export xlsx" and "Export CSV" of one table, with the filters and sort on screen. */
export function ExportButtons({ table, tableLabel, view, disabled }: ExportButtonsProps) {
  const [busy, setBusy] = useState<ReadinessExportFormat | null>(null);

  const run = async (format: ReadinessExportFormat) => {
    setBusy(format);
    try {
      const fileName = await downloadReadinessExport(table, format, view);
      toast({ title: 'Export Downloaded', description: fileName });
    } catch (err) {
      toast({ title: 'Export Failed', description: errorMessage(err), variant: 'destructive' });
    } finally {
      setBusy(null);
    }
  };

  return (
    <div className="flex flex-wrap items-center gap-2">
      {FORMATS.map(({ format, label, icon: Icon }) => (
        <Button
          key={format}
          variant="outline"
          size="sm"
          disabled={disabled || busy !== null}
          onClick={() => run(format)}
        >
          {busy === format ? (
            <LoaderCircleIcon className="animate-spin" aria-hidden="true" />
          ) : (
            <Icon aria-hidden="true" />
          )}
          {label}
          <span className="sr-only"> of the {tableLabel}</span>
        </Button>
      ))}
    </div>
  );
}
