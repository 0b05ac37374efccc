import { describe, expect, it } from 'vitest';
import { emptyStack, recordEdit, redoStep, undoLimit, undoStep } from '../../../../designer/lib/undo-stack.js';

describe('the undo history of visual edits', () => {
  it('undoes and redoes edits in order', () => {
    let stack = recordEdit(emptyStack<string>(), 'a', 0);
    stack = recordEdit(stack, 'b', 5_000);
    const back = undoStep(stack, 'c')!;
    expect(back.value).toBe('b');
    const backAgain = undoStep(back.stack, 'b')!;
    expect(backAgain.value).toBe('a');
    expect(undoStep(backAgain.stack, 'a')).toBeUndefined();
    const forward = redoStep(backAgain.stack, 'a')!;
    expect(forward.value).toBe('b');
    expect(redoStep(forward.stack, 'b')!.value).toBe('c');
  });

  it('drops the redo steps when a new edit is made after undoing', () => {
    const stack = recordEdit(recordEdit(emptyStack<string>(), 'a', 0), 'b', 5_000);
    const back = undoStep(stack, 'c')!;
    const edited = recordEdit(back.stack, 'b', 10_000);
    expect(redoStep(edited, 'x')).toBeUndefined();
    expect(edited.past).toEqual(['a', 'b']);
  });

  it('keeps typing in one field, or one drag, as a single step', () => {
    let stack = recordEdit(emptyStack<string>(), '', 0, 'title');
    stack = recordEdit(stack, 'S', 200, 'title');
    stack = recordEdit(stack, 'Sp', 400, 'title');
    expect(stack.past).toEqual(['']);
    stack = recordEdit(stack, 'Spe', 2_000, 'title');
    expect(stack.past).toEqual(['', 'Spe']);
    stack = recordEdit(stack, 'Spee', 2_100, 'alias');
    expect(stack.past).toEqual(['', 'Spe', 'Spee']);
  });

  it(`keeps at most ${undoLimit} steps (SPEC §9), dropping the oldest`, () => {
    let stack = emptyStack<number>();
    for (let i = 0; i < undoLimit + 20; i++) stack = recordEdit(stack, i, i * 10_000);
    expect(stack.past).toHaveLength(undoLimit);
    expect(stack.past[0]).toBe(20);
    expect(undoLimit).toBeGreaterThanOrEqual(50);
  });
});
