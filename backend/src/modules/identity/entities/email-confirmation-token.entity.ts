import { Entity } from '@mikro-orm/core';
import { SingleUseToken } from './single-use-token.entity';

/** A single-use link that confirms a new consumer's e-mail address; confirming with one ends every other of the user. */
@Entity({ tableName: 'email_confirmation_tokens' })
export class EmailConfirmationToken extends SingleUseToken {}
