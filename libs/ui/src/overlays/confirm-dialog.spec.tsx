import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ConfirmDialog } from './confirm-dialog';

function renderDialog(tone: 'enable' | 'disable') {
  const onConfirm = vi.fn();
  const onCancel = vi.fn();
  render(
    <ConfirmDialog
      open
      tone={tone}
      title="Make domains private?"
      message="They will be hidden from the marketplace."
      confirmLabel="Make private"
      onConfirm={onConfirm}
      onCancel={onCancel}
    />,
  );
  return { onConfirm, onCancel };
}

describe('ConfirmDialog', () => {
  it('shows the title and message in a dialog', async () => {
    renderDialog('disable');
    const dialog = await screen.findByRole('dialog', { name: 'Make domains private?' });
    expect(dialog).toHaveTextContent('They will be hidden from the marketplace.');
  });

  it('calls onCancel, not onConfirm, when Cancel is clicked', async () => {
    const { onConfirm, onCancel } = renderDialog('disable');
    await userEvent.click(await screen.findByRole('button', { name: 'Cancel' }));
    expect(onCancel).toHaveBeenCalledTimes(1);
    expect(onConfirm).not.toHaveBeenCalled();
  });

  it('calls onConfirm, not onCancel, when the confirm button is clicked', async () => {
    const { onConfirm, onCancel } = renderDialog('enable');
    await userEvent.click(await screen.findByRole('button', { name: 'Make private' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
    expect(onCancel).not.toHaveBeenCalled();
  });

  it('cancels on Escape', async () => {
    const { onConfirm, onCancel } = renderDialog('enable');
    await screen.findByRole('dialog');
    await userEvent.keyboard('{Escape}');
    expect(onCancel).toHaveBeenCalledTimes(1);
    expect(onConfirm).not.toHaveBeenCalled();
  });

  it('confirms in red when disabling', async () => {
    renderDialog('disable');
    expect(await screen.findByRole('button', { name: 'Make private' })).toHaveClass('bg-red-600');
  });

  it('confirms in indigo when enabling', async () => {
    renderDialog('enable');
    expect(await screen.findByRole('button', { name: 'Make private' })).toHaveClass(
      'bg-indigo-600',
    );
  });
});
