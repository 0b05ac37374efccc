// @vitest-environment happy-dom
import { act, renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { DesignerApi, DescriptorView } from '../../../runtime/api/descriptor-api.js';
import { useDescriptorSession } from '../../../designer/session/use-descriptor-session.js';
import { ApiError } from '../../../runtime/api/api-error.js';

const view = (version: number, body: Record<string, unknown>): DescriptorView => ({
  kind: 'screen', code: 'engine', schemaVersion: 1, version, body, system: false, builtin: false, overridden: false,
  disabled: false, updatedAt: '2026-11-21T10:00:00Z', updatedBy: 'admin',
});

function fakeApi(overrides: Partial<DesignerApi> = {}): DesignerApi {
  const refuse = () => Promise.reject(new Error('not expected'));
  return {
    kinds: refuse, list: refuse, get: vi.fn(async () => view(1, { route: '/engine' })), checkCode: refuse, create: refuse,
    update: refuse, remove: refuse, reset: refuse, revisions: refuse, revision: refuse, restore: refuse, ...overrides,
  } as DesignerApi;
}

async function openEngine(api: DesignerApi, onStored = vi.fn()) {
  const hook = renderHook(() => useDescriptorSession(api, onStored));
  await act(() => hook.result.current.open('screen', 'engine'));
  return hook;
}

describe('the open descriptor', () => {
  it('saves the edited body with the version it was opened at, and keeps the text as typed', async () => {
    const update = vi.fn(async (_k: string, _c: string, _v: number, body: unknown) => view(2, body as Record<string, unknown>));
    const onStored = vi.fn();
    const { result } = await openEngine(fakeApi({ update }), onStored);
    const typed = '{"route": "/engine-2"}';
    act(() => result.current.setText(typed));
    await act(async () => { expect(await result.current.save('moved')).toBe('done'); });
    expect(update).toHaveBeenCalledWith('screen', 'engine', 1, { route: '/engine-2' }, 'moved');
    expect(result.current.opened?.saved?.version).toBe(2);
    expect(result.current.text).toBe(typed);
    expect(result.current.opened?.baseline.body).toEqual({ route: '/engine-2' });
    expect(onStored).toHaveBeenCalledOnce();
  });

  it('on 409 keeps the edits, reports the conflict, and overwrite saves them over the current version', async () => {
    const update = vi.fn()
      .mockRejectedValueOnce(new ApiError(409, 'engine was changed by someone else', 'CONFLICT'))
      .mockImplementationOnce(async (_k: string, _c: string, v: number, body: unknown) => view(v + 1, body as Record<string, unknown>));
    const get = vi.fn()
      .mockResolvedValueOnce(view(1, { route: '/engine' }))
      .mockResolvedValueOnce(view(4, { route: '/theirs' }));
    const { result } = await openEngine(fakeApi({ update, get }));
    act(() => result.current.setText('{"route": "/mine"}'));
    await act(async () => { expect(await result.current.save('')).toBe('conflict'); });
    expect(result.current.conflict).toContain('changed by someone else');
    expect(result.current.text).toBe('{"route": "/mine"}');
    expect(result.current.opened?.saved?.version).toBe(1);

    await act(async () => { expect(await result.current.overwrite('mine wins')).toBe('done'); });
    expect(update).toHaveBeenLastCalledWith('screen', 'engine', 4, { route: '/mine' }, 'mine wins');
    expect(result.current.conflict).toBeUndefined();
    expect(result.current.opened?.saved?.version).toBe(5);
  });

  it("on 400 keeps the server's body problems with pointers into the body until the next edit", async () => {
    const update = vi.fn().mockRejectedValue(new ApiError(400, 'The screen descriptor engine is not valid.', 'INVALID_INPUT', [
      { path: '/requestValue/body/route', code: 'pattern', message: 'must match pattern "^/"' },
    ]));
    const { result } = await openEngine(fakeApi({ update }));
    act(() => result.current.setText('{"route": "engine"}'));
    await act(async () => { expect(await result.current.save('')).toBe('invalid'); });
    expect(result.current.bodyProblems).toEqual([{ pointer: '/route', message: 'must match pattern "^/"' }]);
    expect(result.current.failure).toBe('The screen descriptor engine is not valid.');
    act(() => result.current.setText('{"route": "/engine"}'));
    expect(result.current.bodyProblems).toEqual([]);
  });

  it('a new descriptor is created on its first save and then edited like any other', async () => {
    const create = vi.fn(async (_k: string, _c: string, body: unknown) => view(1, body as Record<string, unknown>));
    const { result } = renderHook(() => useDescriptorSession(fakeApi({ create }), vi.fn()));
    act(() => result.current.startNew('screen', 'engine', { route: '', renderer: '' }));
    expect(result.current.opened?.baseline.isNew).toBe(true);
    expect(result.current.text).toBe('{\n  "route": "",\n  "renderer": ""\n}\n');
    act(() => result.current.setText('{"route": "/engine", "renderer": "x"}'));
    await act(async () => { expect(await result.current.save('first')).toBe('done'); });
    expect(create).toHaveBeenCalledWith('screen', 'engine', { route: '/engine', renderer: 'x' }, 'first');
    expect(result.current.opened?.saved?.version).toBe(1);
  });

  it('a second save while the first is on its way is not sent (a double Ctrl+S)', async () => {
    let finish: (v: DescriptorView) => void = () => undefined;
    const update = vi.fn(() => new Promise<DescriptorView>((resolve) => { finish = resolve; }));
    const { result } = await openEngine(fakeApi({ update }));
    act(() => result.current.setText('{"route": "/engine-2"}'));
    let first: Promise<string> | undefined;
    let second: string | undefined;
    await act(async () => {
      first = result.current.save('');
      second = await result.current.save('');
    });
    expect(second).toBe('failed');
    await act(async () => { finish(view(2, { route: '/engine-2' })); expect(await first).toBe('done'); });
    expect(update).toHaveBeenCalledOnce();
  });

  it('a restore shows the restored body in a fresh editor', async () => {
    const restore = vi.fn(async () => view(3, { route: '/first' }));
    const { result } = await openEngine(fakeApi({ restore }));
    const firstKey = result.current.opened?.loadKey;
    await act(async () => { await result.current.restore(1); });
    expect(restore).toHaveBeenCalledWith('screen', 'engine', 1, 1);
    expect(result.current.text).toBe('{\n  "route": "/first"\n}\n');
    expect(result.current.opened?.loadKey).not.toBe(firstKey);
  });
});
