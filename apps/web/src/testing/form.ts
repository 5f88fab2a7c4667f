import { fireEvent, screen } from '@testing-library/react';

/** Types `value` into the field labelled `label`. */
export function type(label: string, value: string) {
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
}

export function press(buttonName: string) {
  fireEvent.click(screen.getByRole('button', { name: buttonName }));
}

/** The error a field announces (aria-invalid and aria-describedby), or undefined. */
export function errorOf(label: string): string | null | undefined {
  const field = screen.getByLabelText(label);
  const errorId = field.getAttribute('aria-describedby');
  if (field.getAttribute('aria-invalid') !== 'true' || !errorId) return undefined;
  return document.getElementById(errorId)?.textContent;
}
