import { afterEach, describe, expect, it } from 'vitest';
import { renderInvoicePdf, type InvoiceDocument } from './invoice-pdf';
import { InvoicePdfError, InvoicePdfPool } from './invoice-pdf-pool';

const invoice: InvoiceDocument = {
  kind: 'invoice',
  number: 'CA-2026-000321',
  credits: null,
  locale: 'en',
  issuedAt: new Date('2026-11-24T09:30:00Z'),
  seller: { name: 'Creators Archive Ltd', address: 'Lagos, Nigeria', taxNumber: null },
  buyer: { name: 'Adaeze Okafor', email: 'adaeze@example.com', address: null, taxNumber: null },
  description: 'Pro membership, one month',
  periodStart: new Date('2026-11-24T09:30:00Z'),
  periodEnd: new Date('2026-12-24T09:30:00Z'),
  currency: 'NGN',
  amountBefore: 500_000,
  discount: 0,
  discountCode: null,
  total: 500_000,
  taxes: null,
  paymentReference: 'sub-7f3k2m9x',
};

/**
 * A stand-in thread that answers each invoice's number as its bytes, ends itself on an invoice
 * numbered `end`, and fails to draw one numbered `fail`.
 */
const standIn = new URL(
  `data:text/javascript,${encodeURIComponent(`
    import { parentPort } from 'node:worker_threads';
    parentPort.on('message', ({ id, invoice }) => {
      if (invoice.number === 'end') process.exit(3);
      if (invoice.number === 'fail') return parentPort.postMessage({ id, error: 'no such font' });
      parentPort.postMessage({ id, pdf: new TextEncoder().encode(invoice.number) });
    });`)}`,
);

const pools: InvoicePdfPool[] = [];
function pool(options: ConstructorParameters<typeof InvoicePdfPool>[0]): InvoicePdfPool {
  const made = new InvoicePdfPool(options);
  pools.push(made);
  return made;
}
afterEach(async () => {
  await Promise.all(pools.splice(0).map((made) => made.close()));
});

const numbered = (number: string): InvoiceDocument => ({ ...invoice, number });

// Each test starts threads that load the PDF library and its fonts first: seconds, not
// milliseconds, on a 2-core machine that runs the rest of the suite beside it.
describe(InvoicePdfPool.name, { timeout: 30_000 }, () => {
  it('draws on its thread the very bytes the main thread draws', async () => {
    const drawn = await pool({ size: 1, idleMs: 60_000 }).draw(invoice);
    expect(Buffer.compare(drawn, await renderInvoicePdf(invoice))).toBe(0);
  });

  it('answers each drawing with its own invoice when more are asked for than it has threads', async () => {
    const numbers = Array.from({ length: 7 }, (_, index) => `CA-2026-00000${index}`);
    const shared = pool({ size: 2, idleMs: 60_000, entry: standIn });
    const together = await Promise.all(numbers.map((number) => shared.draw(numbered(number))));
    expect(together.map((bytes) => bytes.toString())).toEqual(numbers);
  });

  it('rejects a drawing that fails, or whose thread ends, alone, and draws the ones after it', async () => {
    const pdfs = pool({ size: 1, idleMs: 60_000, entry: standIn });
    const answers = await Promise.allSettled(
      ['first', 'fail', 'second', 'end', 'third'].map((number) => pdfs.draw(numbered(number))),
    );
    expect(
      answers.map((answer) => (answer.status === 'fulfilled' ? answer.value.toString() : answer.reason)),
    ).toEqual(['first', expect.any(InvoicePdfError), 'second', expect.any(InvoicePdfError), 'third']);
    expect(String((answers[1] as PromiseRejectedResult).reason)).toContain('no such font');
    expect(String((answers[3] as PromiseRejectedResult).reason)).toContain('ended');
  });

  it('rejects the drawings still waiting when it closes, and any asked for after', async () => {
    const pdfs = new InvoicePdfPool({ size: 1, idleMs: 60_000, entry: standIn });
    const waiting = Promise.allSettled([pdfs.draw(numbered('one')), pdfs.draw(numbered('two'))]);
    await pdfs.close();
    expect(await waiting).toEqual([
      { status: 'rejected', reason: expect.any(InvoicePdfError) },
      { status: 'rejected', reason: expect.any(InvoicePdfError) },
    ]);
    await expect(pdfs.draw(numbered('three'))).rejects.toBeInstanceOf(InvoicePdfError);
  });
});
