import { Injectable, OnModuleInit } from '@nestjs/common';
import { HttpAdapterHost } from '@nestjs/core';
import type { FastifyInstance } from 'fastify';

/**
 * Lets application/pdf bodies reach the paperless upload route unread: the route streams them (bounded,
 * checked by their first bytes) instead of Fastify buffering them. Any other route gets no body from it.
 */
@Injectable()
export class PdfBodyPassThrough implements OnModuleInit {
  constructor(private readonly adapterHost: HttpAdapterHost) {}

  onModuleInit(): void {
    const fastify = this.adapterHost.httpAdapter?.getInstance<FastifyInstance>();
    if (!fastify || fastify.hasContentTypeParser('application/pdf')) return;
    fastify.addContentTypeParser('application/pdf', (_request, _payload, done) => done(null));
  }
}
