/**
 * How far the demo's background generation has come (issue 21): part of GET /api/system/status on a demo start, shown
 * by the system status screen. A demo start serves at once and fills the ship history behind; then it sets up the demo
 * alarms and trains the reference models, in that order (docs/operations.md "Start-up").
 */
import { z } from 'zod';

export const demoDataStates = ['GENERATING', 'READY', 'FAILED', 'STOPPED'] as const;
/** HISTORY: the ships' minute data up to now; ALARMS: the demo alarm set-up; MODELS: the ships' reference models. */
export const demoDataSteps = ['HISTORY', 'ALARMS', 'MODELS'] as const;

export const DemoDataStatus = z.object({
  state: z.enum(demoDataStates),
  /** the step under way, or the one that failed; null once READY */
  step: z.enum(demoDataSteps).nullable(),
  /** of the ship history stored (0–100) */
  percent: z.number().int().min(0).max(100),
  /** the ship data are stored up to this instant (ISO); null before the first day is in */
  storedTo: z.string().nullable(),
  startedAt: z.string(),
  finishedAt: z.string().nullable(),
});
export type DemoDataStatus = z.infer<typeof DemoDataStatus>;
