import net, { type AddressInfo } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';

/**
 * A phone's uplink in front of the product, for the browser's requests: it forwards the browser's
 * bytes to the server at a phone's pace, counts them, and can drop a connection in the middle of a
 * request. Like any proxy that ends TCP on the way (a reverse proxy, a carrier's), it takes what
 * the browser sends whether the server reads it or not, so what a request the server refuses costs
 * is the uplink's pace times how long the server keeps that connection open. Without the pace a
 * loopback would take megabytes in a millisecond, before any server could answer.
 *
 * A drop is what a phone leaving the network does: the browser's side of the connection is reset,
 * and the server hears nothing more on its side (no end, no reset), as no packet reaches it.
 */
export class CuttingProxy {
  private readonly server: net.Server;
  private readonly sockets = new Set<net.Socket>();
  /** Bytes forwarded to the server since `arm`. */
  private forwarded = 0;
  private cutAt: number | undefined;
  private cutCount = 0;

  private constructor(
    private readonly target: { host: string; port: number },
    /** The uplink's pace, in bytes per second, for each connection. */
    private readonly bytesPerSecond: number,
  ) {
    this.server = net.createServer((client) => this.relay(client));
  }

  static async start(target: { host: string; port: number }, bytesPerSecond: number): Promise<CuttingProxy> {
    const proxy = new CuttingProxy(target, bytesPerSecond);
    await new Promise<void>((resolve, reject) => {
      proxy.server.once('error', reject);
      proxy.server.listen(0, '127.0.0.1', () => resolve());
    });
    return proxy;
  }

  get origin(): string {
    return `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
  }

  /** Bytes the browser sent that went on to the server since `arm`. */
  get bytesForwarded(): number {
    return this.forwarded;
  }

  /** How many connections were dropped. */
  get cuts(): number {
    return this.cutCount;
  }

  /** Counts from zero, and drops the connection that carries byte number `cutAfterBytes` + 1. */
  arm(cutAfterBytes: number): void {
    this.forwarded = 0;
    this.cutAt = cutAfterBytes;
  }

  private track(socket: net.Socket): void {
    this.sockets.add(socket);
    socket.on('close', () => this.sockets.delete(socket));
    socket.on('error', () => {});
  }

  private relay(client: net.Socket): void {
    this.track(client);
    const upstream = net.connect(this.target.port, this.target.host);
    this.track(upstream);
    let cut = false;

    client.on('data', (chunk: Buffer) => {
      if (cut || upstream.destroyed || upstream.writableEnded) return;
      const room = this.cutAt === undefined ? Infinity : this.cutAt - this.forwarded;
      const bytes = chunk.length > room ? chunk.subarray(0, room) : chunk;
      this.forwarded += bytes.length;
      upstream.write(bytes);
      if (bytes.length < chunk.length) {
        cut = true;
        this.cutAt = undefined;
        this.cutCount += 1;
        client.resetAndDestroy();
        return;
      }
      // The next bytes are taken from the browser once these would have gone at the uplink's pace.
      client.pause();
      void sleep((bytes.length / this.bytesPerSecond) * 1000).then(() => {
        if (!client.destroyed) client.resume();
      });
    });
    client.on('end', () => upstream.end());
    // A browser that closed its connection closes the server's; a dropped one leaves it silent.
    client.on('close', () => {
      if (!cut) upstream.destroy();
    });

    upstream.on('data', (chunk: Buffer) => {
      if (client.destroyed) return;
      if (!client.write(chunk)) upstream.pause();
    });
    client.on('drain', () => upstream.resume());
    // The server closed: what it answered is delivered, then the browser's side closes too.
    upstream.on('close', () => {
      if (!client.destroyed) client.end(() => client.destroy());
    });
  }

  async close(): Promise<void> {
    for (const socket of this.sockets) socket.destroy();
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }
}
