/**
 * A component whose code lives in a chunk of its own, drawn without a Suspense boundary: a placeholder until the
 * chunk has arrived, the component itself at once when it has. React 19 holds back what a Suspense boundary reveals
 * until 300 ms after it showed its fallback, so with `lazy` every chart of a dashboard waited that long after its
 * data had arrived (issue 21, decision 82).
 */
import { useEffect, useState, type ComponentType } from 'react';

export interface ChunkComponent<P extends object> {
  Component: ComponentType<P>;
  /** Starts fetching the chunk without drawing anything (a failed fetch is tried again when next drawn). */
  preload(): void;
}

export function chunkComponent<P extends object>(load: () => Promise<ComponentType<P>>, Placeholder: ComponentType<P>): ChunkComponent<P> {
  let loaded: ComponentType<P> | undefined;
  let loading: Promise<ComponentType<P>> | undefined;
  const start = () => (loading ??= load().then(
    (component) => (loaded = component),
    (error: unknown) => { loading = undefined; throw error; },
  ));

  function Chunk(props: P) {
    const [arrived, setArrived] = useState<ComponentType<P> | undefined>(() => loaded);
    const [failed, setFailed] = useState<{ error: unknown }>();
    useEffect(() => {
      if (arrived) return undefined;
      let mounted = true;
      start().then((component) => { if (mounted) setArrived(() => component); }, (error: unknown) => { if (mounted) setFailed({ error }); });
      return () => { mounted = false; };
    }, [arrived]);
    // A chunk that cannot be fetched is the screen's error, as with `lazy`: the nearest error boundary shows it.
    if (failed) throw failed.error;
    if (!arrived) return <Placeholder {...props} />;
    const Arrived = arrived;
    return <Arrived {...props} />;
  }

  return { Component: Chunk, preload: () => { start().catch(() => undefined); } };
}
