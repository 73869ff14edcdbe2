import { swcOptions } from './scripts/swc-options.mjs';

// Jest runs in native ES module mode (NestJS 12 ships ES modules only).
const shared = {
  extensionsToTreatAsEsm: ['.ts', '.tsx'],
  transform: {
    '^.+\\.ts$': ['@swc/jest', { ...swcOptions(), swcrc: false }],
    '^.+\\.tsx$': ['@swc/jest', { ...swcOptions({ tsx: true }), swcrc: false }],
  },
  moduleNameMapper: {
    '^@ledgerline/(ledger|events|event-store|projections|jobs|testing|platform)$': '<rootDir>/libs/$1/src/index.ts',
    '^@ledgerline/migrations$': '<rootDir>/migrations/migrate.ts',
    '^@ledgerline/event-store/esdb$': '<rootDir>/libs/event-store/src/esdb/index.ts',
    '^(\\.{1,2}/.*)\\.js$': '$1',
  },
  testPathIgnorePatterns: ['/node_modules/', '/dist/'],
};

export default {
  // Integration and end-to-end files start an API on a fresh database (every migration): on a busy or
  // slow 2-core machine that set-up alone has taken more than 30 s.
  testTimeout: 60_000,
  // Jest keeps every ES-module test file's modules alive in the process that ran it, so a process
  // running file after file grows (to 6 GB in an integration run) and each garbage collection takes
  // longer: web files at the end of a run took four times what they take alone. A worker whose heap
  // passes this after a file is replaced by a fresh one. (With --runInBand there is no worker to
  // replace: run one file at a time with --maxWorkers=1 instead.)
  workerIdleMemoryLimit: '1536MB',
  projects: [
    { ...shared, displayName: 'unit', testEnvironment: 'node', testMatch: ['<rootDir>/{libs,apps/api,apps/worker}/**/*.spec.ts'] },
    { ...shared, displayName: 'integration', testEnvironment: 'node', testMatch: ['<rootDir>/{libs,apps/api,apps/worker,scripts}/**/*.int-spec.ts'] },
    {
      ...shared,
      displayName: 'web',
      testEnvironment: 'jsdom',
      testMatch: ['<rootDir>/apps/web/src/**/*.spec.tsx'],
      moduleNameMapper: {
        // Style sheets (Mantine's) mean nothing to jsdom.
        '\\.css$': '<rootDir>/apps/web/src/testing/style-stub.ts',
        // The icons' ES build is one module per icon (6,500 of them), each loaded anew by every test
        // file (about 4 s a file); their CommonJS build is one file. Vite keeps the ES build and
        // bundles only the icons used.
        '^@tabler/icons-react$': '<rootDir>/node_modules/@tabler/icons-react/dist/cjs/tabler-icons-react.cjs',
        ...shared.moduleNameMapper,
      },
      setupFilesAfterEnv: ['<rootDir>/apps/web/src/testing/setup.ts'],
    },
    {
      ...shared,
      displayName: 'e2e',
      testEnvironment: 'node',
      testMatch: ['<rootDir>/apps/*/e2e/**/*.e2e-spec.ts', '<rootDir>/apps/api/test/**/*.e2e-spec.ts'],
    },
  ],
};
