export * from './checks';
export * from './equal';
export * from './errors';
export * from './replay';
export * from './rng';
export * from './types';
