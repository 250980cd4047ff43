import { classNames } from '@domainfolio/ui';
import { ArrowUpTrayIcon } from '@heroicons/react/24/outline';
import { useId, useState, type DragEvent } from 'react';

/** Where a portfolio file is dropped or chosen; the whole box is the file picker's label. */
export function FileDrop({
  onFile,
  disabled,
}: {
  onFile: (file: File) => void;
  disabled: boolean;
}) {
  const id = useId();
  const [over, setOver] = useState(false);
  const drop = (event: DragEvent<HTMLLabelElement>) => {
    event.preventDefault();
    setOver(false);
    const file = event.dataTransfer.files[0];
    if (file && !disabled) onFile(file);
  };
  return (
    <label
      htmlFor={id}
      onDragOver={(event) => {
        event.preventDefault();
        setOver(true);
      }}
      onDragLeave={() => setOver(false)}
      onDrop={drop}
      className={classNames(
        'flex cursor-pointer flex-col items-center rounded-lg border-2 border-dashed px-6 py-10 text-center transition-colors',
        over ? 'border-indigo-500 bg-indigo-50' : 'border-gray-300 bg-white hover:border-gray-400',
        disabled && 'cursor-not-allowed opacity-60',
      )}
    >
      <ArrowUpTrayIcon aria-hidden="true" className="size-10 text-gray-400" />
      <span className="mt-3 text-sm font-semibold text-indigo-600">Choose a CSV file</span>
      <span className="mt-1 text-sm text-gray-600">or drop it here</span>
      <span className="mt-2 text-xs text-gray-500">
        Your registrar&apos;s or marketplace&apos;s export as it is, our template, or one domain a
        line. Up to 5,000 domains.
      </span>
      <input
        id={id}
        type="file"
        accept=".csv,.txt,.tsv,text/csv,text/plain"
        className="sr-only"
        disabled={disabled}
        onChange={(event) => {
          const file = event.target.files?.[0];
          event.target.value = '';
          if (file) onFile(file);
        }}
      />
    </label>
  );
}
