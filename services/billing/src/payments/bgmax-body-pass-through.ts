import { Injectable, OnModuleInit } from '@nestjs/common';
import { HttpAdapterHost } from '@nestjs/core';
import type { FastifyInstance } from '@freight/kernel';

const passing = new WeakSet<object>();

/**
 * Lets text/plain bodies reach the BgMax import unread: the route reads the file as it arrives (bounded, checked
 * by its opening record) instead of Fastify buffering it whole under the 1 MB body limit. No other route takes
 * text/plain; any other gets no body from it.
 */
@Injectable()
export class BgMaxBodyPassThrough implements OnModuleInit {
  constructor(private readonly adapterHost: HttpAdapterHost) {}

  onModuleInit(): void {
    const fastify = this.adapterHost.httpAdapter?.getInstance<FastifyInstance>();
    if (!fastify || passing.has(fastify)) return;
    passing.add(fastify);
    // Fastify has a buffering text/plain parser of its own: this one takes its place.
    if (fastify.hasContentTypeParser('text/plain')) fastify.removeContentTypeParser('text/plain');
    fastify.addContentTypeParser('text/plain', (_request, _payload, done) => done(null));
  }
}
