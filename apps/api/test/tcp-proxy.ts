import net, { type AddressInfo } from 'node:net';

/**
 * A TCP relay between the app and a server (a database, S3, SMTP) that a test can freeze (bytes
 * stop moving both ways, connections stay open: a hung server or network) or cut (every
 * connection is reset and new ones are refused: a server that is gone) and then restore on the
 * same port (the server is back).
 */
export class TcpProxy {
  private readonly server: net.Server;
  private readonly sockets = new Set<net.Socket>();
  /** Connections accepted while frozen, relayed once thawed. */
  private readonly held: net.Socket[] = [];
  private frozen = false;
  private listenPort = 0;

  private constructor(private readonly target: { host: string; port: number }) {
    this.server = net.createServer((client) => this.relay(client));
  }

  static async start(target: { host: string; port: number }): Promise<TcpProxy> {
    const proxy = new TcpProxy(target);
    await proxy.listen(0);
    proxy.listenPort = (proxy.server.address() as AddressInfo).port;
    return proxy;
  }

  private listen(port: number): Promise<void> {
    return new Promise<void>((resolve, reject) => {
      this.server.once('error', reject);
      this.server.listen(port, '127.0.0.1', () => {
        this.server.off('error', reject);
        resolve();
      });
    });
  }

  /** The same while cut: connections to it are refused until `restore`. */
  get port(): number {
    return this.listenPort;
  }

  private track(socket: net.Socket): void {
    this.sockets.add(socket);
    socket.on('close', () => this.sockets.delete(socket));
    socket.on('error', () => {});
  }

  private relay(client: net.Socket): void {
    this.track(client);
    if (this.frozen) {
      client.pause();
      this.held.push(client);
      return;
    }
    this.connectUpstream(client);
  }

  private connectUpstream(client: net.Socket): void {
    const upstream = net.connect(this.target.port, this.target.host);
    this.track(upstream);
    client.pipe(upstream);
    upstream.pipe(client);
    client.on('close', () => upstream.destroy());
    upstream.on('close', () => client.destroy());
  }

  /** Stops every byte, in both directions, on open connections and on new ones. */
  freeze(): void {
    this.frozen = true;
    for (const socket of this.sockets) socket.pause();
  }

  thaw(): void {
    this.frozen = false;
    for (const socket of this.sockets) socket.resume();
    for (const client of this.held.splice(0)) {
      if (!client.destroyed) this.connectUpstream(client);
    }
  }

  /** Resets every connection and refuses new ones until `restore`. */
  async cut(): Promise<void> {
    await new Promise<void>((resolve) => {
      this.server.close(() => resolve());
      for (const socket of this.sockets) socket.destroy();
    });
  }

  /** Accepts and relays connections again on the same port, after `cut`. */
  async restore(): Promise<void> {
    if (!this.server.listening) await this.listen(this.listenPort);
  }

  async close(): Promise<void> {
    for (const socket of this.sockets) socket.destroy();
    if (this.server.listening) await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }
}
