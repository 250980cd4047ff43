/** A drawing of the domain manager under the hero; decorative, so hidden from screen readers. */
const STATS = [
  { label: 'Domains', value: '148' },
  { label: 'Portfolio value', value: '$412,600' },
  { label: 'Views this month', value: '9,214' },
  { label: 'Leads this month', value: '37' },
];

const ROWS = [
  { name: 'rocketlane.com', price: '$4,800', views: '1,204', tag: 'Buy Now' },
  { name: 'quietmint.io', price: '$1,250', views: '486', tag: null },
  { name: 'bücher.de', price: 'Make an Offer', views: '312', tag: null },
];

export function HeroPreview() {
  return (
    <div
      aria-hidden="true"
      className="mx-auto mt-16 max-w-5xl rounded-xl bg-gray-900/5 p-2 ring-1 ring-gray-900/10 sm:p-3"
    >
      <div className="overflow-hidden rounded-lg bg-white shadow-xl ring-1 ring-gray-900/10">
        <div className="flex items-center gap-x-1.5 border-b border-gray-200 bg-gray-50 px-4 py-2.5">
          <span className="size-2.5 rounded-full bg-red-400" />
          <span className="size-2.5 rounded-full bg-yellow-400" />
          <span className="size-2.5 rounded-full bg-green-400" />
        </div>
        <div className="grid grid-cols-2 gap-px bg-gray-200 sm:grid-cols-4">
          {STATS.map((stat) => (
            <div key={stat.label} className="bg-white px-4 py-4">
              <p className="text-xs text-gray-500">{stat.label}</p>
              <p className="mt-1 text-lg font-semibold text-gray-900 tabular-nums sm:text-xl">
                {stat.value}
              </p>
            </div>
          ))}
        </div>
        <div className="border-t border-gray-200">
          {ROWS.map((row) => (
            <div
              key={row.name}
              className="flex items-center justify-between gap-x-4 border-b border-gray-100 px-4 py-3 text-sm last:border-b-0"
            >
              <span className="truncate font-medium text-gray-900">{row.name}</span>
              <span className="flex shrink-0 items-center gap-x-4">
                {row.tag && (
                  <span className="hidden rounded-md bg-green-50 px-1.5 py-0.5 text-xs font-medium text-green-700 ring-1 ring-green-600/20 sm:inline">
                    {row.tag}
                  </span>
                )}
                <span className="hidden text-gray-500 tabular-nums sm:inline">
                  {row.views} views
                </span>
                <span className="w-28 text-right font-semibold text-gray-900 tabular-nums">
                  {row.price}
                </span>
              </span>
            </div>
          ))}
        </div>
      </div>
    </div>
  );
}
