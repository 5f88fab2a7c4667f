import type { UseFormRegisterReturn } from 'react-hook-form';

/** A registered field that drops whatever is not a digit as it is typed, for one-time codes. */
export function keepDigits<Name extends string>(
  field: UseFormRegisterReturn<Name>,
): UseFormRegisterReturn<Name> {
  return {
    ...field,
    onChange: (event) => {
      const input = event.target as HTMLInputElement;
      input.value = input.value.replace(/\D/g, '');
      return field.onChange(event);
    },
  };
}
