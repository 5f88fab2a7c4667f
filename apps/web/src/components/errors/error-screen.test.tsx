import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, expect, it, vi } from 'vitest';
import { stubLocation } from '../../testing/browser';
import { ErrorScreen } from './error-screen';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

it('says something went wrong and reloads on Try again', () => {
  const location = stubLocation('/about');
  render(<ErrorScreen />);

  expect(screen.getByRole('heading', { name: 'Something went wrong' })).toBeTruthy();
  fireEvent.click(screen.getByRole('button', { name: 'Try again' }));

  expect(location.reload).toHaveBeenCalled();
});
