import { Injectable, OnModuleInit } from '@nestjs/common';
import { HttpAdapterHost } from '@nestjs/core';
import type { FastifyInstance } from '@freight/kernel';

/**
 * Lets multipart bodies through to the handlers unread, so the import can stream its file (the JSON
 * parser and its body limit stay as they are for everything else). Shared by every service that takes uploads.
 */
@Injectable()
export class MultipartPassThrough implements OnModuleInit {
  constructor(private readonly adapterHost: HttpAdapterHost) {}

  onModuleInit(): void {
    const fastify = this.adapterHost.httpAdapter?.getInstance<FastifyInstance>();
    if (!fastify || fastify.hasContentTypeParser('multipart/form-data')) return;
    fastify.addContentTypeParser('multipart/form-data', (_request, _payload, done) => done(null, undefined));
  }
}
