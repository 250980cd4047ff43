const SOURCES = [
  'GoDaddy',
  'Namecheap',
  'Dynadot',
  'Porkbun',
  'Spaceship',
  'Sedo',
  'Efty',
  'Afternic',
  'Dan.com',
  'Uniregistry',
];

/** The registrars and marketplaces whose exports are read as they are. */
export function SupportedSources() {
  return (
    <div>
      <p className="text-sm font-medium text-gray-900">Files we read as they are</p>
      <ul aria-label="Supported registrars and marketplaces" className="mt-3 flex flex-wrap gap-2">
        {SOURCES.map((source) => (
          <li
            key={source}
            className="rounded-md bg-white px-3 py-1.5 text-sm font-semibold text-gray-700 shadow-xs ring-1 ring-gray-200"
          >
            {source}
          </li>
        ))}
      </ul>
      <p className="mt-2 text-xs text-gray-500">
        Any other spreadsheet works too when its first row names the columns (Domain, Price,
        Expiration…), and so does a plain list of names.
      </p>
    </div>
  );
}
