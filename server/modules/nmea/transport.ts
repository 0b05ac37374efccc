/** What the listener asks of TCP and UDP alike: bind, deliver lines with their arrival time, unbind. */

export interface TransportOptions {
  port: number;
  bindAddress: string;
  onLine: (line: string, receivedAt: Date) => void;
  log: (line: string) => void;
}

export interface Transport {
  /** Binds; resolves with the bound port (the one asked for, or the one given for port 0), rejects when it cannot. */
  start(): Promise<number>;
  /** Unbinds and hangs up on every talker. */
  close(): Promise<void>;
}
