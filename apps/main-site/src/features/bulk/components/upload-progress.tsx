import { classNames } from '@domainfolio/ui';

/** How much of the upload the server has saved, as a bar and in words. */
export function UploadProgress({
  done,
  total,
  stopped = false,
}: {
  done: number;
  total: number;
  /** A chunk failed: the bar stays where the upload stopped. */
  stopped?: boolean;
}) {
  const percent = total === 0 ? 100 : Math.round((done / total) * 100);
  const label = stopped ? 'Stopped' : done < total ? 'Uploading…' : 'Uploaded';
  return (
    <div className="space-y-2">
      <div className="flex justify-between text-sm">
        <span className="font-medium text-gray-900">{label}</span>
        <span className="text-gray-600 tabular-nums">
          {done.toLocaleString('en-US')} of {total.toLocaleString('en-US')} domains
        </span>
      </div>
      <div
        role="progressbar"
        aria-label="Upload progress"
        aria-valuemin={0}
        aria-valuemax={total}
        aria-valuenow={done}
        className="h-2 overflow-hidden rounded-full bg-gray-200"
      >
        <div
          className={classNames(
            'h-full rounded-full transition-all',
            stopped ? 'bg-red-600' : 'bg-indigo-600',
          )}
          style={{ width: `${percent}%` }}
        />
      </div>
    </div>
  );
}
