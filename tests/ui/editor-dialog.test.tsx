// @vitest-environment happy-dom
import { MantineProvider, TextInput } from '@mantine/core';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { useEffect, useState, type ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  EditorDialog, EditorDialogProvider, editorDialogTransitionMs, useEditorDialog,
  type EditorCloseReason, type EditorDefinition, type EditorEvent, type EditorMode, type EditorViewProps, type OpenEditorOptions,
} from '../../runtime/shell/editor-dialog/index.js';
import { createI18n } from '../../runtime/shell/i18n.js';
import type { Language } from '../../runtime/shell/language.js';
import { manualWindowTimers } from '../support/manual-window-timers.js';

interface Vessel { name: string }

/** A small editor: a name field in edit mode, text in view mode; Save is refused for an empty name. */
function VesselEditor({ mode, value, onChange, emit, registerSubmit }: EditorViewProps<Vessel>) {
  const [error, setError] = useState<string>();
  useEffect(() => registerSubmit(async () => {
    if (!value.name.trim()) {
      setError('Name is required');
      throw new Error('invalid');
    }
    return { name: value.name.trim() };
  }), [registerSubmit, value]);
  return (
    <>
      {mode === 'edit'
        ? <TextInput label="Name" value={value.name} error={error} onChange={(e) => onChange({ name: e.currentTarget.value })} />
        : <p>Vessel: {value.name}</p>}
      <button type="button" onClick={() => emit({ type: 'pick', payload: value.name })}>Pick</button>
      <button type="button" onClick={() => emit({ type: 'done', payload: value.name, close: true })}>Done</button>
    </>
  );
}

const vesselEditor: EditorDefinition<Vessel> = {
  id: 'vessel', title: { en: 'Vessel', ru: 'Судно' }, component: VesselEditor,
};

function renderWithProviders(ui: ReactNode, language: Language = 'en') {
  const i18n = createI18n(language);
  return render(
    <I18nextProvider i18n={i18n}>
      <MantineProvider>{ui}</MantineProvider>
    </I18nextProvider>,
  );
}

/** Opens an editor through the provider, as a screen would, and records what reaches the opener. */
function openThroughProvider<T>(definition: EditorDefinition<T>, options: OpenEditorOptions<T>, language: Language = 'en') {
  let open: (() => void) | undefined;
  function Opener() {
    const { openEditor } = useEditorDialog();
    open = () => openEditor(definition, options);
    return null;
  }
  renderWithProviders(<EditorDialogProvider><Opener /></EditorDialogProvider>, language);
  act(() => open!());
}

function openVessel(mode: EditorMode, overrides: Partial<EditorDefinition<Vessel>> = {}, save?: (value: Vessel) => Promise<unknown>) {
  const handlers = {
    onSave: vi.fn(save ?? (async () => undefined)),
    onEvent: vi.fn<(event: EditorEvent) => void>(),
    onClose: vi.fn<(reason: EditorCloseReason) => void>(),
  };
  openThroughProvider({ ...vesselEditor, ...overrides }, { mode, value: { name: 'Aurora' }, ...handlers });
  return handlers;
}

const dialog = () => screen.getByRole('dialog', { name: 'Vessel' });
const modalRoot = () => document.querySelector<HTMLElement>('.mantine-Modal-root')!;
const button = (name: string) => screen.getByRole('button', { name });
const queryButton = (name: string) => screen.queryByRole('button', { name });
const waitForClosed = () => waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
const pressEscape = () => fireEvent.keyDown(document.activeElement ?? document.body, { key: 'Escape', keyCode: 27 });

afterEach(cleanup);

