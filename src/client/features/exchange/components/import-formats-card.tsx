import {
  DIVISION_CSV_COLUMNS,
  DIVISION_CSV_REQUIRED,
  PROCESS_SHEET_COLUMNS as PROCESS_SHEET_COLUMN_NAMES,
  PROCESS_SHEET_REQUIRED,
} from '@core/schemas/import';
import { DownloadIcon, LoaderCircleIcon } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { toast } from '../../../components/ui/use-toast';
import { errorMessage } from '../../../lib/api-client';
import { downloadProcessTemplate, PROCESS_SHEET_COLUMNS } from '../process-template';

// The server's own column lists: what it requires is what this card says is required.
const PROCESS_OPTIONAL = new Set(
  Object.entries(PROCESS_SHEET_COLUMN_NAMES)
    .filter(([key]) => !(PROCESS_SHEET_REQUIRED as readonly string[]).includes(key))
    .map(([, column]) => column),
);
// The Training Audiences export's columns first, then the optional Name the server also reads.
const DIVISION_COLUMNS = ['Division', 'Location', 'Employees', 'Specialization', 'Role', 'Count'];
const DIVISION_OPTIONAL = new Set(
  Object.entries(DIVISION_CSV_COLUMNS)
    .filter(([key]) => !(DIVISION_CSV_REQUIRED as readonly string[]).includes(key))
    .map(([, column]) => column),
);
const DIVISION_ALL = [
  ...DIVISION_COLUMNS,
  ...Object.values(DIVISION_CSV_COLUMNS).filter((c) => !DIVISION_COLUMNS.includes(c)),
];

function Columns({
  columns,
  optional = new Set<string>(),
}: {
  columns: readonly string[];
  optional?: Set<string>;
}) {
  return (
    <ul className="flex flex-wrap gap-1.5" aria-label="Columns">
      {columns.map((column) => (
        <li
          key={column}
          className="rounded border border-slate-200 bg-slate-50 px-1.5 py-0.5 font-mono text-[12px] text-slate-800"
        >
          {column}
          {optional.has(column) ? <span className="font-sans text-slate-600"> (optional)</span> : null}
        </li>
      ))}
    </ul>
  );
}

/** The three files Bulk Import reads, with the columns each must have, and the processes template. */
export function ImportFormatsCard() {
  const [busy, setBusy] = useState(false);
  const onTemplate = async () => {
    setBusy(true);
    try {
      await downloadProcessTemplate();
    } catch (err) {
      toast({
        title: 'Template Error',
        description: errorMessage(err, 'The template could not be built. Please try again.'),
        variant: 'destructive',
      });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Card className="flex flex-col">
      <div className="border-slate-100 border-b p-5 pb-4">
        <h2 className="font-semibold text-base text-slate-900">Accepted files</h2>
        <p className="mt-1 text-slate-600 text-sm">The kind is recognised from the file itself.</p>
      </div>
      <dl className="flex flex-col divide-y divide-slate-100">
        <div className="flex flex-col gap-1.5 p-5">
          <dt className="font-medium text-slate-900 text-sm">Full archive (.zip)</dt>
          <dd className="text-slate-600 text-sm">
            A file made by Export All: job roles, processes, artifacts, training material, divisions, stored
            files and the audit history. Format version 1.
          </dd>
        </div>
        <div className="flex flex-col gap-2 p-5">
          <dt className="font-medium text-slate-900 text-sm">Processes sheet (.xlsx or .csv)</dt>
          <dd className="flex flex-col gap-2 text-slate-600 text-sm">
            <p>
              One process per row under a header row; in a workbook, the sheet named Processes (else the first
              sheet). A missing job role is created, and a process with the same role and name is updated.
            </p>
            <Columns columns={PROCESS_SHEET_COLUMNS} optional={PROCESS_OPTIONAL} />
            <p className="text-xs">
              Status is draft, in_review or published (draft when empty); Version defaults to 1.0.
            </p>
            <div>
              <Button variant="outline" size="sm" onClick={onTemplate} disabled={busy}>
                {busy ? (
                  <LoaderCircleIcon className="animate-spin" aria-hidden="true" />
                ) : (
                  <DownloadIcon aria-hidden="true" />
                )}
                Download template (.csv)
              </Button>
            </div>
          </dd>
        </div>
        <div className="flex flex-col gap-2 p-5">
          <dt className="font-medium text-slate-900 text-sm">Divisions (.csv)</dt>
          <dd className="flex flex-col gap-2 text-slate-600 text-sm">
            <p>One row per division and role, as the Training Audiences page exports it.</p>
            <Columns columns={DIVISION_ALL} optional={DIVISION_OPTIONAL} />
          </dd>
        </div>
      </dl>
    </Card>
  );
}
