import { useReadableMessage } from '../../lib/form-errors';
import { Alert } from './alert';

/**
 * A form's message about no one field, mostly the server's answer; a message id of the contract's
 * schemas is shown in the page's language.
 */
export function FormAlert({ message }: { message: string | null }) {
  const readable = useReadableMessage();
  if (!message) return null;
  return <Alert>{readable(message)}</Alert>;
}
