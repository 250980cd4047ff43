import { LEAD_EXPORT_FORMATS } from '@domainfolio/contracts';
import { buttonClassName } from '@domainfolio/ui';
import { ArrowDownTrayIcon } from '@heroicons/react/20/solid';
import { leadExportUrl } from '../api/lead-export';

/**
 * Export CSV and Export JSON. Plain links, not router links: the server sends the file as an
 * attachment named after the owner and the day.
 */
export function ExportLeadsLinks() {
  return (
    <div className="flex flex-wrap gap-3">
      {LEAD_EXPORT_FORMATS.map((format) => (
        <a
          key={format}
          href={leadExportUrl(format)}
          download
          className={buttonClassName({ variant: 'secondary' })}
        >
          <ArrowDownTrayIcon aria-hidden="true" className="-ml-0.5 size-5 text-gray-400" />
          Export {format.toUpperCase()}
        </a>
      ))}
    </div>
  );
}