describe('editor dialog defaults', () => {
  it('opens modal at 65 % of the window width, on the base layer, with the title in its header', async () => {
    openVessel('view');
    expect(await screen.findByRole('heading', { name: 'Vessel' })).toBeTruthy();
    expect(dialog().getAttribute('aria-modal')).toBe('true');
    expect(modalRoot().style.getPropertyValue('--modal-size')).toBe('65vw');
    expect(modalRoot().style.getPropertyValue('--mb-z-index')).toBe('1000');
    expect(modalRoot().hasAttribute('data-full-screen')).toBe(false);
    expect(queryButton('Maximize')).toBeNull();
  });

  it('is named by its title even without a header, and takes a given width', () => {
    openVessel('view', { showHeader: false, width: '40rem' });
    expect(dialog()).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Vessel' })).toBeNull();
    expect(modalRoot().style.getPropertyValue('--modal-size')).toBe('40rem');
  });

  it('a maximizable editor toggles between its width and the full screen', () => {
    openVessel('view', { maximizable: true });
    expect(modalRoot().hasAttribute('data-full-screen')).toBe(false);
    fireEvent.click(button('Maximize'));
    expect(modalRoot().hasAttribute('data-full-screen')).toBe(true);
    fireEvent.click(button('Restore size'));
    expect(modalRoot().hasAttribute('data-full-screen')).toBe(false);
  });
});

describe('closing', () => {
  it('a dialog that is not closable ignores Escape and the mask and has no close button', () => {
    // A closing dialog starts timers as long as its transition; none may start.
    const transitions = manualWindowTimers([editorDialogTransitionMs]);
    const { onClose } = openVessel('view');
    dialog();
    pressEscape();
    fireEvent.click(document.querySelector('.mantine-Modal-overlay')!);
    expect(transitions.pending()).toEqual([]);
    expect(dialog()).toBeTruthy();
    expect(onClose).not.toHaveBeenCalled();
    expect(within(dialog()).getAllByRole('button').map((b) => b.textContent)).toEqual(['Pick', 'Done', 'Close']);
    fireEvent.click(button('Close'));
    expect(transitions.pending()).toContain(editorDialogTransitionMs);
    expect(onClose).toHaveBeenCalledExactlyOnceWith('close');
  });

  it('a closable dialog closes by Escape', async () => {
    const { onClose } = openVessel('view', { closable: true });
    pressEscape();
    await waitForClosed();
    expect(onClose).toHaveBeenCalledExactlyOnceWith('dismiss');
  });

  it('a closable dialog closes by a click on the mask and has a close button in its header', async () => {
    const { onClose } = openVessel('view', { closable: true });
    expect(within(dialog()).getAllByRole('button', { name: 'Close' })).toHaveLength(2);
    fireEvent.click(document.querySelector('.mantine-Modal-overlay')!);
    await waitForClosed();
    expect(onClose).toHaveBeenCalledExactlyOnceWith('dismiss');
  });
});

describe('footer', () => {
  it('edit mode shows Save and Cancel', () => {
    openVessel('edit', { editable: true });
    expect(within(dialog()).getAllByRole('button').map((b) => b.textContent)).toEqual(['Pick', 'Done', 'Cancel', 'Save']);
  });

  it('view mode shows Close, and Edit only when the editor is editable', () => {
    openVessel('view', { editable: true });
    expect(button('Close')).toBeTruthy();
    expect(button('Edit')).toBeTruthy();
    cleanup();
    openVessel('view');
    expect(button('Close')).toBeTruthy();
    expect(queryButton('Edit')).toBeNull();
  });

  it('labels follow the language', () => {
    openThroughProvider({ ...vesselEditor, editable: true }, { mode: 'view', value: { name: 'Aurora' } }, 'ru');
    expect(screen.getByRole('dialog', { name: 'Судно' })).toBeTruthy();
    expect(button('Закрыть')).toBeTruthy();
    fireEvent.click(button('Изменить'));
    expect(button('Сохранить')).toBeTruthy();
    expect(button('Отмена')).toBeTruthy();
  });
});

