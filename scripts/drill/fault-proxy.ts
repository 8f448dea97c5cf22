// A TCP proxy in front of a dependency (the payment provider, the SMTP server), whose faults the drill switches on
// and off: the API only ever sees a TCP peer misbehaving, as it would in production.
import net from 'node:net';

/**
 * pass: forward both ways. refuse: new connections are reset at once (nothing listens). black-hole: connections are
 * accepted and never answered (bytes either way are dropped). slow: every chunk, either way, waits `delayMs`.
 */
export type ProxyMode = 'pass' | 'refuse' | 'black-hole' | 'slow';

interface Link {
  client: net.Socket;
  upstream?: net.Socket;
  /** Once black-holed, always: the bytes it lost leave the conversation broken even when the fault ends. */
  blackHoled: boolean;
  timers: Set<NodeJS.Timeout>;
}

export interface FaultProxy {
  port: number;
  mode(): ProxyMode;
  /** Changes the mode for new connections; black-hole also swallows the open ones. */
  setMode(mode: ProxyMode, delayMs?: number): void;
  /** Destroys every open connection (the peer sees a reset); answers how many. */
  resetAll(): number;
  stats: { accepted: number; refused: number; reset: number };
  close(): Promise<void>;
}

export async function startFaultProxy(target: { host: string; port: number }): Promise<FaultProxy> {
  let mode: ProxyMode = 'pass';
  let delayMs = 0;
  const links = new Set<Link>();
  const stats = { accepted: 0, refused: 0, reset: 0 };

  const drop = (link: Link) => {
    for (const timer of link.timers) clearTimeout(timer);
    link.timers.clear();
    link.client.destroy();
    link.upstream?.destroy();
    links.delete(link);
  };

  const blackHole = (link: Link) => {
    link.blackHoled = true;
    // The dependency's side goes away quietly; the client's side stays open and unanswered.
    link.upstream?.removeAllListeners('close');
    link.upstream?.destroy();
  };

  /** Copies `from` to `to`, each chunk (and the end) no earlier than the previous one, after the current delay. */
  function forward(link: Link, from: net.Socket, to: net.Socket): void {
    let lastDue = 0;
    const later = (step: () => void) => {
      const due = Math.max(Date.now() + (mode === 'slow' ? delayMs : 0), lastDue);
      lastDue = due;
      if (due <= Date.now()) return step();
      const timer = setTimeout(() => {
        link.timers.delete(timer);
        if (!link.blackHoled && !to.destroyed) step();
      }, due - Date.now());
      link.timers.add(timer);
    };
    from.on('data', (chunk) => {
      if (!link.blackHoled) later(() => to.write(chunk));
    });
    from.on('end', () => {
      if (!link.blackHoled) later(() => to.end());
    });
  }

  const server = net.createServer((client) => {
    client.on('error', () => {});
    if (mode === 'refuse') {
      stats.refused++;
      client.resetAndDestroy();
      return;
    }
    stats.accepted++;
    const link: Link = { client, blackHoled: false, timers: new Set() };
    links.add(link);
    client.on('close', () => drop(link));
    if (mode === 'black-hole') {
      link.blackHoled = true;
      client.on('data', () => {});
      return;
    }
    const upstream = net.connect(target.port, target.host);
    link.upstream = upstream;
    upstream.on('error', () => {});
    upstream.on('close', () => {
      if (!link.blackHoled) drop(link);
    });
    forward(link, client, upstream);
    forward(link, upstream, client);
  });

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const port = (server.address() as net.AddressInfo).port;

  return {
    port,
    mode: () => mode,
    setMode(next, delay = 0) {
      mode = next;
      delayMs = delay;
      if (next === 'black-hole') for (const link of links) blackHole(link);
    },
    resetAll() {
      const count = links.size;
      for (const link of [...links]) {
        link.client.resetAndDestroy();
        drop(link);
      }
      stats.reset += count;
      return count;
    },
    stats,
    async close() {
      for (const link of [...links]) drop(link);
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
