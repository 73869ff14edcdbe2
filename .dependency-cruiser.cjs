/** Architecture rules, checked by `npm run lint` (and so by `npm test`). */
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
