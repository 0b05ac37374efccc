/**
 * The file a training Worker starts: worker threads load plain JavaScript, so it loads the TypeScript thread through
 * tsx's scoped loader — the same under `tsx server/main.ts`, under vitest and under the bench.
 */
import { tsImport } from 'tsx/esm/api';

await tsImport('./training-thread.ts', import.meta.url);
