import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { Button } from './button';

describe('Button', () => {
  it('is a button that is clicked', async () => {
    const onClick = vi.fn();
    render(<Button onClick={onClick}>Save</Button>);
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it('cannot be clicked while loading', async () => {
    const onClick = vi.fn();
    render(
      <Button loading onClick={onClick}>
        Save
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Save' });
    expect(button).toBeDisabled();
    expect(button).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(button);
    expect(onClick).not.toHaveBeenCalled();
  });

  it('is a link when given an href, inside a router or not', () => {
    render(
      <MemoryRouter>
        <Button href="/register">Register for free</Button>
        <Button href="http://shop.localhost:3000" variant="secondary">
          Marketplace
        </Button>
      </MemoryRouter>,
    );
    expect(screen.getByRole('link', { name: 'Register for free' })).toHaveAttribute(
      'href',
      '/register',
    );
    expect(screen.getByRole('link', { name: 'Marketplace' })).toHaveAttribute(
      'href',
      'http://shop.localhost:3000',
    );
  });

  it('is a link without a destination when disabled', () => {
    render(
      <Button href="https://pay.example.com" disabled>
        Lease
      </Button>,
    );
    const link = screen.getByText('Lease');
    expect(link).not.toHaveAttribute('href');
    expect(link).toHaveAttribute('aria-disabled', 'true');
  });
});
