// A Server-Sent Events reader for tests and benchmarks: what a browser's EventSource receives,
// with the time each part arrived, without the browser's automatic reconnection.
import http from 'node:http';

export type StreamEvent = { id: string | undefined; event: string; data: string; receivedAt: number };

export type EventStreamConnection = {
  status: number;
  headers: http.IncomingHttpHeaders;
  /** The `retry:` hint, once it has come. */
  retryMs(): number | undefined;
  /** When the last comment line (a heartbeat) arrived, or undefined before the first. */
  lastCommentAt(): number | undefined;
  /** Resolves with the next event (from those not taken yet) that `accept` accepts. */
  next(accept?: (event: StreamEvent) => boolean): Promise<StreamEvent>;
  /** Resolves at the next comment line after now. */
  nextComment(): Promise<number>;
  /** Resolves when the server ends the stream. */
  ended: Promise<void>;
  close(): void;
};

/** Opens `url` as an event stream; answers once the status and headers have come. */
export function openEventStream(
  url: string,
  headers: Record<string, string> = {},
): Promise<EventStreamConnection & { body: string }> {
  return new Promise((resolve, reject) => {
    const request = http.get(url, { headers: { accept: 'text/event-stream', ...headers } }, (response) => {
      response.setEncoding('utf8');
      const unread: StreamEvent[] = [];
      const waiting: { accept: (event: StreamEvent) => boolean; resolve: (event: StreamEvent) => void }[] =
        [];
      const commentWaiters: ((at: number) => void)[] = [];
      let buffer = '';
      let body = '';
      let retry: number | undefined;
      let lastComment: number | undefined;
      let endStream!: () => void;
      const ended = new Promise<void>((resolveEnd) => {
        endStream = resolveEnd;
      });

      const deliver = (event: StreamEvent) => {
        const index = waiting.findIndex((waiter) => waiter.accept(event));
        if (index === -1) return void unread.push(event);
        waiting.splice(index, 1)[0]!.resolve(event);
      };
      const readBlock = (block: string, receivedAt: number) => {
        let id: string | undefined;
        let event = 'message';
        const data: string[] = [];
        for (const line of block.split('\n')) {
          if (line.startsWith(':')) {
            lastComment = receivedAt;
            for (const waiter of commentWaiters.splice(0)) waiter(receivedAt);
            continue;
          }
          const colon = line.indexOf(':');
          const field = colon === -1 ? line : line.slice(0, colon);
          const value = colon === -1 ? '' : line.slice(colon + 1).replace(/^ /, '');
          if (field === 'id') id = value;
          else if (field === 'event') event = value;
          else if (field === 'data') data.push(value);
          else if (field === 'retry') retry = Number(value);
        }
        if (data.length > 0) deliver({ id, event, data: data.join('\n'), receivedAt });
      };

      response.on('data', (chunk: string) => {
        const receivedAt = performance.now();
        body += chunk;
        buffer += chunk;
        let end = buffer.indexOf('\n\n');
        while (end !== -1) {
          readBlock(buffer.slice(0, end), receivedAt);
          buffer = buffer.slice(end + 2);
          end = buffer.indexOf('\n\n');
        }
      });
      response.on('close', () => endStream());
      resolve({
        status: response.statusCode ?? 0,
        headers: response.headers,
        get body() {
          return body;
        },
        retryMs: () => retry,
        lastCommentAt: () => lastComment,
        next(accept = () => true) {
          const index = unread.findIndex(accept);
          if (index !== -1) return Promise.resolve(unread.splice(index, 1)[0]!);
          return new Promise((resolveEvent) => waiting.push({ accept, resolve: resolveEvent }));
        },
        nextComment: () => new Promise((resolveComment) => commentWaiters.push(resolveComment)),
        ended,
        close: () => request.destroy(),
      });
    });
    request.on('error', reject);
  });
}
