import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Toggle } from './toggle';

function ControlledToggle({ onChange }: { onChange: (checked: boolean) => void }) {
  const [checked, setChecked] = useState(false);
  return (
    <Toggle
      label="Public"
      checked={checked}
      onChange={(next) => {
        setChecked(next);
        onChange(next);
      }}
    />
  );
}

describe('Toggle', () => {
  it('is a switch named by its label that turns on and off when clicked', async () => {
    const onChange = vi.fn();
    render(<ControlledToggle onChange={onChange} />);
    const toggle = screen.getByRole('switch', { name: 'Public' });
    expect(toggle).not.toBeChecked();

    await userEvent.click(toggle);
    expect(toggle).toBeChecked();
    expect(onChange).toHaveBeenLastCalledWith(true);

    await userEvent.click(toggle);
    expect(toggle).not.toBeChecked();
    expect(onChange).toHaveBeenLastCalledWith(false);
  });

  it('toggles from the keyboard', async () => {
    const onChange = vi.fn();
    render(<ControlledToggle onChange={onChange} />);
    screen.getByRole('switch', { name: 'Public' }).focus();
    await userEvent.keyboard(' ');
    expect(onChange).toHaveBeenCalledWith(true);
  });

  it('toggles when its label is clicked', async () => {
    const onChange = vi.fn();
    render(<ControlledToggle onChange={onChange} />);
    await userEvent.click(screen.getByText('Public'));
    expect(onChange).toHaveBeenCalledWith(true);
  });

  it('does nothing when disabled', async () => {
    const onChange = vi.fn();
    render(<Toggle label="Public" checked={false} onChange={onChange} disabled />);
    await userEvent.click(screen.getByRole('switch', { name: 'Public' }));
    expect(onChange).not.toHaveBeenCalled();
  });
});
