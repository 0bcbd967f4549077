export * from './types';
export * from './labels';
export * from './schedule';
export * from './state-machine';
