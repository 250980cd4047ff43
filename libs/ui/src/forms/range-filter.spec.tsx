import { MARKETPLACE_FILTERS, formatCurrencyWhole } from '@domainfolio/contracts';
import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { RangeFilter, formatRangeBound } from './range-filter';
import type { RangeValue } from './range-filter-query';

const PRICE = MARKETPLACE_FILTERS.price;

function PriceRange({
  initial = { min: PRICE.min, max: PRICE.max },
  onChange = () => {},
}: {
  initial?: RangeValue;
  onChange?: (value: RangeValue) => void;
}) {
  const [value, setValue] = useState(initial);
  return (
    <RangeFilter
      label="Price"
      bounds={PRICE}
      value={value}
      onChange={(next) => {
        setValue(next);
        onChange(next);
      }}
      format={formatCurrencyWhole}
    />
  );
}

const minimum = () => screen.getByRole('slider', { name: 'Minimum price' });
const maximum = () => screen.getByRole('slider', { name: 'Maximum price' });

describe('formatRangeBound', () => {
  it("marks the top of the range with a '+'", () => {
    expect(formatRangeBound(10000, PRICE, formatCurrencyWhole)).toBe('$10,000+');
    expect(formatRangeBound(9900, PRICE, formatCurrencyWhole)).toBe('$9,900');
    expect(formatRangeBound(50, MARKETPLACE_FILTERS.length)).toBe('50+');
    expect(formatRangeBound(1, MARKETPLACE_FILTERS.length)).toBe('1');
  });
});

describe('RangeFilter', () => {
  it('is a named group of two labelled sliders on the bounds, reading "$0 – $10,000+"', () => {
    render(<PriceRange />);
    expect(screen.getByRole('group', { name: 'Price' })).toBeInTheDocument();
    expect(minimum()).toHaveAttribute('min', '0');
    expect(minimum()).toHaveAttribute('max', '10000');
    expect(minimum()).toHaveAttribute('step', '100');
    expect(minimum()).toHaveValue('0');
    expect(minimum()).toHaveAttribute('aria-valuetext', '$0');
    expect(maximum()).toHaveValue('10000');
    expect(maximum()).toHaveAttribute('aria-valuetext', '$10,000+');
    expect(screen.getByTestId('range-value')).toHaveTextContent('$0 – $10,000+');
  });

  it('drops the + once the maximum comes down', () => {
    render(<PriceRange />);
    fireEvent.change(maximum(), { target: { value: '2500' } });
    expect(screen.getByTestId('range-value')).toHaveTextContent('$0 – $2,500');
    expect(maximum()).toHaveAttribute('aria-valuetext', '$2,500');
  });

  it('moves a thumb from the keyboard: arrows a step, PageUp/PageDown ten, Home/End the ends', async () => {
    const onChange = vi.fn();
    render(<PriceRange onChange={onChange} />);
    maximum().focus();
    await userEvent.keyboard('{ArrowLeft}');
    expect(onChange).toHaveBeenLastCalledWith({ min: 0, max: 9900 });
    await userEvent.keyboard('{PageDown}');
    expect(onChange).toHaveBeenLastCalledWith({ min: 0, max: 8900 });
    await userEvent.keyboard('{ArrowUp}');
    expect(onChange).toHaveBeenLastCalledWith({ min: 0, max: 9000 });
    await userEvent.keyboard('{End}');
    expect(onChange).toHaveBeenLastCalledWith({ min: 0, max: 10000 });

    await userEvent.tab({ shift: true });
    expect(minimum()).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}{PageUp}');
    expect(onChange).toHaveBeenLastCalledWith({ min: 1100, max: 10000 });
    await userEvent.keyboard('{Home}');
    expect(onChange).toHaveBeenLastCalledWith({ min: 0, max: 10000 });
    expect(screen.getByTestId('range-value')).toHaveTextContent('$0 – $10,000+');
  });

  it('never lets the thumbs cross', async () => {
    const onChange = vi.fn();
    render(<PriceRange initial={{ min: 3000, max: 4000 }} onChange={onChange} />);
    minimum().focus();
    await userEvent.keyboard('{End}');
    expect(onChange).toHaveBeenLastCalledWith({ min: 4000, max: 4000 });
    fireEvent.change(maximum(), { target: { value: '1000' } });
    // Already at the minimum: nothing changes.
    expect(onChange).toHaveBeenCalledTimes(1);
    expect(maximum()).toHaveValue('4000');
  });

  it('stays on the steps and inside the bounds', () => {
    const onChange = vi.fn();
    render(<PriceRange onChange={onChange} />);
    fireEvent.change(minimum(), { target: { value: '1249' } });
    expect(onChange).toHaveBeenLastCalledWith({ min: 1200, max: 10000 });
  });
});
