/** Checks a new code with the server while it is typed (debounced), dropping stale answers. */
import { useDebouncedValue } from '@mantine/hooks';
import { useEffect, useState } from 'react';
import { ApiError } from '../../runtime/api/api-error.js';

export type CodeCheck = 'empty' | 'checking' | 'available' | 'taken' | 'invalid' | 'failed';

export const codeCheckDelayMs = 300;

/** The server's check of a code: a descriptor kind's, or an algorithm's. Keep it stable (useCallback). */
export type CodeChecker = (code: string, signal: AbortSignal) => Promise<{ valid: boolean; available: boolean }>;

export function useCodeCheck(checkCode: CodeChecker, code: string): CodeCheck {
  const trimmed = code.trim();
  const [debounced] = useDebouncedValue(trimmed, codeCheckDelayMs);
  const [answer, setAnswer] = useState<{ code: string; check: CodeCheck }>({ code: '', check: 'empty' });

  useEffect(() => {
    if (!debounced) return;
    const controller = new AbortController();
    checkCode(debounced, controller.signal)
      .then(({ valid, available }) => setAnswer({ code: debounced, check: !valid ? 'invalid' : available ? 'available' : 'taken' }))
      .catch((error: Error) => {
        if (error.name === 'AbortError') return;
        // The route refuses codes it cannot even take (too long): that code is not valid either.
        setAnswer({ code: debounced, check: error instanceof ApiError && error.status === 400 ? 'invalid' : 'failed' });
      });
    return () => controller.abort();
  }, [checkCode, debounced]);

  if (!trimmed) return 'empty';
  return answer.code === trimmed ? answer.check : 'checking';
}
