import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Avatar, initialsOf } from './avatar';

describe('Avatar', () => {
  it('shows the picture', () => {
    const { container } = render(<Avatar src="/me.png" name="Ada Lovelace" />);
    expect(container.querySelector('img')).toHaveAttribute('src', '/me.png');
  });

  it('falls back to initials without a picture or when it cannot load', () => {
    const { container, rerender } = render(<Avatar src={null} name="Ada Lovelace" />);
    expect(screen.getByText('AL')).toBeInTheDocument();

    rerender(<Avatar src="/broken.png" name="Ada Lovelace" />);
    fireEvent.error(container.querySelector('img')!);
    expect(screen.getByText('AL')).toBeInTheDocument();
    expect(container.querySelector('img')).toBeNull();
  });

  it.each([
    ['Ada Lovelace', 'AL'],
    ['ada', 'A'],
    ['  Grace  Brewster Hopper ', 'GH'],
    ['', '?'],
  ])('takes the initials of %j', (name, initials) => {
    expect(initialsOf(name)).toBe(initials);
  });
});
