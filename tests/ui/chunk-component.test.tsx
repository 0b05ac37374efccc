// @vitest-environment happy-dom
import { act, cleanup, render, screen } from '@testing-library/react';
import { Component, type ReactNode } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { chunkComponent } from '../../runtime/renderers/chunk-component.js';

afterEach(cleanup);

interface Props { label: string }

const Drawn = ({ label }: Props) => <p>drawn: {label}</p>;
const Placeholder = ({ label }: Props) => <p>loading: {label}</p>;

function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => { resolve = res; reject = rej; });
  return { promise, resolve, reject };
}

class Boundary extends Component<{ children: ReactNode }, { error?: Error }> {
  state: { error?: Error } = {};
  static getDerivedStateFromError(error: Error) { return { error }; }
  render() { return this.state.error ? <p>failed: {this.state.error.message}</p> : this.props.children; }
}

describe('a component in a chunk of its own', () => {
  it('is drawn in the very first render once its chunk has arrived: no placeholder, no wait for a Suspense reveal', async () => {
    const chunk = chunkComponent<Props>(async () => Drawn, Placeholder);
    chunk.preload();
    await act(async () => { await Promise.resolve(); });
    render(<chunk.Component label="fuel per day" />);
    expect(screen.getByText('drawn: fuel per day')).toBeTruthy();
    expect(screen.queryByText(/loading/)).toBeNull();
  });

  it('shows its placeholder until the chunk arrives, then the component with the same props', async () => {
    const arrival = deferred<typeof Drawn>();
    const chunk = chunkComponent<Props>(() => arrival.promise, Placeholder);
    render(<chunk.Component label="speed" />);
    expect(screen.getByText('loading: speed')).toBeTruthy();
    await act(async () => { arrival.resolve(Drawn); await arrival.promise; });
    expect(screen.getByText('drawn: speed')).toBeTruthy();
  });

  it('hands a chunk that cannot be fetched to the nearest error boundary, and fetches it again when next drawn', async () => {
    let fetches = 0;
    const chunk = chunkComponent<Props>(async () => {
      fetches += 1;
      if (fetches === 1) throw new Error('chunk unreachable');
      return Drawn;
    }, Placeholder);
    render(<Boundary><chunk.Component label="power" /></Boundary>);
    expect(await screen.findByText('failed: chunk unreachable')).toBeTruthy();
    cleanup();
    render(<Boundary><chunk.Component label="power" /></Boundary>);
    expect(await screen.findByText('drawn: power')).toBeTruthy();
    expect(fetches).toBe(2);
  });
});
