export * from './rendered-document.entity';
