import { toast } from 'sonner';
import { vi } from 'vitest';

/** Watches the toaster: each spy is called with (title, { description, duration }). */
export function spyOnToasts() {
  return { success: vi.spyOn(toast, 'success'), error: vi.spyOn(toast, 'error') };
}
