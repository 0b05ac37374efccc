/** Line icons the designer needs beyond the shell's (runtime/shell/Icon.tsx), drawn the same way. */
import type { SVGProps } from 'react';
import { Icon } from '../runtime/shell/Icon.js';

const paths: Record<string, string> = {
  undo: 'M9 14L4 9l5-5M4 9h10.5a5.5 5.5 0 0 1 0 11H11',
  redo: 'M15 14l5-5l-5-5M20 9H9.5a5.5 5.5 0 0 0 0 11H13',
  plus: 'M12 5v14M5 12h14',
  search: 'M11 4a7 7 0 1 0 0 14a7 7 0 1 0 0-14M20 20l-4-4',
  trash: 'M4 7h16M10 11v6M14 11v6M6 7l1 13h10l1-13M9 7V4h6v3',
  history: 'M3 12a9 9 0 1 0 3-6.7L3 8M3 3v5h5M12 7v5l3 3',
  braces: 'M8 4H7a2 2 0 0 0-2 2v4a2 2 0 0 1-2 2a2 2 0 0 1 2 2v4a2 2 0 0 0 2 2h1M16 4h1a2 2 0 0 1 2 2v4a2 2 0 0 0 2 2a2 2 0 0 0-2 2v4a2 2 0 0 1-2 2h-1',
  eye: 'M2 12s3.6-7 10-7s10 7 10 7s-3.6 7-10 7s-10-7-10-7M12 9a3 3 0 1 0 0 6a3 3 0 1 0 0-6',
  compare: 'M6 3v12M6 21a2 2 0 1 0 0-4a2 2 0 1 0 0 4M18 3a2 2 0 1 0 0 4a2 2 0 1 0 0-4M18 7v5a3 3 0 0 1-3 3H9',
  save: 'M5 3h11l3 3v15H5zM8 3v5h7V3M8 21v-7h8v7',
  rotate: 'M4 12a8 8 0 1 0 2.3-5.7L4 8.5M4 4v4.5h4.5',
  copy: 'M9 9h11v11H9zM5 15H4V4h11v1',
  sidebar: 'M4 4h16v16H4zM9 4v16',
  send: 'M4 12l16-8l-6 16l-3-7zM11 13l9-9',
};

export function DesignerIcon({ name, size = 16, ...rest }: Omit<SVGProps<SVGSVGElement>, 'name'> & { name: string; size?: number }) {
  const path = paths[name];
  if (!path) return <Icon name={name} size={size} {...rest} />;
  return (
    <svg
      width={size} height={size} viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth={1.8}
      strokeLinecap="round" strokeLinejoin="round" aria-hidden="true" focusable="false" {...rest}
    >
      <path d={path} />
    </svg>
  );
}
