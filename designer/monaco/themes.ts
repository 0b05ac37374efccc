/** Keel's two Monaco themes, on Mantine's navy dark scale (runtime/shell/keel-theme.ts) and its light grays. */
export const monacoThemes = {
  'keel-dark': {
    base: 'vs-dark' as const, inherit: true, rules: [],
    colors: {
      'editor.background': '#141c27', 'editorGutter.background': '#141c27', 'editor.lineHighlightBackground': '#1a2330',
      'editorLineNumber.foreground': '#5d6a7e', 'editorLineNumber.activeForeground': '#aab5c4', 'editorWidget.background': '#1a2330',
    },
  },
  'keel-light': {
    base: 'vs' as const, inherit: true, rules: [],
    colors: { 'editor.background': '#ffffff', 'editor.lineHighlightBackground': '#f1f3f5', 'editorLineNumber.foreground': '#adb5bd' },
  },
};

/** The Monaco theme that matches Keel's. */
export function monacoThemeOf(theme: 'dark' | 'light'): keyof typeof monacoThemes {
  return theme === 'dark' ? 'keel-dark' : 'keel-light';
}
