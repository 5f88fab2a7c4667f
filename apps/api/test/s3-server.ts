import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';

type KoaContext = {
  method: string;
  path: string;
  query: Record<string, string | undefined>;
  status: number;
  type: string;
  body: unknown;
};

const xml = (body: string) => `<?xml version="1.0" encoding="UTF-8"?>\n${body}`;

/**
 * The two calls of multipart uploads that s3rver lacks and tus's S3 store makes: ListParts (how
 * many bytes an upload holds, to resume it) and AbortMultipartUpload (to remove it). s3rver keeps
 * each upload's parts as `<bucket>/._S3rver_uploads/<upload id>/<part number>` with `.md5` beside.
 */
function multipartCalls(directory: string) {
  return async (context: KoaContext, next: () => Promise<void>) => {
    const uploadId = context.query.uploadId;
    const match = /^\/([^/]+)\/(.+)$/.exec(context.path);
    const listing = context.method === 'GET' && !context.query.partNumber;
    if (!uploadId || !match || !(listing || context.method === 'DELETE')) return next();
    const [, bucket = '', key = ''] = match;
    const parts = path.join(directory, bucket, '._S3rver_uploads', path.basename(uploadId));
    if (!fs.existsSync(parts)) {
      context.status = 404;
      context.type = 'application/xml';
      context.body = xml(
        `<Error><Code>NoSuchUpload</Code><Message>The specified upload does not exist.</Message></Error>`,
      );
      return;
    }
    if (context.method === 'DELETE') {
      fs.rmSync(parts, { recursive: true, force: true });
      context.status = 204;
      return;
    }
    const numbers = fs
      .readdirSync(parts)
      .filter((name) => /^\d+$/.test(name))
      .map(Number)
      .sort((a, b) => a - b);
    const listed = numbers.map((number) => {
      const size = fs.statSync(path.join(parts, String(number))).size;
      const md5 = fs.readFileSync(path.join(parts, `${number}.md5`), 'utf8');
      return `<Part><PartNumber>${number}</PartNumber><ETag>"${md5}"</ETag><Size>${size}</Size></Part>`;
    });
    context.status = 200;
    context.type = 'application/xml';
    context.body = xml(
      `<ListPartsResult><Bucket>${bucket}</Bucket><Key>${key}</Key><UploadId>${uploadId}</UploadId>` +
        `<IsTruncated>false</IsTruncated>${listed.join('')}</ListPartsResult>`,
    );
  };
}

export type LocalS3 = { environment: Record<string, string>; directory: string; close(): Promise<void> };

/** An S3-compatible server in this process, on a free port, with one empty bucket; multipart uploads resume. */
export async function startLocalS3(bucket = 'media-test'): Promise<LocalS3> {
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), 'ca-s3-'));
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: bucket, configs: [] }],
  });
  // Ahead of s3rver's own handling (Koa composes its middleware when the server starts).
  (server as { middleware: unknown[] }).middleware.unshift(multipartCalls(directory));
  const { port } = (await server.run()) as { port: number };
  return {
    directory,
    environment: {
      STORAGE: 's3',
      S3_BUCKET: bucket,
      S3_ENDPOINT: `http://127.0.0.1:${port}`,
      S3_REGION: 'us-east-1',
      S3_ACCESS_KEY_ID: 'S3RVER',
      S3_SECRET_ACCESS_KEY: 'S3RVER',
    },
    close: async () => {
      await server.close();
      fs.rmSync(directory, { recursive: true, force: true });
    },
  };
}
