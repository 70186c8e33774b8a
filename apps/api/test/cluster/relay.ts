import net from 'node:net';

/**
 * A TCP relay between hub clients and an api instance: the network in between, under the test's
 * control. `cut()` closes every connection through it and refuses new ones (a lost network), so a
 * test can store a message exactly while a client is away; `restore(port)` lets clients through
 * again, to the same instance or to another (what a balancer does once an instance is gone).
 */
export interface Relay {
  url: string;
  cut(): void;
  restore(targetPort?: number): void;
  close(): Promise<void>;
}

export async function openRelay(targetPort: number): Promise<Relay> {
  let target = targetPort;
  let open = true;
  const piped = new Set<net.Socket>();
  const server = net.createServer((client) => {
    if (!open) {
      client.destroy();
      return;
    }
    const upstream = net.connect(target, '127.0.0.1');
    for (const [from, to] of [
      [client, upstream],
      [upstream, client],
    ] as const) {
      piped.add(from);
      from.pipe(to);
      // Either end closing (or failing) closes the other: the client sees its transport close.
      from.on('close', () => {
        piped.delete(from);
        to.destroy();
      });
      from.on('error', () => to.destroy());
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    cut() {
      open = false;
      for (const socket of piped) socket.destroy();
    },
    restore(targetPort) {
      if (targetPort !== undefined) target = targetPort;
      open = true;
    },
    async close() {
      open = false;
      for (const socket of piped) socket.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
