import { Entity } from '@mikro-orm/core';
import { SingleUseToken } from './single-use-token.entity';

/** A single-use password reset link. */
@Entity({ tableName: 'password_reset_tokens' })
export class PasswordResetToken extends SingleUseToken {}
