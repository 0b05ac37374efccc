/** The ways a training ends without a model; the caller answers a refusal as 422 and a time-out as its own failure. */

export type TrainingRefusal = 'no-features' | 'too-few-rows' | 'rows-not-numbers';

/** The input cannot train a model (no features, too few rows, values that are not finite numbers); the message says which. */
export class TrainingRefused extends Error {
  override readonly name = 'TrainingRefused';
  constructor(readonly reason: TrainingRefusal, message: string) {
    super(message);
  }
}

/** The training took longer than its cap and was stopped. */
export class TrainingTimedOut extends Error {
  override readonly name = 'TrainingTimedOut';
  constructor(readonly seconds: number) {
    super(`the training took longer than ${seconds} s and was stopped`);
  }
}
