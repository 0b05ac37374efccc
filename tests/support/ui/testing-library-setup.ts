/**
 * The UI project's set-up (vitest.config.ts): `findBy…` and `waitFor` wait up to 5 s rather than Testing Library's 1 s.
 * Two test files run at once on a 2-core machine, and a screen that renders in 200 ms alone can take over a second then;
 * a test still fails at once when what it waits for never comes right, it only stops failing for a slow machine.
 */
import { configure } from '@testing-library/react';

configure({ asyncUtilTimeout: 5_000 });
