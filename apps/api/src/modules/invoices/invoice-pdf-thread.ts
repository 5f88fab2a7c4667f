// A thread that draws invoice PDFs (pdfkit lays out and compresses on the thread that calls it:
// 40 ms of CPU per invoice on a quiet core, a quarter of a second on a busy one): each message is
// one invoice, answered with its bytes or with why it could not be drawn. The thread keeps serving
// after a failed drawing.
import fs from 'node:fs';
import os from 'node:os';
import { parentPort } from 'node:worker_threads';
import { renderInvoicePdf, type InvoiceDocument } from './invoice-pdf';

export type DrawRequest = { id: number; invoice: InvoiceDocument };
export type DrawAnswer = { id: number; pdf: Uint8Array; error?: undefined } | { id: number; error: string };

const port = parentPort;
if (!port) throw new Error('invoice-pdf-thread runs as a worker thread');

/**
 * On Linux this thread alone runs at a lower priority (nice 10; a thread's id is a process id to
 * setpriority): when the cores are taken, the main thread's requests go first and the drawing
 * waits, not the other way round. Elsewhere, or where it is not allowed, it runs as the process.
 */
function yieldToTheMainThread(): void {
  try {
    const threadId = Number(fs.readlinkSync('/proc/thread-self').split('/').pop());
    if (Number.isInteger(threadId)) os.setPriority(threadId, 10);
  } catch {
    // No /proc/thread-self: not Linux.
  }
}
yieldToTheMainThread();

port.on('message', ({ id, invoice }: DrawRequest) => {
  renderInvoicePdf(invoice).then(
    (drawn) => {
      // Its own buffer, handed over without a copy.
      const pdf = new Uint8Array(drawn);
      port.postMessage({ id, pdf } satisfies DrawAnswer, [pdf.buffer]);
    },
    (error: unknown) =>
      port.postMessage({
        id,
        error: error instanceof Error ? error.message : String(error),
      } satisfies DrawAnswer),
  );
});
