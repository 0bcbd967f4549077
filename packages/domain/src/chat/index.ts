export * from './attachments';
export * from './messages';
export * from './outcome';
