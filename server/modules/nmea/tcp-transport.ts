/** A TCP server for NMEA talkers (or a serial-to-Ethernet gateway): many at once, each free to hang up and come back. */
import { createServer, type Socket } from 'node:net';
import { createLineSplitter } from './line-splitter.js';
import type { ListenerCounters } from './listener-counters.js';
import type { Transport, TransportOptions } from './transport.js';

/** More talkers than this on one port is a misconfiguration, not a ship. */
const maxConnections = 64;
/** Probes a talker that vanished without closing (a cable pulled), so its socket is freed. */
const keepAliveMs = 30_000;

export function createTcpTransport(options: TransportOptions, counters: ListenerCounters): Transport {
  const { port, bindAddress, onLine, log } = options;
  const sockets = new Set<Socket>();
  const server = createServer((socket) => {
    sockets.add(socket);
    counters.connections += 1;
    counters.activeConnections += 1;
    socket.setEncoding('latin1');
    socket.setKeepAlive(true, keepAliveMs);
    const splitter = createLineSplitter((line) => onLine(line, new Date()));
    socket.on('data', (chunk: string) => splitter.push(chunk));
    socket.on('end', () => splitter.end());
    socket.on('error', (error) => log(`NMEA TCP ${port}: talker ${socket.remoteAddress ?? '?'} dropped (${error.message})`));
    socket.on('close', () => {
      sockets.delete(socket);
      counters.activeConnections -= 1;
    });
  });
  server.maxConnections = maxConnections;

  return {
    start: () => new Promise<number>((resolve, reject) => {
      server.once('error', reject);
      server.listen(port, bindAddress, () => {
        server.off('error', reject);
        server.on('error', (error) => log(`NMEA TCP ${port}: ${error.message}`));
        const address = server.address();
        resolve(typeof address === 'object' && address ? address.port : port);
      });
    }),
    close: () => new Promise<void>((resolve) => {
      for (const socket of sockets) socket.destroy();
      if (!server.listening) return resolve();
      server.close(() => resolve());
    }),
  };
}
