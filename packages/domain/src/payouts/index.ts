export * from './status';
export * from './instruction';
export * from './schedule';
export * from './reconciliation';
