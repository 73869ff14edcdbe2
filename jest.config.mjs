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
  projects: [
    { ...shared, displayName: 'unit', testEnvironment: 'node', testMatch: ['<rootDir>/{libs,apps/api,apps/worker}/**/*.spec.ts'] },
    { ...shared, displayName: 'integration', testEnvironment: 'node', testMatch: ['<rootDir>/{libs,apps/api,apps/worker,scripts}/**/*.int-spec.ts'] },
    {
      ...shared,
      displayName: 'web',
      testEnvironment: 'jsdom',
      testMatch: ['<rootDir>/apps/web/src/**/*.spec.tsx'],
      // Style sheets (Mantine's) mean nothing to jsdom.
      moduleNameMapper: { '\\.css$': '<rootDir>/apps/web/src/testing/style-stub.ts', ...shared.moduleNameMapper },
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
