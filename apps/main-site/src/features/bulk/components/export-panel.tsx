import { EXPORT_COLUMNS, ExportFormat } from '@domainfolio/contracts';
import { toCsv } from '@domainfolio/portfolio-files';
import { buttonClassName } from '@domainfolio/ui';
import { ArrowDownTrayIcon, DocumentTextIcon } from '@heroicons/react/20/solid';
import { domainExportUrl } from '../api/export-domains';

const PORTFOLIO: { format: ExportFormat; label: string }[] = [
  { format: ExportFormat.CSV, label: 'Export CSV' },
  { format: ExportFormat.JSON, label: 'Export JSON' },
];

const VENUES: { format: ExportFormat; label: string }[] = [
  { format: ExportFormat.AFTERNIC, label: 'Afternic' },
  { format: ExportFormat.SEDO, label: 'Sedo' },
  { format: ExportFormat.DAN, label: 'Dan.com' },
];

const EXAMPLE: Partial<Record<(typeof EXPORT_COLUMNS)[number]['field'], string>> = {
  name: 'example.com',
  description: 'A short, memorable name for a startup.',
  sellingPrice: '2500',
  domainCost: '12',
  renewalCost: '10.44',
  purchaseDate: '2024-05-01',
  expiration: '2027-05-01',
  registrar: 'namecheap',
  buyItNow: 'true',
  public: 'true',
  sold: 'false',
};

/** The import template: every column the export writes, and one example row. */
const TEMPLATE = toCsv([
  EXPORT_COLUMNS.map((column) => column.header),
  EXPORT_COLUMNS.map((column) => EXAMPLE[column.field] ?? ''),
]);
const TEMPLATE_URL = `data:text/csv;charset=utf-8,${encodeURIComponent(TEMPLATE)}`;

/** Your portfolio as a file, in Domainfolio's formats and the marketplaces' upload files. */
export function ExportPanel() {
  const link = (format: ExportFormat, label: string) => (
    <a
      key={format}
      href={domainExportUrl(format)}
      download
      className={buttonClassName({ variant: 'secondary' })}
    >
      <ArrowDownTrayIcon aria-hidden="true" className="-ml-0.5 size-5 text-gray-400" />
      {label}
    </a>
  );
  return (
    <div className="space-y-5">
      <div className="flex flex-wrap gap-3">
        {PORTFOLIO.map(({ format, label }) => link(format, label))}
      </div>
      <div>
        <p className="text-sm font-medium text-gray-900">Upload files for the marketplaces</p>
        <p className="mt-1 text-sm text-gray-600">
          Your public domains for sale, in each marketplace&apos;s own upload format, so your
          listings stay the same everywhere.
        </p>
        <div className="mt-3 flex flex-wrap gap-3">
          {VENUES.map(({ format, label }) => link(format, label))}
        </div>
        <p className="mt-3 text-sm text-gray-600">
          Afternic requires a minimum offer for every name. The Afternic file sets it to your
          selling price where one is shown; for names without a price, fill in{' '}
          <span className="font-medium text-gray-900">*Minimum Offer (Required)</span> before you
          upload the file.
        </p>
      </div>
      <a
        href={TEMPLATE_URL}
        download="domainfolio-import-template.csv"
        className="inline-flex items-center gap-x-1.5 text-sm font-semibold text-indigo-600 hover:text-indigo-500"
      >
        <DocumentTextIcon aria-hidden="true" className="size-5" />
        Download the CSV template
      </a>
    </div>
  );
}
