export * from './walk-through-step-response.entity';
