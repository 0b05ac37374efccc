/** Real sockets for NMEA listener tests: a TCP talker, a UDP sender, a sink that keeps what it gets, and waiting. */
import { createSocket } from 'node:dgram';
import { createConnection, createServer, type Socket } from 'node:net';
import type { IngestPoint, IngestSeries, MeasurementSink } from '../../server/modules/timeseries/ingest-types.js';

/** Connects a TCP talker to 127.0.0.1:port. */
export function connectTalker(port: number): Promise<Socket> {
  return new Promise((resolve, reject) => {
    const socket = createConnection({ host: '127.0.0.1', port }, () => resolve(socket));
    socket.once('error', reject);
  });
}

/** Writes text in pieces of `chunkSize` bytes, so lines arrive cut across chunks. */
export async function writeInChunks(socket: Socket, text: string, chunkSize = 37): Promise<void> {
  const bytes = Buffer.from(text, 'latin1');
  for (let i = 0; i < bytes.length; i += chunkSize) {
    await new Promise<void>((resolve, reject) => socket.write(bytes.subarray(i, i + chunkSize), (error) => (error ? reject(error) : resolve())));
  }
}

/** Ends a talker's connection and waits until it is closed. */
export function hangUp(socket: Socket): Promise<void> {
  return new Promise((resolve) => {
    socket.once('close', () => resolve());
    socket.end();
  });
}

/** Sends datagrams to 127.0.0.1:port from a fresh UDP socket. */
export async function sendDatagrams(port: number, datagrams: string[]): Promise<void> {
  const socket = createSocket('udp4');
  for (const datagram of datagrams) {
    await new Promise<void>((resolve, reject) => socket.send(Buffer.from(datagram, 'latin1'), port, '127.0.0.1', (error) => (error ? reject(error) : resolve())));
  }
  socket.close();
}

/** A port nothing listens on right now (for a configuration that must name one). */
export function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

/** Whether a TCP connection to the port is refused. */
export function isRefused(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = createConnection({ host: '127.0.0.1', port });
    socket.once('connect', () => { socket.destroy(); resolve(false); });
    socket.once('error', () => resolve(true));
  });
}

/** A sink keeping every batch; `points(key, tag)` lists what arrived for one series, in order. */
export function collectingSink() {
  const batches: IngestSeries[][] = [];
  const sink: MeasurementSink = async (batch) => {
    batches.push(batch);
    const accepted = batch.reduce((n, series) => n + series.points.length, 0);
    return { accepted, duplicate: 0, rejected: 0, rejections: [] };
  };
  const points = (groupingKey: string, tag: string): IngestPoint[] =>
    batches.flat().filter((s) => s.groupingKey === groupingKey && s.tag === tag).flatMap((s) => s.points);
  return { sink, batches, points, values: (groupingKey: string, tag: string) => points(groupingKey, tag).map((p) => p.value) };
}

/** Polls until `condition` holds; fails with `what` after a generous time-out. */
export async function waitFor(what: string, condition: () => boolean | Promise<boolean>, timeoutMs = 15_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}
