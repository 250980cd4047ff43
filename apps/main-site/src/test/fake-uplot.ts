/**
 * A stand-in for uPlot, which draws on a canvas jsdom does not have: it keeps what each chart
 * was given, puts an empty canvas where the chart would be, and records resizes. Use it with
 * `vi.mock('uplot', () => import('<path>/test/fake-uplot'))`.
 */
export interface FakePlot {
  options: {
    width: number;
    height: number;
    series: { label?: string; paths?: unknown }[];
    axes: { values?: (plot: unknown, splits: number[]) => string[] }[];
  };
  data: (number | null)[][];
  sizes: { width: number; height: number }[];
  destroyed: boolean;
}

/** Every chart drawn since the last `plots.length = 0`, oldest first. */
export const plots: FakePlot[] = [];

/** The charts on screen: strict mode draws each twice and destroys the first. */
export const livePlots = (): FakePlot[] => plots.filter((plot) => !plot.destroyed);

export default class FakeUPlot {
  static paths = { bars: () => () => null };
  width: number;
  private readonly plot: FakePlot;
  constructor(options: FakePlot['options'], data: FakePlot['data'], root: HTMLElement) {
    this.width = options.width;
    this.plot = { options, data, sizes: [], destroyed: false };
    root.append(document.createElement('canvas'));
    plots.push(this.plot);
  }
  setSize(size: { width: number; height: number }) {
    this.width = size.width;
    this.plot.sizes.push(size);
  }
  destroy() {
    this.plot.destroyed = true;
  }
}
