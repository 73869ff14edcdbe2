export * from './config.js';
export * from './infrastructure.js';
export * from './runtime.js';
export * from './process.js';
export * from './mail/mailer.js';
export * from './security/passwords.js';
export * from './security/tokens.js';
export * from './security/id-token.js';
