import fs from 'node:fs';
import path from 'node:path';
import { deflateSync } from 'node:zlib';
import { eq } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorReason } from '@creators-archive/contract';
import { pictureSvg, rasterise } from '@creators-archive/test-support/images';
import { pngChunk } from '@creators-archive/test-support/png';
import * as createItem from '@creators-archive/contract/portfolio/create-portfolio-item';
import { maxUploadBytes } from '@creators-archive/contract/portfolio/upload-limits';
import * as createRequest from '@creators-archive/contract/verification/create-verification-request';
import { portfolioItems, profilePictures, verificationRequests } from '../src/db/schema';
import { bearer, buildTestApp, databaseKinds, registerUser, type TestApp } from './helpers';
import { jsonSchemaOf, objectValue } from './fuzz/arbitraries';
import { jpeg, png, pngBomb, textNamedJpeg, truncatedJpeg } from './image-fixtures';
import { payInSandbox, seedPlans, startCheckout, verify } from './membership-helpers';

/**
 * Hostile files sent to every upload: the portfolio's image upload and the vetted program's
 * document. Truncated images, polyglots, files labelled as what they are not, files past the
 * limit and decompression bombs are refused with the contract's 4xx reasons, never a 5xx, and
 * leave no row and no stored file behind. `FUZZ_PROFILE=full` runs more generated files.
 */
const full = process.env.FUZZ_PROFILE === 'full';
const seed = Number(process.env.FUZZ_SEED ?? (full ? Date.now() % 2_147_483_647 : 20_261_124));

type Upload = { name: string; type: string; data: Buffer };

/** A PNG that declares width × height pixels but carries only a few rows: a bomb by its header. */
function pngDeclaring(width: number, height: number): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.writeUInt8(8, 8);
  header.writeUInt8(2, 9);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', deflateSync(Buffer.alloc(4 * (width * 3 + 1)))),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

/** A GIF whose screen and only frame are 65,535 × 65,535 pixels (4.3 gigapixels), in 40 bytes. */
function gifDeclaringMaximum(): Buffer {
  return Buffer.concat([
    Buffer.from('GIF89a', 'ascii'),
    Buffer.from([0xff, 0xff, 0xff, 0xff, 0x00, 0x00, 0x00]),
    Buffer.from([0x2c, 0, 0, 0, 0, 0xff, 0xff, 0xff, 0xff, 0x00]),
    Buffer.from([0x02, 0x02, 0x44, 0x01, 0x00, 0x3b]),
  ]);
}

/**
 * A real WebP whose frame header is rewritten to say 16,383 × 16,383 pixels (268 megapixels), the
 * most WebP allows: a VP8 key frame holds each side in 14 bits right after its start code.
 */
async function webpDeclaringMaximum(): Promise<Buffer> {
  const webp = Buffer.from(await rasterise(pictureSvg(16, 16), 'webp'));
  const startCode = webp.indexOf(Buffer.from([0x9d, 0x01, 0x2a]));
  expect(startCode).toBeGreaterThan(0);
  webp.writeUInt16LE(16_383, startCode + 3);
  webp.writeUInt16LE(16_383, startCode + 5);
  return webp;
}

/** A real JPEG whose frame header is rewritten to say 65,500 × 65,500 pixels (4.3 gigapixels). */
async function jpegDeclaringMaximum(): Promise<Buffer> {
  const photo = Buffer.from(await jpeg(64, 48));
  const frame = photo.indexOf(Buffer.from([0xff, 0xc0]));
  expect(frame).toBeGreaterThan(0);
  photo.writeUInt16BE(65_500, frame + 5);
  photo.writeUInt16BE(65_500, frame + 7);
  return photo;
}

/** The smallest valid ZIP: an empty archive's end record. */
const emptyZip = Buffer.concat([Buffer.from('PK\u0005\u0006', 'latin1'), Buffer.alloc(18)]);
const script = Buffer.from('<html><body><script>alert(document.cookie)</script></body></html>');
const svg = Buffer.from(
  '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script></svg>',
);
const pdf = Buffer.from('%PDF-1.4\n1 0 obj<</Type/Catalog>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n');

/** A multipart body built byte by byte, so the declared type and name are exactly what the test says. */
function multipartBody(fields: Record<string, string>, fileField: string, file: Upload | undefined) {
  const boundary = 'uploadfuzzboundary';
  const parts: Buffer[] = Object.entries(fields).map(([name, value]) =>
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`),
  );
  if (file) {
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${fileField}"; filename="${file.name}"\r\n` +
          `Content-Type: ${file.type}\r\n\r\n`,
      ),
      file.data,
      Buffer.from('\r\n'),
    );
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(parts),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

