import { Injectable } from '@nestjs/common';

/** The one source of "now", so time-dependent rules can be tested with a controlled clock. */
@Injectable()
export class Clock {
  now(): Date {
    return new Date();
  }
}
