import type { RangeFilterBounds } from '@domainfolio/contracts';
import { useId, type KeyboardEvent } from 'react';
import { classNames } from '../lib/class-names';
import { snapToStep, type RangeValue } from './range-filter-query';

export interface RangeFilterProps {
  /** Names the range ('Price'); the thumbs are 'Minimum price' and 'Maximum price'. */
  label: string;
  bounds: RangeFilterBounds;
  value: RangeValue;
  onChange: (value: RangeValue) => void;
  /** How a value reads ('$1,000'); the top of the range gets a '+' ("and above"). */
  format?: (value: number) => string;
  className?: string;
}

/** PageUp and PageDown move a thumb this many steps. */
const PAGE_STEPS = 10;

/** A value as the range shows it: the top of the slider means "and above", so it reads '$10,000+'. */
export function formatRangeBound(
  value: number,
  bounds: RangeFilterBounds,
  format: (value: number) => string = String,
): string {
  return `${format(value)}${value >= bounds.max ? '+' : ''}`;
}

type Thumb = keyof RangeValue;

/** Where a key moves a thumb to, or null for keys the slider leaves alone (Tab). */
function keyTarget(key: string, current: number, bounds: RangeFilterBounds): number | null {
  switch (key) {
    case 'ArrowRight':
    case 'ArrowUp':
      return current + bounds.step;
    case 'ArrowLeft':
    case 'ArrowDown':
      return current - bounds.step;
    case 'PageUp':
      return current + PAGE_STEPS * bounds.step;
    case 'PageDown':
      return current - PAGE_STEPS * bounds.step;
    case 'Home':
      return bounds.min;
    case 'End':
      return bounds.max;
    default:
      return null;
  }
}

// Two native sliders share one track: the inputs let pointer events through and only their
// thumbs catch them, so either thumb can be dragged.
const SLIDER_CLASS_NAME = classNames(
  'pointer-events-none absolute inset-0 h-full w-full cursor-pointer appearance-none bg-transparent focus:outline-none',
  '[&::-webkit-slider-runnable-track]:bg-transparent [&::-moz-range-track]:bg-transparent',
  '[&::-webkit-slider-thumb]:pointer-events-auto [&::-webkit-slider-thumb]:size-5 [&::-webkit-slider-thumb]:appearance-none [&::-webkit-slider-thumb]:rounded-full [&::-webkit-slider-thumb]:border-2 [&::-webkit-slider-thumb]:border-indigo-600 [&::-webkit-slider-thumb]:bg-white [&::-webkit-slider-thumb]:shadow-sm',
  '[&::-moz-range-thumb]:pointer-events-auto [&::-moz-range-thumb]:size-5 [&::-moz-range-thumb]:appearance-none [&::-moz-range-thumb]:rounded-full [&::-moz-range-thumb]:border-2 [&::-moz-range-thumb]:border-indigo-600 [&::-moz-range-thumb]:bg-white [&::-moz-range-thumb]:shadow-sm',
  'focus-visible:[&::-webkit-slider-thumb]:ring-4 focus-visible:[&::-webkit-slider-thumb]:ring-indigo-200 focus-visible:[&::-moz-range-thumb]:ring-4 focus-visible:[&::-moz-range-thumb]:ring-indigo-200',
);

/**
 * A two-thumb range: two labelled sliders on one track, usable with a pointer or the keyboard
 * (arrows one step, PageUp/PageDown ten, Home/End the ends). The thumbs never cross, and the
 * chosen range reads above the track ('$500 – $10,000+').
 */
export function RangeFilter({
  label,
  bounds,
  value,
  onChange,
  format = String,
  className,
}: RangeFilterProps) {
  const id = useId();
  const lower = label.toLowerCase();
  const show = (n: number) => formatRangeBound(n, bounds, format);
  const percent = (n: number) => ((n - bounds.min) / (bounds.max - bounds.min)) * 100;

  const move = (thumb: Thumb, to: number) => {
    const snapped = snapToStep(to, bounds);
    const next =
      thumb === 'min'
        ? { min: Math.min(snapped, value.max), max: value.max }
        : { min: value.min, max: Math.max(snapped, value.min) };
    if (next.min !== value.min || next.max !== value.max) onChange(next);
  };

  const onKeyDown = (thumb: Thumb) => (event: KeyboardEvent<HTMLInputElement>) => {
    const target = keyTarget(event.key, value[thumb], bounds);
    if (target === null) return;
    event.preventDefault();
    move(thumb, target);
  };

  // Where both thumbs meet, the one that can still move lies on top.
  const minOnTop = value.min === value.max && value.max === bounds.max;

  const slider = (thumb: Thumb, name: string) => (
    <>
      <label htmlFor={`${id}-${thumb}`} className="sr-only">
        {name}
      </label>
      <input
        id={`${id}-${thumb}`}
        type="range"
        min={bounds.min}
        max={bounds.max}
        step={bounds.step}
        value={value[thumb]}
        aria-valuetext={show(value[thumb])}
        onChange={(event) => move(thumb, Number(event.target.value))}
        onKeyDown={onKeyDown(thumb)}
        className={classNames(SLIDER_CLASS_NAME, thumb === 'min' && minOnTop ? 'z-20' : 'z-10')}
      />
    </>
  );

  return (
    <div role="group" aria-labelledby={`${id}-label`} className={className}>
      <div className="flex items-baseline justify-between gap-x-3">
        <span id={`${id}-label`} className="text-sm font-medium text-gray-900">
          {label}
        </span>
        <span data-testid="range-value" className="text-sm text-gray-600 tabular-nums">
          {show(value.min)} – {show(value.max)}
        </span>
      </div>
      <div className="relative mt-2 h-6">
        {/* The track runs between the thumbs' centres at either end, so the fill lines up. */}
        <div aria-hidden="true" className="absolute inset-x-2.5 top-1/2 h-1.5 -translate-y-1/2">
          <div className="absolute inset-0 rounded-full bg-gray-200" />
          <div
            className="absolute inset-y-0 rounded-full bg-indigo-600"
            style={{ left: `${percent(value.min)}%`, right: `${100 - percent(value.max)}%` }}
          />
        </div>
        {slider('min', `Minimum ${lower}`)}
        {slider('max', `Maximum ${lower}`)}
      </div>
    </div>
  );
}
