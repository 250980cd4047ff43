import { formatCount, formatCurrencyShort } from '@domainfolio/contracts';
import { injectStyles } from '@domainfolio/ui';
import { useEffect, useRef } from 'react';
import uPlot from 'uplot';
import uPlotStyles from 'uplot/dist/uPlot.min.css?inline';
import type { ChartSeries, ChartSpec } from './chart-spec';

// Only this chunk, loaded with the first chart, adds the library's stylesheet.
injectStyles('main-uplot', uPlotStyles);

const FONT = '12px ui-sans-serif, system-ui, -apple-system, "Segoe UI", Roboto, sans-serif';
/** Tailwind's gray-500 (4.8:1 on white) for the axes' labels, gray-100 for the grid. */
const AXIS_TEXT = '#6b7280';
const GRID = '#f3f4f6';
/** Whole steps for the y axis: counts, and dollars (no '$0.25'). */
const WHOLE_STEPS = [
  1, 2, 5, 10, 20, 50, 100, 200, 500, 1_000, 2_000, 5_000, 10_000, 20_000, 50_000, 100_000, 200_000,
  500_000, 1_000_000, 2_000_000, 5_000_000,
];
const TICK_STEPS = [1, 2, 3, 4, 6, 7, 14, 21, 28, 30, 61, 91, 122, 183];

export interface ChartCanvasProps {
  spec: ChartSpec;
  height: number;
  /** The point under the pointer (its index in the spec's ticks), null once it leaves. */
  onHover?: (index: number | null) => void;
}

function seriesOptions(series: ChartSeries, barCount: number, barIndex: number): uPlot.Series {
  const base = { label: series.label, stroke: series.color, scale: 'y' };
  if (series.kind === 'markers') {
    return {
      ...base,
      width: 0,
      paths: () => null,
      points: { show: true, size: 9, width: 2, stroke: series.color, fill: '#ffffff' },
    };
  }
  if (series.kind === 'bars') {
    const grouped = barCount > 1;
    return {
      ...base,
      width: 0,
      fill: series.color,
      points: { show: false },
      paths: uPlot.paths.bars?.({
        size: grouped ? [0.36, 28] : [0.6, 40],
        align: grouped ? (barIndex === 0 ? -1 : 1) : 0,
      }),
    };
  }
  return {
    ...base,
    width: 2,
    ...(series.dashed ? { dash: [6, 4] } : {}),
    points: { show: false },
  };
}

function chartOptions(
  spec: ChartSpec,
  width: number,
  height: number,
  hover: (index: number | null) => void,
): uPlot.Options {
  const last = spec.ticks.length - 1;
  const bars = spec.series.filter((series) => series.kind === 'bars');
  const formatValue = spec.unit === 'money' ? formatCurrencyShort : formatCount;
  return {
    width,
    height,
    legend: { show: false },
    select: { show: false, left: 0, top: 0, width: 0, height: 0 },
    cursor: {
      y: false,
      drag: { x: false, y: false, setScale: false },
      points: { size: 7 },
    },
    scales: {
      // Points by their place in the series: the ticks carry the dates.
      x: {
        time: false,
        range: bars.length > 0 ? [-0.5, last + 0.5] : [0, Math.max(last, 1)],
      },
      y: {
        range: (_plot, min, max) => [
          Math.min(0, min ?? 0) * 1.1,
          max !== null && max > 0 ? max * 1.1 : 1,
        ],
      },
    },
    axes: [
      {
        stroke: AXIS_TEXT,
        font: FONT,
        // One line of labels: the default leaves room for two under the plot.
        size: 28,
        grid: { show: false },
        ticks: { show: false },
        space: spec.tickSpace ?? 56,
        incrs: TICK_STEPS,
        values: (_plot, splits) =>
          splits.map((split) => (Number.isInteger(split) ? (spec.ticks[split] ?? '') : '')),
      },
      {
        stroke: AXIS_TEXT,
        font: FONT,
        size: spec.unit === 'money' ? 56 : 48,
        grid: { stroke: GRID, width: 1 },
        ticks: { show: false },
        space: 32,
        incrs: WHOLE_STEPS,
        values: (_plot, splits) => splits.map((split) => formatValue(split)),
      },
    ],
    series: [
      {},
      ...spec.series.map((series) => seriesOptions(series, bars.length, bars.indexOf(series))),
    ],
    hooks: {
      setCursor: [(plot) => hover(plot.cursor.idx ?? null)],
    },
  };
}

/**
 * A uPlot chart of `spec`, as wide as its container: it follows the container's width as it
 * changes (ResizeObserver) and is drawn again when the spec changes.
 */
export default function ChartCanvas({ spec, height, onHover }: ChartCanvasProps) {
  const box = useRef<HTMLDivElement>(null);
  const hoverRef = useRef(onHover);
  useEffect(() => {
    hoverRef.current = onHover;
  });

  useEffect(() => {
    const element = box.current;
    if (!element) return;
    const xs = spec.ticks.map((_tick, index) => index);
    const data: uPlot.AlignedData = [xs, ...spec.series.map((series) => [...series.values])];
    const plot = new uPlot(
      chartOptions(spec, Math.max(element.clientWidth, 1), height, (index) =>
        hoverRef.current?.(index),
      ),
      data,
      element,
    );
    const observer = new ResizeObserver(() => {
      const width = element.clientWidth;
      if (width > 0 && width !== plot.width) plot.setSize({ width, height });
    });
    observer.observe(element);
    return () => {
      observer.disconnect();
      plot.destroy();
    };
  }, [spec, height]);

  return <div ref={box} className="w-full min-w-0 overflow-hidden" />;
}
