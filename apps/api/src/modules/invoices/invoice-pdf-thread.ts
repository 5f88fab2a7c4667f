// A thread that draws invoice PDFs (pdfkit lays out and compresses on the thread that calls it,
// about a quarter of a second of CPU per invoice): each message is one invoice, answered with its
// bytes or with why it could not be drawn. The thread keeps serving after a failed drawing.
import { parentPort } from 'node:worker_threads';
import { renderInvoicePdf, type InvoiceDocument } from './invoice-pdf';

export type DrawRequest = { id: number; invoice: InvoiceDocument };
export type DrawAnswer = { id: number; pdf: Uint8Array; error?: undefined } | { id: number; error: string };

const port = parentPort;
if (!port) throw new Error('invoice-pdf-thread runs as a worker thread');

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
