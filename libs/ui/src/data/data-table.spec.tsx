import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ColumnDef, RowSelectionState } from '@tanstack/react-table';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { DataTable, selectionColumn } from './data-table';

interface Fruit {
  id: string;
  name: string;
  price: number;
}

const fruits: Fruit[] = [
  { id: 'a', name: 'Apple', price: 1.5 },
  { id: 'b', name: 'Banana', price: 0.25 },
  { id: 'c', name: 'Cherry', price: 12 },
];

const columns: ColumnDef<Fruit, never>[] = [
  selectionColumn<Fruit>({ allLabel: 'Select all fruit', rowLabel: (f) => `Select ${f.name}` }),
  { id: 'name', header: 'Name', cell: ({ row }) => row.original.name },
  {
    id: 'price',
    header: 'Price',
    meta: { align: 'right' },
    cell: ({ row }) => `$${row.original.price.toFixed(2)}`,
  },
];

function Selectable({ data }: { data: Fruit[] | undefined }) {
  const [selection, setSelection] = useState<RowSelectionState>({});
  return (
    <>
      <DataTable
        data={data}
        columns={columns}
        getRowId={(f) => f.id}
        label="Fruit"
        skeletonRows={4}
        selection={selection}
        onSelectionChange={setSelection}
        empty={<p>No fruit yet.</p>}
      />
      <output>
        {Object.keys(selection)
          .filter((id) => selection[id])
          .sort()
          .join(',')}
      </output>
    </>
  );
}

describe('DataTable', () => {
  it('shows the rows with money right-aligned in tabular figures', () => {
    render(<Selectable data={fruits} />);
    const table = screen.getByRole('table', { name: 'Fruit' });
    expect(within(table).getAllByRole('row')).toHaveLength(4);
    const price = within(table).getByRole('cell', { name: '$12.00' });
    expect(price).toHaveClass('text-right', 'tabular-nums');
  });

  it('selects rows one by one, and all of the page from the header ("some" in between)', async () => {
    const user = userEvent.setup();
    render(<Selectable data={fruits} />);
    const all = screen.getByRole('checkbox', { name: 'Select all fruit' });
    await user.click(screen.getByRole('checkbox', { name: 'Select Banana' }));
    expect(screen.getByRole('status')).toHaveTextContent('b');
    expect(all).toHaveProperty('indeterminate', true);
    expect(all).not.toBeChecked();
    await user.click(all);
    expect(screen.getByRole('status')).toHaveTextContent('a,b,c');
    expect(all).toBeChecked();
    expect(all).toHaveProperty('indeterminate', false);
    await user.click(all);
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });

  it('shows skeleton rows while loading, and the empty state when there are no rows', () => {
    const { rerender } = render(<Selectable data={undefined} />);
    const table = screen.getByRole('table', { name: 'Fruit' });
    expect(table).toHaveAttribute('aria-busy', 'true');
    expect(within(table).getAllByRole('row', { hidden: true })).toHaveLength(5);
    rerender(<Selectable data={[]} />);
    expect(screen.getByText('No fruit yet.')).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Select all fruit' })).toBeDisabled();
  });

  it('opens a row on a click outside its controls, and not from its checkbox', async () => {
    const user = userEvent.setup();
    const opened = vi.fn();
    render(
      <DataTable
        data={fruits}
        columns={columns}
        getRowId={(f) => f.id}
        label="Fruit"
        skeletonRows={1}
        selection={{}}
        onSelectionChange={() => {}}
        onRowClick={(fruit) => opened(fruit.name)}
      />,
    );
    await user.click(screen.getByRole('cell', { name: '$12.00' }));
    expect(opened).toHaveBeenCalledWith('Cherry');
    await user.click(screen.getByRole('checkbox', { name: 'Select Apple' }));
    expect(opened).toHaveBeenCalledTimes(1);
  });
});
