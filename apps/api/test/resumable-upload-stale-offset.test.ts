import fs from 'node:fs';
import net, { type AddressInfo } from 'node:net';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as createUpload from '@creators-archive/contract/portfolio/create-portfolio-upload';
import { ZErrorEnvelope } from '@creators-archive/contract';
import { buildTestApp, databaseKinds, registerUser, type TestApp } from './helpers';

const megabyte = 1024 * 1024;

/**
 * A PATCH cut by the network comes back from Chromium whole, on a new connection, with the offset
 * it started from (decision 1410): the server answers it before reading its body and closes the
 * connection, even while the cut request still holds the upload.
 */
describe.each(databaseKinds)('a PATCH with a stale offset on %s', (kind) => {
  let testApp: TestApp;
  let port: number;
  /** The server's side of each connection, by the client's port. */
  const serverSides = new Map<number, net.Socket>();

  beforeAll(async () => {
    testApp = await buildTestApp(kind, { LOG_LEVEL: 'warn' });
    await testApp.app.listen({ port: 0, host: '127.0.0.1' });
    port = (testApp.app.server.address() as AddressInfo).port;
    testApp.app.server.on('connection', (socket: net.Socket) => {
      if (socket.remotePort !== undefined) serverSides.set(socket.remotePort, socket);
    });
  });
  afterAll(async () => {
    await testApp.close();
  });

  /** A PATCH on a socket of its own, promising `length` bytes of body; the body is the caller's to write. */
  async function openPatch(location: string, token: string, offset: number, length: number) {
    const socket = net.connect(port, '127.0.0.1');
    await new Promise<void>((resolve, reject) => socket.once('connect', resolve).once('error', reject));
    socket.on('error', () => {});
    const localPort = socket.localPort ?? 0;
    let answer = '';
    socket.on('data', (chunk: Buffer) => {
      answer += chunk.toString('latin1');
    });
    const ended = new Promise<void>((resolve) => socket.once('close', () => resolve()));
    socket.write(
      [
        `PATCH ${location} HTTP/1.1`,
        `Host: 127.0.0.1:${port}`,
        `Authorization: Bearer ${token}`,
        `Tus-Resumable: ${createUpload.tusVersion}`,
        `Upload-Offset: ${offset}`,
        'Content-Type: application/offset+octet-stream',
        `Content-Length: ${length}`,
        '',
        '',
      ].join('\r\n'),
    );
    return { socket, localPort, answer: () => answer, ended };
  }

  it('is answered 409 at once, while the cut request still holds the upload, and its connection is closed before its body is taken in', async () => {
    const member = await registerUser(testApp.app);
    const token = member.access_token;
    const length = 4 * megabyte;
    const created = await fetch(`http://127.0.0.1:${port}${createUpload.path}`, {
      method: 'POST',
      headers: {
        'Tus-Resumable': createUpload.tusVersion,
        Authorization: `Bearer ${token}`,
        'Upload-Length': String(length),
      },
    });
    expect(created.status).toBe(201);
    const location = created.headers.get('location') ?? '';
    const partial = path.join(testApp.dataDir, 'uploads', location.split('/').pop() ?? '');

    // The cut request: its first megabyte arrived, then its phone left the network. The server
    // hears nothing more on that connection, so the request goes on holding the upload.
    const cut = await openPatch(location, token, 0, length);
    try {
      cut.socket.write(Buffer.alloc(megabyte, 7));
      for (let waited = 0; fs.statSync(partial).size < megabyte; waited += 20) {
        if (waited > 10_000) throw new Error('The server never received the first megabyte');
        await sleep(20);
      }

      // Chromium sends the cut request again, offset and body, as fast as the connection takes it.
      const stale = await openPatch(location, token, 0, length);
      stale.socket.write(Buffer.alloc(length, 7));
      await stale.ended;

      const [head = '', body = ''] = stale.answer().split('\r\n\r\n');
      expect(head).toMatch(/^HTTP\/1\.1 409 /);
      expect(head).toMatch(/\r\nconnection: close\r\n/i);
      expect(head).toMatch(new RegExp(`\\r\\ntus-resumable: ${createUpload.tusVersion}\\r\\n`, 'i'));
      expect(ZErrorEnvelope.parse(JSON.parse(body)).error.details).toMatchObject({
        reason: 'UPLOAD_OFFSET_CONFLICT',
      });
      // Answered without waiting for the cut request to let go of the upload: that one has heard nothing.
      expect(cut.answer()).toBe('');
      expect(cut.socket.destroyed).toBe(false);
      // The server closed the connection with the body unread: of its 4 MB, what reached the
      // server's socket is the little that came with the request's first packets.
      const serverSide = serverSides.get(stale.localPort);
      expect(serverSide?.destroyed).toBe(true);
      expect(serverSide?.bytesRead).toBeLessThan(length / 8);
      // Nothing of it was written: the upload still holds the cut request's megabyte.
      expect(fs.statSync(partial).size).toBe(megabyte);
    } finally {
      cut.socket.destroy();
    }
  });
});
