import { useEffect, useId, useRef, useState } from 'react';

/** How long typing pauses before the words are searched for. */
export const SEARCH_DEBOUNCE_MS = 300;

type SearchBoxProps = {
  label: string;
  placeholder: string;
  /** The search in force, as the address holds it. */
  value: string;
  /** The words typed, trimmed, once typing pauses. */
  onSearch: (q: string) => void;
  /** The classes of the input, to match the form it sits in. */
  className: string;
};

/**
 * A labelled search box, `name="q"`, that searches once typing pauses. When the address changes
 * under it (back, forward, a filter cleared), it shows the address's search again.
 */
export function SearchBox({ label, placeholder, value, onSearch, className }: SearchBoxProps) {
  const id = useId();
  const [text, setText] = useState(value);
  const lastSent = useRef(value);
  const onSearchRef = useRef(onSearch);
  const input = useRef<HTMLInputElement>(null);
  useEffect(() => {
    onSearchRef.current = onSearch;
  });

  // Words typed into a page the server rendered, before the app took it over, are searched for
  // too: hydration keeps the box's text, but the state starts from the address.
  useEffect(() => {
    const typed = input.current?.value;
    if (typed !== undefined && typed !== lastSent.current) setText(typed);
  }, []);

  useEffect(() => {
    if (value === lastSent.current) return;
    lastSent.current = value;
    setText(value);
  }, [value]);

  useEffect(() => {
    if (text.trim() === lastSent.current) return;
    const timer = window.setTimeout(() => {
      lastSent.current = text.trim();
      onSearchRef.current(text.trim());
    }, SEARCH_DEBOUNCE_MS);
    return () => window.clearTimeout(timer);
  }, [text]);

  return (
    <div className="space-y-1.5">
      <label htmlFor={id} className="block text-sm font-medium text-stone-800">
        {label}
      </label>
      <input
        id={id}
        ref={input}
        name="q"
        type="search"
        className={className}
        placeholder={placeholder}
        autoComplete="off"
        enterKeyHint="search"
        value={text}
        onChange={(event) => setText(event.target.value)}
      />
    </div>
  );
}
