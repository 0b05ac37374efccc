/**
 * Names each language's catalogue chunk in the built index.html (`<meta name="keel-catalogues" content="en=… ru=…">`),
 * so that the boot script (public/theme-boot.js) preloads the user's language beside the entry rather than the entry
 * asking for it only once it has run: the first screen waits for its texts (issue 21, decision 84).
 */
import type { Plugin } from 'vite';

const catalogue = /\/locales\/(\w+)\.json$/;

export function catalogueHints(): Plugin {
  return {
    name: 'keel-catalogue-hints',
    transformIndexHtml: {
      order: 'post',
      handler(_html, context) {
        // Only a build has hashed chunks to name; the dev server serves the catalogues as modules.
        if (!context.bundle) return undefined;
        const pairs = Object.values(context.bundle).flatMap((output) => {
          const language = output.type === 'chunk' ? catalogue.exec(output.facadeModuleId ?? '')?.[1] : undefined;
          return language ? [`${language}=${output.fileName}`] : [];
        });
        return pairs.length ? [{ tag: 'meta', attrs: { name: 'keel-catalogues', content: pairs.sort().join(' ') }, injectTo: 'head-prepend' }] : undefined;
      },
    },
  };
}
