import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Pager } from './pager';

describe('Pager', () => {
  it('says which results are shown', () => {
    render(<Pager page={2} limit={48} totalDocs={150} onPageChange={() => {}} />);
    expect(screen.getByRole('navigation', { name: 'Pagination' })).toHaveTextContent(
      'Showing 49 to 96 of 150 results',
    );
  });

  it('disables Previous on the first page and moves forward with Next', async () => {
    const onPageChange = vi.fn();
    render(<Pager page={1} limit={48} totalDocs={150} onPageChange={onPageChange} />);
    expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(onPageChange).toHaveBeenCalledWith(2);
  });

  it('disables Next on the last page and moves back with Previous', async () => {
    const onPageChange = vi.fn();
    render(<Pager page={4} limit={48} totalDocs={150} onPageChange={onPageChange} />);
    expect(screen.getByText(/Showing/)).toHaveTextContent('Showing 145 to 150 of 150 results');
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Previous' }));
    expect(onPageChange).toHaveBeenCalledWith(3);
  });

  it('disables both buttons when there are no results', () => {
    render(<Pager page={1} limit={48} totalDocs={0} onPageChange={() => {}} />);
    expect(screen.getByText(/Showing/)).toHaveTextContent('Showing 0 to 0 of 0 results');
    expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
  });

  it('shows a capped total with a plus', () => {
    render(<Pager page={1} limit={48} totalDocs={10000} totalIsCapped onPageChange={() => {}} />);
    expect(screen.getByText(/Showing/)).toHaveTextContent('Showing 1 to 48 of 10,000+ results');
  });
});
