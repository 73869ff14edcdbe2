/** Architecture rules, checked by `npm run lint` (and so by `npm test`). */

/**
 * Use cases that run a sibling's command through the command bus: POST /transactions validates
 * its body against the specific record-* route's DTO by type and runs that route's command;
 * adding a business runs create-business. Nothing else may.
 */
const KNOWN_SIBLING_IMPORTERS = [
  '^apps/api/src/businesses/commands/add-business/add-business[.]handler[.]ts$',
  '^apps/api/src/transactions/commands/record-transaction/record-transaction[.]controller[.]ts$',
];

module.exports = {
  forbidden: [
    {
      name: 'ledger-is-pure',
      comment:
        'libs/ledger is pure domain logic: it imports decimal.js and its own files, nothing else: no framework, database, Node I/O or other lib of ours (ARCHITECTURE §7.1).',
      severity: 'error',
      from: { path: '^libs/ledger/' },
      to: { pathNot: ['^libs/ledger/', '^node_modules/decimal\\.js/'] },
    },
    {
      name: 'events-depend-only-on-ledger',
      comment: 'libs/events describes events: it imports the ledger (for data types and posting rules) and its own files only.',
      severity: 'error',
      from: { path: '^libs/events/' },
      to: { pathNot: ['^libs/events/', '^libs/ledger/'] },
    },
    {
      name: 'libs-do-not-import-apps',
      severity: 'error',
      from: { path: '^libs/' },
      to: { path: '^apps/' },
    },
    {
      name: 'use-cases-carry-no-http',
      comment:
        'Commands, queries and their handlers carry ledger types, never a DTO or a controller: the controller maps its DTO to the command (ARCHITECTURE §7.2; domain-driven-hexagon no-command-query-to-api-deps).',
      severity: 'error',
      from: { path: '^apps/api/src/[^/]+/(commands|queries)/.+[.](handler|command|query)[.]ts$' },
      to: { path: '[.](dto|controller)[.]ts$' },
    },
    {
      name: 'use-cases-are-independent',
      comment:
        'A use case folder imports no sibling use case folder of its feature; what several share lives in a module of the feature (transactions/documents/, catalogue/views/, …) (ARCHITECTURE §7.2).',
      severity: 'error',
      from: { path: '^apps/api/src/([^/]+)/(commands|queries)/([^/]+)/', pathNot: KNOWN_SIBLING_IMPORTERS },
      to: { path: '^apps/api/src/$1/(commands|queries)/[^/]+/', pathNot: '^apps/api/src/$1/$2/$3/' },
    },
    {
      name: 'projections-do-not-import-apps',
      comment: 'Read models serve the apps and know nothing of them: libs/projections imports no file under apps/.',
      severity: 'error',
      from: { path: '^libs/projections/' },
      to: { path: '^apps/' },
    },
    {
      name: 'web-imports-only-the-ledger',
      comment: 'The browser shares libs/ledger (pure rules, decimal.js) with the server, and no other lib: the rest is Node, database or queue code.',
      severity: 'error',
      from: { path: '^apps/web/src/' },
      to: { path: '^libs/', pathNot: '^libs/ledger/' },
    },
    {
      name: 'web-features-are-independent',
      comment: 'A web feature never imports another; shared pieces live in lib/ or components/ (ARCHITECTURE §7.6).',
      severity: 'error',
      from: { path: '^apps/web/src/features/([^/]+)/' },
      to: { path: '^apps/web/src/features/', pathNot: '^apps/web/src/features/$1/' },
    },
    {
      name: 'no-circular',
      severity: 'error',
      from: {},
      to: { circular: true },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(/dist/|\\.spec-helper\\.ts$|\\.spec\\.ts$|\\.int-spec\\.ts$)' },
    tsConfig: { fileName: 'tsconfig.json' },
    tsPreCompilationDeps: true,
    enhancedResolveOptions: { exportsFields: ['exports'], conditionNames: ['types', 'import', 'default'], extensions: ['.ts', '.tsx', '.js'] },
  },
};
