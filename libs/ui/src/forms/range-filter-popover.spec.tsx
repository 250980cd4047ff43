import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { FiltersPopover } from './range-filter-popover';
import { defaultDomainFilters, type DomainFilters } from './range-filter-query';

function Filters({
  initial = defaultDomainFilters(),
  onChange = () => {},
}: {
  initial?: DomainFilters;
  onChange?: (value: DomainFilters) => void;
}) {
  const [value, setValue] = useState(initial);
  return (
    <FiltersPopover
      value={value}
      onChange={(next) => {
        setValue(next);
        onChange(next);
      }}
    />
  );
}

describe('FiltersPopover', () => {
  it('opens on the Filters button with the price and length ranges at their bounds', async () => {
    render(<Filters />);
    const button = screen.getByRole('button', { name: 'Filters' });
    expect(screen.queryByRole('group', { name: 'Price' })).not.toBeInTheDocument();

    await userEvent.click(button);
    expect(screen.getByRole('group', { name: 'Price' })).toHaveTextContent('$0 – $10,000+');
    expect(screen.getByRole('group', { name: 'Length' })).toHaveTextContent('1 – 50+');
    expect(screen.getByRole('slider', { name: 'Maximum length' })).toHaveAttribute(
      'aria-valuetext',
      '50+',
    );
  });

  it('counts the filters in use on its button', async () => {
    const onChange = vi.fn();
    render(<Filters onChange={onChange} />);
    await userEvent.click(screen.getByRole('button', { name: 'Filters' }));

    fireEvent.change(screen.getByRole('slider', { name: 'Minimum price' }), {
      target: { value: '500' },
    });
    fireEvent.change(screen.getByRole('slider', { name: 'Maximum price' }), {
      target: { value: '5000' },
    });
    expect(screen.getByRole('button', { name: 'Filters (1 active)' })).toBeInTheDocument();

    fireEvent.change(screen.getByRole('slider', { name: 'Maximum length' }), {
      target: { value: '10' },
    });
    expect(screen.getByRole('button', { name: 'Filters (2 active)' })).toBeInTheDocument();
    expect(onChange).toHaveBeenLastCalledWith({
      price: { min: 500, max: 5000 },
      length: { min: 1, max: 10 },
    });
  });

  it('resets to the starting bounds', async () => {
    const onChange = vi.fn();
    render(
      <Filters
        initial={{ price: { min: 500, max: 2000 }, length: { min: 3, max: 8 } }}
        onChange={onChange}
      />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Filters (2 active)' }));
    expect(screen.getByRole('group', { name: 'Price' })).toHaveTextContent('$500 – $2,000');

    await userEvent.click(screen.getByRole('button', { name: 'Reset' }));
    expect(onChange).toHaveBeenLastCalledWith(defaultDomainFilters());
    expect(screen.getByRole('group', { name: 'Price' })).toHaveTextContent('$0 – $10,000+');
    expect(screen.getByRole('group', { name: 'Length' })).toHaveTextContent('1 – 50+');
    expect(screen.getByRole('button', { name: 'Filters' })).toBeInTheDocument();
  });

  it('is used from the keyboard: focus moves into the panel and Escape closes it', async () => {
    const onChange = vi.fn();
    render(<Filters onChange={onChange} />);
    screen.getByRole('button', { name: 'Filters' }).focus();
    await userEvent.keyboard('{Enter}');
    expect(screen.getByRole('slider', { name: 'Minimum price' })).toHaveFocus();

    await userEvent.keyboard('{ArrowRight}');
    expect(onChange).toHaveBeenLastCalledWith({
      price: { min: 100, max: 10000 },
      length: { min: 1, max: 50 },
    });

    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('group', { name: 'Price' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Filters (1 active)' })).toHaveFocus();
  });

  it('closes with Done', async () => {
    render(<Filters />);
    await userEvent.click(screen.getByRole('button', { name: 'Filters' }));
    await userEvent.click(screen.getByRole('button', { name: 'Done' }));
    expect(screen.queryByRole('group', { name: 'Price' })).not.toBeInTheDocument();
  });
});
