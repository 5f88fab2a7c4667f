/** One Server-Sent Event: its `id:` (when it has one), its `event:` name and its `data:` lines. */
export type ServerSentEvent = { id: string | undefined; event: string; data: string };

/**
 * Reads a Server-Sent Events body as its chunks come, as EventSource does. Comment lines (the
 * stream's heartbeat) and `retry:` carry no event; the caller sees that bytes came all the same.
 */
export class EventStreamParser {
  private buffer = '';

  /** The events `chunk` completes, in order. */
  push(chunk: string): ServerSentEvent[] {
    this.buffer += chunk.replace(/\r\n?/g, '\n');
    const events: ServerSentEvent[] = [];
    let end = this.buffer.indexOf('\n\n');
    while (end !== -1) {
      const event = readBlock(this.buffer.slice(0, end));
      if (event) events.push(event);
      this.buffer = this.buffer.slice(end + 2);
      end = this.buffer.indexOf('\n\n');
    }
    return events;
  }
}

function readBlock(block: string): ServerSentEvent | undefined {
  let id: string | undefined;
  let event = 'message';
  const data: string[] = [];
  for (const line of block.split('\n')) {
    if (line === '' || line.startsWith(':')) continue;
    const colon = line.indexOf(':');
    const field = colon === -1 ? line : line.slice(0, colon);
    const value = colon === -1 ? '' : line.slice(colon + 1).replace(/^ /, '');
    if (field === 'id') id = value;
    else if (field === 'event') event = value;
    else if (field === 'data') data.push(value);
  }
  return data.length > 0 ? { id, event, data: data.join('\n') } : undefined;
}
