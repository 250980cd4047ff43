import { toast } from 'sonner';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SuccessCode, successBody } from '@domainfolio/contracts';
import { notify } from './notify';

vi.mock('sonner', () => ({ toast: { success: vi.fn(), error: vi.fn() } }));

describe('notify', () => {
  afterEach(() => {
    vi.clearAllMocks();
  });

  it('shows a success as a green toast with its message, for the default 5 seconds', async () => {
    await notify({
      type: 'SUCCESS',
      title: 'API Key Copied',
      message: 'API Key copied to clipboard',
    });
    expect(toast.success).toHaveBeenCalledWith('API Key Copied', {
      description: 'API Key copied to clipboard',
      duration: 5000,
    });
    expect(toast.error).not.toHaveBeenCalled();
  });

  it('keeps a notification up for the duration its catalogue gives it', async () => {
    await notify(successBody(SuccessCode.SUPPORT_RECEIVED));
    expect(toast.success).toHaveBeenCalledWith('Support Request Received', {
      description: 'We will be in touch within 24 hours!',
      duration: 10000,
    });
  });

  it('shows an error as a red toast, for as long as asked', async () => {
    await notify(
      { type: 'ERROR', title: 'Login Error', message: 'Incorrect email or password' },
      7500,
    );
    expect(toast.error).toHaveBeenCalledWith('Login Error', {
      description: 'Incorrect email or password',
      duration: 7500,
    });
  });

  it('puts the action given on the toast (Undo)', async () => {
    const onClick = vi.fn();
    await notify({ type: 'SUCCESS', title: 'Changed 3 Names', message: '' }, 10000, {
      label: 'Undo',
      onClick,
    });
    expect(toast.success).toHaveBeenCalledWith('Changed 3 Names', {
      description: '',
      duration: 10000,
      action: { label: 'Undo', onClick },
    });
  });
});