function filesUnder(directory: string): string[] {
  if (!fs.existsSync(directory)) return [];
  return fs
    .readdirSync(directory, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(directory, path.join(entry.parentPath, entry.name)));
}

const imageRefusals = new Set<string>([
  ErrorReason.unsupportedMediaType,
  ErrorReason.imageCorrupt,
  ErrorReason.imageTooManyPixels,
  ErrorReason.payloadTooLarge,
  ErrorReason.validationFailed,
  // A field named after a property of Object.prototype (`constructor`) is refused by the parser.
  ErrorReason.malformedMultipart,
]);

describe.each(databaseKinds)('hostile uploads on %s', (kind) => {
  let testApp: TestApp;
  let token: string;
  let userId: string;

  beforeAll(async () => {
    testApp = await buildTestApp(kind);
    const member = await registerUser(testApp.app);
    token = member.access_token;
    userId = member.user.id;
  });
  afterAll(async () => {
    await testApp?.close();
  });

  const upload = (file: Upload | undefined, fields: Record<string, string> = { title: 'Hostile' }) => {
    const body = multipartBody(fields, createItem.fileField, file);
    return testApp.app.inject({
      method: createItem.method,
      url: createItem.path,
      payload: body.payload,
      headers: { ...body.headers, ...bearer(token) },
    });
  };

  /** Every stored file belongs to a row, and every row's files are stored. */
  async function expectNoOrphans(): Promise<void> {
    await testApp.app.jobWorker.drain();
    const { db } = testApp.database;
    const items = await db.select().from(portfolioItems);
    const pictures = await db.select().from(profilePictures);
    const requests = await db.select().from(verificationRequests);
    const referenced = new Set([
      ...items.flatMap((item) => [item.originalKey, ...item.variants.map((variant) => variant.key)]),
      ...pictures.flatMap((picture) => picture.keys),
      ...requests.flatMap((request) => (request.documentKey ? [request.documentKey] : [])),
    ]);
    const stored = filesUnder(path.join(testApp.dataDir, 'media'));
    expect(stored.filter((file) => !referenced.has(file))).toEqual([]);
    expect([...referenced].filter((key) => !stored.includes(key))).toEqual([]);
  }

  async function itemCount(): Promise<number> {
    return (await testApp.database.db.select().from(portfolioItems).where(eq(portfolioItems.userId, userId)))
      .length;
  }

  it(
    'refuses truncated, polyglot, mislabelled, oversized and bomb files with the contract’s reasons',
    {
      timeout: 120_000,
    },
    async () => {
      const photo = await jpeg(320, 240);
      const picture = await png(64, 48);
      const cases: [string, Upload, number, string][] = [
        [
          'an empty file',
          { name: 'a.jpg', type: 'image/jpeg', data: Buffer.alloc(0) },
          415,
          ErrorReason.unsupportedMediaType,
        ],
        [
          'a JPEG cut in half',
          { name: 'a.jpg', type: 'image/jpeg', data: await truncatedJpeg() },
          422,
          ErrorReason.imageCorrupt,
        ],
        [
          // Too little is left to tell it is an image at all.
          'a PNG cut after its header',
          { name: 'a.png', type: 'image/png', data: picture.subarray(0, 40) },
          415,
          ErrorReason.unsupportedMediaType,
        ],
        [
          'text named a JPEG',
          { name: 'a.jpg', type: 'image/jpeg', data: textNamedJpeg },
          415,
          ErrorReason.unsupportedMediaType,
        ],
        [
          'an SVG with a script labelled PNG',
          { name: 'a.png', type: 'image/png', data: svg },
          415,
          ErrorReason.unsupportedMediaType,
        ],
        [
          'HTML labelled JPEG',
          { name: 'a.jpg', type: 'image/jpeg', data: script },
          415,
          ErrorReason.unsupportedMediaType,
        ],
        [
          'a PDF labelled PNG',
          { name: 'a.png', type: 'image/png', data: pdf },
          415,
          ErrorReason.unsupportedMediaType,
        ],
        [
          'a ZIP labelled JPEG',
          { name: 'a.jpg', type: 'image/jpeg', data: emptyZip },
          415,
          ErrorReason.unsupportedMediaType,
        ],
        [
          'a file past the size limit',
          { name: 'a.jpg', type: 'image/jpeg', data: Buffer.concat([photo, Buffer.alloc(maxUploadBytes)]) },
          413,
          ErrorReason.payloadTooLarge,
        ],
        [
          'a PNG declaring 50,000 × 50,000 pixels',
          { name: 'a.png', type: 'image/png', data: pngDeclaring(50_000, 50_000) },
          422,
          ErrorReason.imageTooManyPixels,
        ],
        [
          'a 400-megapixel PNG bomb',
          { name: 'a.png', type: 'image/png', data: pngBomb() },
          422,
          ErrorReason.imageTooManyPixels,
        ],
        [
          'a GIF declaring 65,535 × 65,535 pixels',
          { name: 'a.gif', type: 'image/gif', data: gifDeclaringMaximum() },
          422,
          ErrorReason.imageTooManyPixels,
        ],
        [
          'a WebP declaring 16,383 × 16,383 pixels',
          { name: 'a.webp', type: 'image/webp', data: await webpDeclaringMaximum() },
          422,
          ErrorReason.imageTooManyPixels,
        ],
        [
          'a JPEG declaring 65,500 × 65,500 pixels',
          { name: 'a.jpg', type: 'image/jpeg', data: await jpegDeclaringMaximum() },
          422,
          ErrorReason.imageTooManyPixels,
        ],
      ];
      const before = await itemCount();
      const answers: string[] = [];
      for (const [label, file, status, reason] of cases) {
        const response = await upload(file);
        const body = response.json() as { error?: { details?: { reason?: string } } };
        answers.push(`${label}: ${response.statusCode} ${body.error?.details?.reason ?? 'no reason'}`);
        expect.soft(response.statusCode, `${label}: ${response.body}`).toBe(status);
        expect.soft(body.error?.details?.reason, label).toBe(reason);
      }
      expect(answers).toHaveLength(cases.length);
      expect(await itemCount()).toBe(before);
      await expectNoOrphans();
    },
  );

  it('takes an image by what it is, whatever its name and label say, and keeps no appended payload in what it serves', async () => {
    const photo = await jpeg(320, 240);
    const picture = await png(64, 48);
    for (const file of [
      { name: 'a.jpg', type: 'image/jpeg', data: picture },
      { name: 'a.html', type: 'text/html', data: photo },
      { name: 'a.jpg', type: 'image/jpeg', data: Buffer.concat([photo, script]) },
      { name: 'a.jpg', type: 'image/jpeg', data: Buffer.concat([photo, emptyZip]) },
    ]) {
      const response = await upload(file);
      expect(response.statusCode, response.body).toBe(201);
    }
    await testApp.app.jobWorker.drain();
    const items = await testApp.database.db
      .select()
      .from(portfolioItems)
      .where(eq(portfolioItems.userId, userId));
    for (const item of items) {
      expect(item.status).toBe('ready');
      for (const variant of item.variants) {
        const stored = fs.readFileSync(path.join(testApp.dataDir, 'media', variant.key));
        expect(stored.includes(Buffer.from('<script>'))).toBe(false);
        expect(stored.includes(Buffer.from('PK\u0005\u0006', 'latin1'))).toBe(false);
      }
    }
    await expectNoOrphans();
  });

  it(
    'answers generated files and fields within the contract, accepting exactly what the fields schema accepts',
    {
      timeout: full ? 600_000 : 120_000,
    },
    async () => {
      const photo = await png(24, 24);
      const magic = fc.constantFrom(
        Buffer.from([0xff, 0xd8, 0xff]),
        Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
        Buffer.from('GIF89a'),
        Buffer.from('RIFF\u0000\u0000\u0000\u0000WEBPVP8 ', 'latin1'),
        Buffer.from('\u0000\u0000\u0000\u001cftypavif', 'latin1'),
        Buffer.from('%PDF-'),
        Buffer.alloc(0),
      );
      const file = fc.oneof(
        { weight: 2, arbitrary: fc.constant(photo) },
        { weight: 1, arbitrary: fc.nat({ max: photo.length }).map((end) => photo.subarray(0, end)) },
        {
          weight: 1,
          arbitrary: fc
            .tuple(fc.nat({ max: photo.length - 1 }), fc.integer({ min: 0, max: 255 }))
            .map(([offset, byte]) => Buffer.from(photo).fill(byte, offset, offset + 1)),
        },
        {
          weight: 2,
          arbitrary: fc
            .tuple(magic, fc.uint8Array({ maxLength: 256 }))
            .map(([head, tail]) => Buffer.concat([head, Buffer.from(tail)])),
        },
      );
      const label = fc.constantFrom(
        'image/png',
        'image/jpeg',
        'image/svg+xml',
        'text/html',
        'application/octet-stream',
        '',
      );
      const asText = (value: unknown) => (typeof value === 'string' ? value : JSON.stringify(value));
      const fields = objectValue(jsonSchemaOf(createItem.ZCreatePortfolioItemFields), {
        ids: [],
        emails: [],
      }).map((value): Record<string, string> =>
        typeof value === 'object' && value !== null && !Array.isArray(value)
          ? Object.fromEntries(
              Object.entries(value)
                .filter(([name]) => /^[\w-]+$/.test(name))
                // A multipart field carries bytes: what arrives is the UTF-8 of the text, with
                // lone surrogates already replaced, and without the CR LF that would end the part.
                .map(([name, entry]) => [
                  name,
                  Buffer.from(asText(entry).replace(/[\r\n]/g, ' ')).toString(),
                ]),
            )
          : {},
      );
      let sent = 0;
      await fc.assert(
        fc.asyncProperty(file, label, fields, async (data, type, text) => {
          const response = await upload({ name: 'upload.png', type, data }, text);
          sent += 1;
          expect(response.statusCode, response.body).toBeLessThan(500);
          if (response.statusCode === 201) {
            expect(createItem.ZCreatePortfolioItemResponse.safeParse(response.json()).success).toBe(true);
            expect(createItem.ZCreatePortfolioItemFields.safeParse(text).success).toBe(true);
          } else {
            const reason = (response.json() as { error: { details: { reason: string } } }).error.details
              .reason;
            expect(imageRefusals.has(reason), `${reason}: ${response.body}`).toBe(true);
            if (data === photo)
              expect(createItem.ZCreatePortfolioItemFields.safeParse(text).success).toBe(false);
          }
        }),
        { seed, numRuns: full ? 400 : 40 },
      );
      process.stdout.write(`upload fuzz on ${kind}: ${sent} uploads, seed ${seed}\n`);
      await expectNoOrphans();
    },
  );

  describe('the vetted program’s document', () => {
    let applicant: string;

    beforeAll(async () => {
      const { monthly } = await seedPlans(testApp.app);
      const member = await registerUser(testApp.app);
      applicant = member.access_token;
      const started = await startCheckout(testApp.app, applicant, { planId: monthly.id, currency: 'NGN' });
      await payInSandbox(testApp.app, started);
      await verify(testApp.app, started.reference, { token: applicant });
    });

    it('refuses what is not a JPEG, PNG, WebP or PDF, and past the limit, keeping nothing', async () => {
      const fields = {
        statement: 'I have designed book covers and festival identities in Accra for eight years.',
        links: JSON.stringify(['https://example.com/work']),
      };
      const cases: [Upload, number, string][] = [
        [{ name: 'id.png', type: 'image/png', data: svg }, 400, ErrorReason.validationFailed],
        [{ name: 'id.pdf', type: 'application/pdf', data: script }, 400, ErrorReason.validationFailed],
        [{ name: 'id.jpg', type: 'image/jpeg', data: emptyZip }, 400, ErrorReason.validationFailed],
        [
          { name: 'id.gif', type: 'image/gif', data: gifDeclaringMaximum() },
          400,
          ErrorReason.validationFailed,
        ],
        [
          {
            name: 'id.jpg',
            type: 'image/jpeg',
            data: Buffer.concat([await jpeg(64, 64), Buffer.alloc(maxUploadBytes)]),
          },
          413,
          ErrorReason.payloadTooLarge,
        ],
      ];
      for (const [document, status, reason] of cases) {
        const body = multipartBody(fields, createRequest.documentField, document);
        const response = await testApp.app.inject({
          method: createRequest.method,
          url: createRequest.path,
          payload: body.payload,
          headers: { ...body.headers, ...bearer(applicant) },
        });
        expect.soft(response.statusCode, `${document.name}: ${response.body}`).toBe(status);
        expect
          .soft((response.json() as { error?: { details?: { reason?: string } } }).error?.details?.reason)
          .toBe(reason);
      }
      expect(await testApp.database.db.select().from(verificationRequests)).toEqual([]);
      await expectNoOrphans();
    });
  });
});
