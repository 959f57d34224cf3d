import { Injectable, OnModuleInit } from '@nestjs/common';
import { HttpAdapterHost } from '@nestjs/core';
import type { FastifyInstance } from 'fastify';

/**
 * Lets multipart/form-data requests reach the upload routes with their body unread: the routes stream it
 * themselves (contacts' import, claims' attachments). Fastify refuses a content type it has no parser for; this
 * parser reads nothing, and the JSON parser and its body limit stay as they are. Registered once per process,
 * whichever service asks first.
 */
@Injectable()
export class MultipartPassThrough implements OnModuleInit {
  constructor(private readonly adapterHost: HttpAdapterHost) {}

  onModuleInit(): void {
    const fastify = this.adapterHost.httpAdapter?.getInstance<FastifyInstance>();
    if (!fastify || fastify.hasContentTypeParser('multipart/form-data')) return;
    fastify.addContentTypeParser('multipart/form-data', (_request, _payload, done) => done(null));
  }
}
