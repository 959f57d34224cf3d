import { Injectable } from '@nestjs/common';

/** The time the claims rules read (reminder spacing, claim windows), one place for tests to move it. */
@Injectable()
export class Clock {
  now(): Date {
    return new Date();
  }
}
