import { THREAD_EXPORT_FORMATS } from '@domainfolio/contracts';
import { buttonClassName } from '@domainfolio/ui';
import { ArrowDownTrayIcon } from '@heroicons/react/20/solid';
import { threadExportUrl } from '../api/thread-export';

/** Export JSON and Export CSV of one thread: plain links, the server sends an attachment. */
export function ExportThreadLinks({ id }: { id: string }) {
  return (
    <div className="flex flex-wrap gap-2">
      {THREAD_EXPORT_FORMATS.map((format) => (
        <a
          key={format}
          href={threadExportUrl(id, format)}
          download
          className={buttonClassName({ variant: 'secondary', size: 'sm' })}
        >
          <ArrowDownTrayIcon aria-hidden="true" className="size-4 text-gray-400" />
          Export {format.toUpperCase()}
        </a>
      ))}
    </div>
  );
}
