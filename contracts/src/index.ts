export * from './dev';
export * from './events';
export * from './games';
export * from './health';
export * from './http';
export * from './messages';
export * from './routes';
export * from './site';
