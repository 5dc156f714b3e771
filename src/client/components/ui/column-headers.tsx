import { cn } from '../../lib/utils';

/** One column of a table's header: its label (read only by screen readers when `srOnly`) and its own classes. */
export type Column = { label: string; className?: string; srOnly?: boolean };

/**
 * A table's header row: a `th scope="col"` a column, each with the table's `cellClassName` and then
 * the column's own classes (its width, its alignment).
 */
export function ColumnHeaders({
  columns,
  cellClassName,
  className,
}: {
  columns: readonly Column[];
  cellClassName: string;
  className?: string;
}) {
  return (
    <tr className={className}>
      {columns.map((column) => (
        <th key={column.label} scope="col" className={cn(cellClassName, column.className)}>
          {column.srOnly ? <span className="sr-only">{column.label}</span> : column.label}
        </th>
      ))}
    </tr>
  );
}
