export * from '../authors-set/types';
