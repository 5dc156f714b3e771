import type * as React from 'react';

/**
 * A file input that a visible button opens (`ref.current.click()`): hidden, out of the tab order,
 * and emptied after each pick so that choosing the same file again still reports it.
 */
export function HiddenFileInput({
  ref,
  accept,
  label,
  onFile,
}: {
  ref: React.Ref<HTMLInputElement>;
  accept: string;
  label: string;
  onFile: (file: File | undefined) => void;
}) {
  return (
    <input
      ref={ref}
      type="file"
      accept={accept}
      tabIndex={-1}
      aria-label={label}
      className="hidden"
      onChange={(e) => {
        onFile(e.target.files?.[0]);
        e.target.value = '';
      }}
    />
  );
}
