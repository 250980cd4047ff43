import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Logo } from './logo';

describe('Logo', () => {
  it('shows the given image', () => {
    render(<Logo src="https://cdn.example.com/alice.png" alt="Alice's Names" />);
    expect(screen.getByRole('img', { name: "Alice's Names" })).toHaveAttribute(
      'src',
      'https://cdn.example.com/alice.png',
    );
  });

  it('falls back to the default logo when the image is broken', () => {
    render(<Logo src="https://cdn.example.com/broken.png" alt="Alice's Names" />);
    fireEvent.error(screen.getByRole('img', { name: "Alice's Names" }));
    expect(screen.getByRole('img', { name: "Alice's Names" })).toHaveAttribute('src', '/logo.svg');
  });

  it('uses the default logo when there is none', () => {
    render(<Logo src={null} alt="Alice's Names" />);
    expect(screen.getByRole('img', { name: "Alice's Names" })).toHaveAttribute('src', '/logo.svg');
  });

  it('shows an icon when the default logo is broken too', () => {
    render(<Logo src="https://cdn.example.com/broken.png" alt="Alice's Names" />);
    fireEvent.error(screen.getByRole('img', { name: "Alice's Names" }));
    fireEvent.error(screen.getByRole('img', { name: "Alice's Names" }));
    const icon = screen.getByRole('img', { name: "Alice's Names" });
    expect(icon.tagName).toBe('SPAN');
  });
});
