import { useReadableMessage } from '../../lib/form-errors';

/**
 * A form's message about no one field, mostly the server's answer; a message id of the contract's
 * schemas is shown in the page's language.
 */
export function FormAlert({ message }: { message: string | null }) {
  const readable = useReadableMessage();
  if (!message) return null;
  return (
    <p role="alert" className="rounded-lg border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-800">
      {readable(message)}
    </p>
  );
}
