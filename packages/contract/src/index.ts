export * from './envelope';
export * from './endpoint';
export * from './entities/user';
export * from './entities/session';
export * from './entities/portfolio-item';
export * from './entities/subscription';
export * from './entities/discipline';
export * from './entities/text';
