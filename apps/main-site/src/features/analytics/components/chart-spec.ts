/**
 * What a chart draws, in plain data: the chart module (loaded with uPlot, in a chunk of its own)
 * turns it into the library's options, so nothing outside that chunk needs the library.
 */
export interface ChartSeries {
  label: string;
  /** A CSS color at 3:1 or more on white. */
  color: string;
  /**
   * 'line' joins the values; 'markers' draws a ring at each value that is not null and no line
   * (the days with leads); 'bars' a bar from zero.
   */
  kind: 'line' | 'markers' | 'bars';
  /** A line drawn in dashes, told apart from a solid one where they overlap. */
  dashed?: boolean;
  values: readonly (number | null)[];
}

export interface ChartSpec {
  /** Each point's label on the x axis, in order. */
  ticks: readonly string[];
  series: readonly ChartSeries[];
  /** How the y axis writes its values. */
  unit: 'count' | 'money';
  /** The least space between two x labels, in CSS pixels. */
  tickSpace?: number;
}

/** The charts' colors: Tailwind's 600 shades, each 3:1 or more against white. */
export const CHART_COLORS = {
  views: '#4f46e5',
  visitors: '#0284c7',
  leads: '#059669',
  sales: '#4f46e5',
  profit: '#059669',
  renewals: '#ea580c',
} as const;
