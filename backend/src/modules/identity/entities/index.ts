export * from './law-firm.entity';
export * from './user.entity';
export * from './audit-event.entity';
export * from './session.entity';
export * from './password-reset-token.entity';
export * from './held-invitation.entity';
export * from './email-confirmation-token.entity';
export * from './single-use-token.entity';