describe('saving', () => {
  it('Save is disabled while pending and a double click saves once, then the dialog closes', async () => {
    let finish!: () => void;
    const onSave = vi.fn(() => new Promise<void>((resolve) => { finish = resolve; }));
    const { onClose } = openVessel('edit', {}, onSave);
    fireEvent.change(screen.getByLabelText('Name'), { target: { value: ' Borealis ' } });
    // Both clicks land before React re-renders, so only the guard (not the disabled state) stops the second.
    const save = button('Save');
    act(() => { save.click(); save.click(); });
    fireEvent.click(button('Save'));
    await waitFor(() => expect(onSave).toHaveBeenCalledTimes(1));
    expect(onSave).toHaveBeenCalledWith({ name: 'Borealis' });
    expect(button('Save').hasAttribute('disabled') || button('Save').getAttribute('data-disabled')).toBeTruthy();
    expect(button('Cancel').hasAttribute('disabled')).toBe(true);
    fireEvent.click(button('Cancel'));
    expect(onClose).not.toHaveBeenCalled();
    await act(async () => finish());
    await waitForClosed();
    expect(onSave).toHaveBeenCalledTimes(1);
    expect(onClose).toHaveBeenCalledExactlyOnceWith('save');
  });

  it('a refused submit keeps the dialog open in edit mode with the input', async () => {
    const { onSave, onClose } = openVessel('edit');
    fireEvent.change(screen.getByLabelText('Name'), { target: { value: '  ' } });
    fireEvent.click(button('Save'));
    expect(await screen.findByText('Name is required')).toBeTruthy();
    await waitFor(() => expect(button('Save').hasAttribute('disabled')).toBe(false));
    expect((screen.getByLabelText('Name') as HTMLInputElement).value).toBe('  ');
    expect(onSave).not.toHaveBeenCalled();
    expect(onClose).not.toHaveBeenCalled();
  });

  it('a failed save keeps the dialog open in edit mode', async () => {
    const onSave = vi.fn(async () => { throw new Error('server said no'); });
    const { onClose } = openVessel('edit', {}, onSave);
    fireEvent.click(button('Save'));
    await waitFor(() => expect(button('Save').hasAttribute('disabled')).toBe(false));
    expect(onSave).toHaveBeenCalledTimes(1);
    expect(screen.getByLabelText('Name')).toBeTruthy();
    expect(onClose).not.toHaveBeenCalled();
  });

  it('saving an editor opened in view mode returns to view mode with the saved value', async () => {
    const { onSave, onClose } = openVessel('view', { editable: true });
    fireEvent.click(button('Edit'));
    fireEvent.change(screen.getByLabelText('Name'), { target: { value: 'Borealis' } });
    fireEvent.click(button('Save'));
    expect(await screen.findByText('Vessel: Borealis')).toBeTruthy();
    expect(onSave).toHaveBeenCalledWith({ name: 'Borealis' });
    expect(onClose).not.toHaveBeenCalled();
  });
});

describe('cancel, edit and events', () => {
  it('Cancel in an editor opened in view mode returns to view mode and drops the edits', () => {
    const { onClose } = openVessel('view', { editable: true });
    fireEvent.click(button('Edit'));
    fireEvent.change(screen.getByLabelText('Name'), { target: { value: 'Borealis' } });
    fireEvent.click(button('Cancel'));
    expect(screen.getByText('Vessel: Aurora')).toBeTruthy();
    expect(button('Edit')).toBeTruthy();
    expect(onClose).not.toHaveBeenCalled();
  });

  it('Cancel in an editor opened in edit mode closes it', async () => {
    const { onClose, onSave } = openVessel('edit');
    fireEvent.click(button('Cancel'));
    await waitForClosed();
    expect(onClose).toHaveBeenCalledExactlyOnceWith('cancel');
    expect(onSave).not.toHaveBeenCalled();
  });

  it('an event reaches the opener; with close set the dialog closes after it', async () => {
    const { onEvent, onClose } = openVessel('view');
    fireEvent.click(button('Pick'));
    expect(onEvent).toHaveBeenCalledWith({ type: 'pick', payload: 'Aurora' });
    expect(dialog()).toBeTruthy();
    fireEvent.click(button('Done'));
    expect(onEvent).toHaveBeenLastCalledWith({ type: 'done', payload: 'Aurora', close: true });
    await waitForClosed();
    expect(onClose).toHaveBeenCalledExactlyOnceWith('event');
    expect(onEvent.mock.invocationCallOrder[1]).toBeLessThan(onClose.mock.invocationCallOrder[0]);
  });

  it('the second click of a double click on Edit does not press the Save that replaced it', () => {
    const { onSave } = openVessel('view', { editable: true });
    fireEvent.click(button('Edit'), { detail: 1 });
    fireEvent.click(button('Save'), { detail: 2 });
    expect(button('Save').hasAttribute('disabled')).toBe(false);
    expect(onSave).not.toHaveBeenCalled();
  });

  it('Close closes once, even when clicked twice', async () => {
    const { onClose } = openVessel('view');
    const close = button('Close');
    act(() => { close.click(); close.click(); });
    await waitForClosed();
    expect(onClose).toHaveBeenCalledExactlyOnceWith('close');
  });
});

