/** How much of the upload the server has saved, as a bar and in words. */
export function UploadProgress({ done, total }: { done: number; total: number }) {
  const percent = total === 0 ? 100 : Math.round((done / total) * 100);
  return (
    <div className="space-y-2">
      <div className="flex justify-between text-sm">
        <span className="font-medium text-gray-900">
          {done < total ? 'Uploading…' : 'Uploaded'}
        </span>
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
          className="h-full rounded-full bg-indigo-600 transition-all"
          style={{ width: `${percent}%` }}
        />
      </div>
    </div>
  );
}
