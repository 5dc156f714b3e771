import { useId } from 'react';
import { cn } from '../lib/utils';
import { SearchInput } from './search-input';

type SearchBoxProps = {
  value: string;
  onChange: (value: string) => void;
  onSubmit: () => void;
  /** The accessible name, e.g. "Search processes and job roles". */
  label: string;
  placeholder: string;
  className?: string;
};

/** A search landmark holding a search field with a clear button; Enter submits at once, Escape clears. */
export function SearchBox({ value, onChange, onSubmit, label, placeholder, className }: SearchBoxProps) {
  const id = useId();
  return (
    <search className={cn('w-72 max-w-full', className)}>
      <label htmlFor={id} className="sr-only">
        {label}
      </label>
      <SearchInput id={id} value={value} onChange={onChange} onSubmit={onSubmit} placeholder={placeholder} />
    </search>
  );
}
