import net from 'node:net';

export interface PausableProxy {
  /** The postgres URL through the proxy. */
  url: string;
  /**
   * Holds back everything the server sends (an instance cut off from the database: it hears no
   * notification and no answer) until `resume`, which delivers it all in order.
   */
  pause(): void;
  resume(): void;
  close(): Promise<void>;
}

/** A TCP proxy in front of the PostgreSQL server of `target` (a postgres:// URL), for tests. */
export async function pausableProxy(target: string): Promise<PausableProxy> {
  const to = new URL(target);
  let paused = false;
  const held: (() => void)[] = [];
  const sockets = new Set<net.Socket>();
  const server = net.createServer((client) => {
    const upstream = net.connect(Number(to.port || 5432), to.hostname);
    // Small messages pass at once, as on a direct connection (no Nagle delay).
    client.setNoDelay(true);
    upstream.setNoDelay(true);
    sockets.add(client).add(upstream);
    client.on('data', (chunk) => upstream.write(chunk));
    upstream.on('data', (chunk) => {
      if (paused) held.push(() => client.write(chunk));
      else client.write(chunk);
    });
    const end = () => {
      client.destroy();
      upstream.destroy();
      sockets.delete(client);
      sockets.delete(upstream);
    };
    client.on('close', end).on('error', end);
    upstream.on('close', end).on('error', end);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = new URL(target);
  url.hostname = '127.0.0.1';
  url.port = String((server.address() as net.AddressInfo).port);
  return {
    url: url.toString(),
    pause: () => {
      paused = true;
    },
    resume: () => {
      paused = false;
      for (const deliver of held.splice(0)) deliver();
    },
    close: async () => {
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
