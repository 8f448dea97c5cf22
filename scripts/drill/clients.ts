// Distinct clients on one machine: each binds its connections to a loopback address of its own (all of 127.0.0.0/8
// is loopback on Linux), so that a proxy in front of the API sees, and forwards in X-Forwarded-For, a different
// client address for each.
import http from 'node:http';
import type { Cleanup } from './cleanup';

export interface LoopbackClient {
  address: string;
  /** Kept-alive connections from `address` (Traffic's `agent` option). */
  agent: http.Agent;
}

/** The client at 127.0.0.<lastByte> (2 and up: 127.0.0.1 is everything else the drill sends). */
export function loopbackClient(lastByte: number, cleanup: Cleanup): LoopbackClient {
  const address = `127.0.0.${lastByte}`;
  const agent = new http.Agent({ keepAlive: true, localAddress: address });
  cleanup.add(`close the client at ${address}`, () => agent.destroy());
  return { address, agent };
}
