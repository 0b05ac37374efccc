/** A UDP socket for NMEA broadcast or unicast (IEC 61162-450 style): each datagram holds whole lines. */
import { createSocket } from 'node:dgram';
import type { ListenerCounters } from './listener-counters.js';
import type { Transport, TransportOptions } from './transport.js';

export function createUdpTransport(options: TransportOptions, counters: ListenerCounters): Transport {
  const { port, bindAddress, onLine, log } = options;
  const socket = createSocket({ type: bindAddress.includes(':') ? 'udp6' : 'udp4' });
  let bound = false;
  socket.on('message', (message) => {
    counters.datagrams += 1;
    const receivedAt = new Date();
    for (const line of message.toString('latin1').split(/\r\n|\r|\n/)) if (line) onLine(line, receivedAt);
  });

  return {
    start: () => new Promise<number>((resolve, reject) => {
      socket.once('error', (error) => {
        socket.close();
        reject(error);
      });
      socket.bind(port, bindAddress, () => {
        socket.removeAllListeners('error');
        socket.on('error', (error) => log(`NMEA UDP ${port}: ${error.message}`));
        bound = true;
        resolve(socket.address().port);
      });
    }),
    close: () => new Promise<void>((resolve) => {
      if (!bound) return resolve();
      bound = false;
      socket.close(() => resolve());
    }),
  };
}
