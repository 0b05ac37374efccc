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
      from: { path: '^runtime/' },
      to: { path: '^designer/' },
    },
    {
      name: 'app-is-the-root',
      comment: 'app/ composes the runtime and the designer into the browser app; nothing imports it.',
      severity: 'error',
      from: {},
      to: { path: '^app/' },
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
      to: { path: '^(app|runtime|designer)/' },
    },
    {
      name: 'browser-not-server',
      comment: 'The browser reaches the server over HTTP only; what both need lives in descriptors/.',
      severity: 'error',
      from: { path: '^(app|runtime|designer)/' },
      to: { path: '^(server|seeds)/' },
    },
    {
      name: 'module-owns-its-tables',
      comment:
        'A module reads and writes only its own tables (server/modules/<m>/tables.ts) and calls the owning module\'s functions for ' +
        'anything else. Only a tables.ts may name another module\'s table, for a foreign key.',
      severity: 'error',
      from: { path: '^server/modules/([^/]+)/', pathNot: '^server/modules/[^/]+/tables\\.ts$' },
      to: { path: '^server/modules/[^/]+/tables\\.ts$', pathNot: '^server/modules/$1/tables\\.ts$' },
    },
    {
      name: 'tables-stay-in-modules',
      comment: 'Tables are read and written by their modules only; server/db/ gathers them for drizzle-kit and the engine, tests may seed them.',
      severity: 'error',
      from: { pathNot: '^(server/modules/|server/db/|tests/)' },
      to: { path: '^server/modules/[^/]+/tables\\.ts$' },
    },
    {
      name: 'schema-for-setup-only',
      comment:
        'server/db/schema.ts gathers every table for drizzle-kit and the engine: the server\'s code imports a module\'s tables or its ' +
        'functions instead (seeds and tests still write fixtures through it).',
      severity: 'error',
      from: { path: '^server/', pathNot: '^server/db/' },
      to: { path: '^server/db/schema\\.ts$' },
    },
    {
      name: 'not-to-tests',
      comment: 'Shipped code never imports the tests.',
      severity: 'error',
      from: { path: '^(app|server|runtime|designer|descriptors|seeds)/' },
      to: { path: '^tests/' },
    },
    {
      name: 'only-routes-translate',
      comment:
        'A module\'s services raise KeelErrors with message keys and never translate: the error handler does, in the request\'s ' +
        'language, and a route translates what a successful answer shows. Only route files (*routes.ts) import server/http/i18n; ' +
        'the listed files still translate content of their answers and move to keys one by one (issue 16).',
      severity: 'error',
      from: {
        path: '^server/modules/',
        pathNot: [
          '^server/modules/.+routes\\.ts$',
          // Content of successful answers, still translated by the service (issue 16, to move to keys):
          '^server/modules/(measures/import-(preview|run)|timeseries/ingest|filters/filter-config|resources/references|system/common-lists|analytics/(page-writes|dataset-extraction))\\.ts$',
          // Work outside any request that speaks to someone in their own language (mail of a raised alarm or a scheduled
          // printout) or keeps a label with a record (an alarm episode's subject, in English): there is no route to do it.
          '^server/modules/(alarms/(alarm-notices|sweep-conditions/(elog-deadline|document-expiry))|printouts/scheduled-printouts)\\.ts$',
        ],
      },
      to: { path: '^server/http/i18n\\.ts$' },
    },
    {
      name: 'no-module-cycles',
      comment: 'Modules depend on each other one way: an import cycle that leaves a module (resources ⇄ voyages, auth ⇄ access) is refused; a module plugs into another through its registries instead.',
      severity: 'error',
      from: { path: '^server/modules/([^/]+)/' },
      to: { circular: true, viaSomeNot: '^server/modules/$1/', dependencyTypesNot: ['type-only'] },
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
