import type { OutputsAssessment } from '@core/schemas/readiness';
import { outputsText } from '../readiness-figures';

/** "4/6" with the HIGH/MED/LOW counts beneath; read aloud as one sentence. */
export function OutputsSummary({ outputs }: { outputs: OutputsAssessment }) {
  if (outputs.total === 0)
    return <span className="whitespace-nowrap text-slate-500 text-xs">No outputs</span>;
  return (
    <div className="flex flex-col gap-0.5 whitespace-nowrap">
      <span className="sr-only">{outputsText(outputs)}</span>
      <span aria-hidden="true" className="font-medium text-slate-900 tabular-nums">
        {outputs.assessed}/{outputs.total}
      </span>
      <span aria-hidden="true" className="flex gap-1.5 text-[11px] tabular-nums">
        <span className="text-red-700">H {outputs.high}</span>
        <span className="text-blue-700">M {outputs.med}</span>
        <span className="text-slate-600">L {outputs.low}</span>
      </span>
    </div>
  );
}
