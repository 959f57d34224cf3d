import { Injectable } from '@nestjs/common';

/**
 * The deliveries' clock: when an event is owed from, when an attempt is due, when three days are up. One
 * provider, so a test moves the retry schedule forward by asking it (not by waiting, nor by faking the timers
 * that the database driver and the HTTP server run on).
 */
@Injectable()
export class WebhookClock {
  now(): Date {
    return new Date();
  }
}
