import { Injectable } from '@nestjs/common';
import { SignInThrottle } from '../../../auth/sign-in/sign-in-throttle.js';

/** The user sign-in's throttle (10 failures per account or address in 15 minutes), counted apart. */
@Injectable()
export class AdminLoginThrottle extends SignInThrottle {
  protected override readonly subjectPrefix = 'admin-';
}