describe('stacking', () => {
  it('an editor opened from an editor lies above it, and Escape closes only the top one', async () => {
    function PortEditor() { return <p>Port list</p>; }
    const portEditor: EditorDefinition<null> = { id: 'port', title: 'Port', closable: true, component: PortEditor };
    function VoyageEditor() {
      const { openEditor } = useEditorDialog();
      return <button type="button" onClick={() => openEditor(portEditor, { mode: 'view', value: null })}>Choose port</button>;
    }
    openThroughProvider<null>({ id: 'voyage', title: 'Voyage', closable: true, component: VoyageEditor }, { mode: 'view', value: null });
    fireEvent.click(button('Choose port'));
    await screen.findByText('Port list');
    const layers = [...document.querySelectorAll<HTMLElement>('.mantine-Modal-root')].map((root) => root.style.getPropertyValue('--mb-z-index'));
    expect(layers).toEqual(['1000', '1001']);
    pressEscape();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Port' })).toBeNull());
    expect(screen.getByRole('dialog', { name: 'Voyage' })).toBeTruthy();
  });
});

describe('opening wrongly', () => {
  it('opening without a definition or a component is an internal error', () => {
    expect(() => openThroughProvider(undefined as never, { mode: 'view', value: {} })).toThrow('Dynamic editor not correctly opened');
    cleanup();
    const noComponent = { id: 'x', title: 'X' } as EditorDefinition<object>;
    expect(() => openThroughProvider(noComponent, { mode: 'view', value: {} })).toThrow('Dynamic editor not correctly opened');
  });

  it('the controlled dialog refuses to open without a definition', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => renderWithProviders(<EditorDialog opened definition={undefined} mode="view" value={{}} onClose={() => undefined} />))
      .toThrow('Dynamic editor not correctly opened');
    vi.mocked(console.error).mockRestore();
  });
});

describe('controlled use', () => {
  it('reopening starts afresh in the mode and with the value it is given', async () => {
    function Host() {
      const [opened, setOpened] = useState(true);
      return (
        <>
          <button type="button" onClick={() => setOpened(true)}>Reopen</button>
          <EditorDialog
            opened={opened} definition={{ ...vesselEditor, editable: true }} mode="view" value={{ name: 'Aurora' }}
            onClose={() => setOpened(false)}
          />
        </>
      );
    }
    renderWithProviders(<Host />);
    fireEvent.click(button('Edit'));
    fireEvent.change(screen.getByLabelText('Name'), { target: { value: 'Borealis' } });
    fireEvent.click(button('Cancel'));
    fireEvent.click(button('Edit'));
    expect((screen.getByLabelText('Name') as HTMLInputElement).value).toBe('Aurora');
    fireEvent.change(screen.getByLabelText('Name'), { target: { value: 'Borealis' } });
    fireEvent.click(button('Cancel'));
    fireEvent.click(button('Close'));
    await waitForClosed();
    fireEvent.click(button('Reopen'));
    expect(await screen.findByText('Vessel: Aurora')).toBeTruthy();
    expect(button('Edit')).toBeTruthy();
  });
});
