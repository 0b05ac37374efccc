/**
 * Loads Monaco on demand. Its own interface texts (menus, find widget) follow the language the designer
 * was first opened in: Monaco reads its message table once, when its modules are evaluated.
 */
let loading: Promise<typeof import('./monaco-setup.js')> | undefined;

export function loadMonaco(language: string): Promise<typeof import('./monaco-setup.js')> {
  loading ??= (async () => {
    if (language === 'ru') await import('monaco-editor/nls/lang/ru.js');
    return import('./monaco-setup.js');
  })();
  return loading;
}
