import { cleanup, render } from '@testing-library/react';
import { Toaster as Sonner } from 'sonner';
import { afterEach, expect, it, vi } from 'vitest';
import { Toaster } from './toaster';

vi.mock('sonner', () => ({ Toaster: vi.fn(() => null) }));

afterEach(cleanup);

it('puts toasts at the top right under the top bar, 4 s by default, at most 20', () => {
  render(<Toaster />);
  expect(vi.mocked(Sonner).mock.calls[0]?.[0]).toMatchObject({
    position: 'top-right',
    offset: { top: 'calc(var(--top-bar-height, 4rem) + 0.5rem)' },
    mobileOffset: { top: 'calc(var(--top-bar-height, 4rem) + 0.5rem)' },
    duration: 4000,
    visibleToasts: 20,
  });
});
