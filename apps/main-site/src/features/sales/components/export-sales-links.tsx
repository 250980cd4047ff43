import { SALES_EXPORT_FORMATS, type Interval } from '@domainfolio/contracts';
import { buttonClassName } from '@domainfolio/ui';
import { ArrowDownTrayIcon } from '@heroicons/react/20/solid';
import { salesExportUrl } from '../api/sales-export';

/** Export CSV and Export JSON of the period shown: plain links to the attachment. */
export function ExportSalesLinks({ interval }: { interval: Interval }) {
  return (
    <>
      {SALES_EXPORT_FORMATS.map((format) => (
        <a
          key={format}
          href={salesExportUrl(interval, format)}
          download
          className={buttonClassName({ variant: 'secondary' })}
        >
          <ArrowDownTrayIcon aria-hidden="true" className="-ml-0.5 size-5 text-gray-400" />
          {/* Phones show the format alone, so the period's three buttons fit on one line. */}
          <span className="max-sm:sr-only">Export</span> {format.toUpperCase()}
        </a>
      ))}
    </>
  );
}
