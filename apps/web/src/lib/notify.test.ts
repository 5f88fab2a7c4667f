import { toast } from 'sonner';
import { expect, it, vi } from 'vitest';
import { notify } from './notify';

vi.mock('sonner', () => ({ toast: Object.assign(vi.fn(), { success: vi.fn(), error: vi.fn() }) }));

it('shows success toasts for 2 s and leaves errors to the 4 s default', async () => {
  notify.success('Saved');
  notify.error('Could not save');
  // Sonner is imported with the first toast.
  await vi.waitFor(() => {
    expect(toast.success).toHaveBeenCalledWith('Saved', { duration: 2000 });
    expect(toast.error).toHaveBeenCalledWith('Could not save');
  });
});
