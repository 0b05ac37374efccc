/**
 * Keel's module boundaries (docs/architecture.md "Boundaries"), checked by `npm test` (npm run check:imports).
 * A rule here is a sentence of the architecture: change both together.
 */
module.exports = {
  forbidden: [
    {
      name: 'runtime-not-designer',
      comment: 'Crew screens never depend on the designer: arrows run designer → runtime only; the app entry plugs it in.',
      severity: 'error',
      from: { path: '^runtime/', pathNot: '^runtime/main\\.tsx$' },
      to: { path: '^designer/' },
    },
    {
      name: 'descriptors-pure',
      comment: 'descriptors/ (kinds, schemas, shared libraries) is read by server, runtime and designer and imports none of them.',
      severity: 'error',
      from: { path: '^descriptors/' },
      to: { path: '^(server|runtime|designer|seeds)/' },
    },
    {
      name: 'calc-pure',
      comment: 'server/calc/ holds the regulations as pure functions: nothing of the server around them, nothing of the browser.',
      severity: 'error',
      from: { path: '^server/calc/' },
      to: { path: '^(server/(?!calc/)|runtime/|designer/|seeds/)' },
    },
    {
      name: 'server-not-browser',
      comment: 'The server never imports browser code.',
      severity: 'error',
      from: { path: '^server/' },
      to: { path: '^(runtime|designer)/' },
    },
    {
      name: 'browser-not-server',
      comment: 'The browser reaches the server over HTTP only; what both need lives in descriptors/.',
      severity: 'error',
      from: { path: '^(runtime|designer)/' },
      to: { path: '^(server|seeds)/' },
    },
    {
      name: 'not-to-tests',
      comment: 'Shipped code never imports the tests.',
      severity: 'error',
      from: { path: '^(server|runtime|designer|descriptors|seeds)/' },
      to: { path: '^tests/' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)node_modules/|^dist/' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: { exportsFields: ['exports'], conditionNames: ['import', 'require', 'node', 'default', 'types'], extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs', '.json'] },
  },
};
