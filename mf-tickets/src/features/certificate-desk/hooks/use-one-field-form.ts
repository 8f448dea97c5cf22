import { useRef, useState, type FormEvent } from 'react';
import { getErrorMessage } from '@guildhall/shared-session';
import { serverFieldErrors } from '@guildhall/ui/form';

interface OneFieldFormOptions {
  /** The field's name in the request body, as the server names it in `errors[].path`. */
  field: 'fullName' | 'reason';
  initial: string;
  /** Sends the text; resolves the server's message. */
  send(text: string): Promise<string>;
  /** What a failure without a message of its own says. */
  failureMessage: string;
  onSent(message: string): void;
}

/**
 * A form of one text field (a name to print, a reason). The Tickets tab bundles no zod (docs/interfaces.md,
 * "@guildhall/contracts entry points"), so it only refuses a blank field itself; the server checks the rest with the
 * contracts' schema, and its message for the field goes on the field (focused), any other above it.
 */
export function useOneFieldForm({ field, initial, send, failureMessage, onSent }: OneFieldFormOptions) {
  const [text, setText] = useState(initial);
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const inputRef = useRef<HTMLInputElement>(null);
  const blank = text.trim() === '';

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (blank || sending) return;
    setSending(true);
    setFieldError(null);
    setError(null);
    try {
      onSent(await send(text));
    } catch (failure) {
      const onField = serverFieldErrors(failure).find((entry) => entry.path === field)?.message;
      if (onField === undefined) setError(getErrorMessage(failure, failureMessage));
      else {
        setFieldError(onField);
        inputRef.current?.focus();
      }
    } finally {
      setSending(false);
    }
  }

  const change = (next: string) => {
    setText(next);
    setFieldError(null);
  };
  return { text, change, fieldError, error, sending, blank, submit, inputRef };
}
