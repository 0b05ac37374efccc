/** Mantine theme of the runtime: a calm navy palette that suits long watches on a dim bridge. */
import { createTheme, type MantineColorsTuple } from '@mantine/core';

/** Mantine's dark scale, tinted towards navy (body dark[7], inputs dark[6], borders dark[4], text dark[0]). */
const navyDark: MantineColorsTuple = [
  '#c9d2de', '#aab5c4', '#8693a6', '#5d6a7e', '#3b475a', '#2c3747', '#222c3a', '#1a2330', '#141c27', '#0e141d',
];

export const keelTheme = createTheme({
  primaryColor: 'blue',
  colors: { dark: navyDark },
  defaultRadius: 'md',
  fontFamily: 'Inter, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
  headings: { fontWeight: '600' },
  cursorType: 'pointer',
});
