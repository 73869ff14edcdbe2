// One SWC configuration for the server build and for Jest: legacy decorators with
// decorator metadata (NestJS dependency injection needs both), ES modules out.
export function swcOptions({ tsx = false } = {}) {
  return {
    jsc: {
      parser: { syntax: 'typescript', decorators: true, tsx },
      transform: {
        legacyDecorator: true,
        decoratorMetadata: true,
        useDefineForClassFields: false,
        ...(tsx ? { react: { runtime: 'automatic' } } : {}),
      },
      target: 'es2022',
      keepClassNames: true,
    },
    module: { type: 'es6' },
    sourceMaps: 'inline',
  };
}
