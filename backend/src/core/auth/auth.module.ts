import { Global, Module } from '@nestjs/common';
import { SignInRateLimiter } from './rate-limit';
import { SessionService } from './session';

/** Sessions (HTTP and sockets) and sign-in rate limits, for the api process. */
@Global()
@Module({ providers: [SessionService, SignInRateLimiter], exports: [SessionService, SignInRateLimiter] })
export class AuthModule {}
