/** How well a trained model fits, on the rows it learned from and on rows held out (SPEC §3: scores with score/train/test). */
import { z } from 'zod';

export const trainingScoreNames = ['R2', 'RMSE'] as const;

export const TrainingScore = z.object({ score: z.enum(trainingScoreNames), train: z.number(), test: z.number() });
export type TrainingScore = z.infer<typeof TrainingScore>;
