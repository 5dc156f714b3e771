import { SearchIcon, XIcon } from 'lucide-react';
import { useId } from 'react';
import { cn } from '../lib/utils';
import { Input } from './ui/input';

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

type SearchInputProps = {
  id: string;
  value: string;
  onChange: (value: string) => void;
  /** Enter: search now. */
  onSubmit: () => void;
  placeholder: string;
};

/** A search field with its icon and a clear button; Enter submits at once, Escape clears. */
export function SearchInput({ id, value, onChange, onSubmit, placeholder }: SearchInputProps) {
  return (
    <div className="relative">
      <SearchIcon
        className="pointer-events-none absolute top-1/2 left-2.5 size-4 -translate-y-1/2 text-slate-500"
        aria-hidden="true"
      />
      <Input
        id={id}
        type="text"
        inputMode="search"
        enterKeyHint="search"
        autoComplete="off"
        placeholder={placeholder}
        className="pr-8 pl-8"
        value={value}
        onChange={(e) => onChange(e.target.value)}
        onKeyDown={(e) => {
          if (e.key === 'Enter') onSubmit();
          if (e.key === 'Escape' && value) {
            e.preventDefault();
            onChange('');
          }
        }}
      />
      {value ? (
        <button
          type="button"
          onClick={() => onChange('')}
          className="absolute top-1/2 right-1.5 flex size-6 -translate-y-1/2 items-center justify-center rounded-sm text-slate-500 hover:bg-slate-100 hover:text-slate-900"
        >
          <XIcon className="size-3.5" aria-hidden="true" />
          <span className="sr-only">Clear search</span>
        </button>
      ) : null}
    </div>
  );
}
