// One file per area; drizzle-kit reads the whole folder.
export * from './accounts';
export * from './accounts-security';
export * from './jobs';
export * from './portfolio';
export * from './directory';
export * from './contact';
export * from './sandbox-payments';
export * from './discounts';
export * from './subscriptions';
export * from './invoice-pdfs';
export * from './verification';
export * from './studios';
