import { render } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { plots } from '../../../test/fake-uplot';
import ChartCanvas from './chart-canvas';
import type { ChartSpec } from './chart-spec';

vi.mock('uplot', () => import('../../../test/fake-uplot'));

const spec: ChartSpec = {
  ticks: ['Nov 25', 'Nov 26', 'Nov 27'],
  unit: 'count',
  series: [
    { label: 'Views', color: '#4f46e5', kind: 'line', values: [600, 400, 234] },
    { label: 'Days with leads', color: '#059669', kind: 'markers', values: [600, null, 234] },
  ],
};

/** A ResizeObserver whose callbacks the test calls. */
function observeResizes() {
  const callbacks: (() => void)[] = [];
  vi.stubGlobal(
    'ResizeObserver',
    class {
      constructor(callback: () => void) {
        callbacks.push(callback);
      }
      observe() {}
      disconnect() {}
    },
  );
  return () => callbacks.forEach((callback) => callback());
}

describe('ChartCanvas', () => {
  afterEach(() => {
    plots.length = 0;
  });

  it("draws at its container's width and follows it as it changes", () => {
    const resize = observeResizes();
    const width = vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(640);
    const { container, unmount } = render(<ChartCanvas spec={spec} height={200} />);
    expect(container.querySelector('canvas')).not.toBeNull();
    expect(plots).toHaveLength(1);
    const [plot] = plots;
    expect(plot?.options).toMatchObject({ width: 640, height: 200 });
    expect(plot?.data).toEqual([
      [0, 1, 2],
      [600, 400, 234],
      [600, null, 234],
    ]);

    width.mockReturnValue(343);
    resize();
    expect(plot?.sizes).toEqual([{ width: 343, height: 200 }]);
    // The same width again draws nothing new.
    resize();
    expect(plot?.sizes).toHaveLength(1);

    unmount();
    expect(plot?.destroyed).toBe(true);
  });

  it('writes the axes in whole counts and the days under their points', () => {
    observeResizes();
    render(<ChartCanvas spec={spec} height={200} />);
    const [x, y] = plots[0]?.options.axes ?? [];
    expect(x?.values?.(null, [0, 1, 1.5, 2])).toEqual(['Nov 25', 'Nov 26', '', 'Nov 27']);
    expect(y?.values?.(null, [0, 500, 1000])).toEqual(['0', '500', '1,000']);
  });

  it('writes a money axis in whole, short dollars and draws bars side by side', () => {
    observeResizes();
    const money: ChartSpec = {
      ticks: ['Oct', 'Nov'],
      unit: 'money',
      series: [
        { label: 'Revenue', color: '#4f46e5', kind: 'bars', values: [5000, 1500] },
        { label: 'Profit', color: '#059669', kind: 'bars', values: [4000, -120] },
      ],
    };
    render(<ChartCanvas spec={money} height={200} />);
    const [, y] = plots[0]?.options.axes ?? [];
    expect(y?.values?.(null, [0, 5000, 10000])).toEqual(['$0', '$5k', '$10k']);
    expect(plots[0]?.options.series.slice(1).map((series) => typeof series.paths)).toEqual([
      'function',
      'function',
    ]);
  });

  it('draws a new chart for new figures', () => {
    observeResizes();
    const { rerender } = render(<ChartCanvas spec={spec} height={200} />);
    rerender(<ChartCanvas spec={{ ...spec, ticks: ['Nov 27'] }} height={200} />);
    expect(plots).toHaveLength(2);
    expect(plots[0]?.destroyed).toBe(true);
  });
});
