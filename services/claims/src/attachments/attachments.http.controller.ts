import { Controller, Get, HttpCode, Param, Post, Query, Req, Res } from '@nestjs/common';
import { ApiCreatedResponse, ApiOkResponse } from '@nestjs/swagger';
import { ApiFileResponse, ApiFileUpload, arrayOf, CONTENT_RANGE_HEADER, int, objectOf, str } from '@freight/runtime';
import {
  CurrentPrincipal,
  FastifyReply,
  FastifyRequest,
  parseListQuery,
  Principal,
  requestContext,
  setContentRange,
  translate,
} from '@freight/kernel';
import { pathId } from '../shared/id-list';
import { AttachmentView, Attachments, MAX_ATTACHMENTS, MAX_FILE_BYTES, MAX_TOTAL_BYTES, OwnerKind } from './attachments';
import { ATTACHMENT_CONTENT_TYPES, ATTACHMENT_SCHEMA } from './attachments.openapi';
import { contentDisposition } from './file-name';

const MB = 1024 * 1024;
const UPLOAD =
  `PDF, PNG, JPEG, HEIC, DOCX or XLSX (by its bytes; stored and served under a name ending in that type's extension), ` +
  `at most ${MAX_FILE_BYTES / MB} MB, ${MAX_TOTAL_BYTES / MB} MB and ${MAX_ATTACHMENTS} files in all per complaint or claim (409 past it)`;

export interface AttachmentLimits {
  maxFileBytes: number;
  maxTotalBytes: number;
  /** The spec's "maximum total size" label, in the caller's language. */
  label: string;
}

/**
 * Attachments of complaints (spec section 7) and of insurance claims: multipart field `file` in, a stream with
 * its name in Content-Disposition out. Not for the demo (deny by default).
 */
@Controller()
export class AttachmentsHttpController {
  constructor(private readonly attachments: Attachments) {}

  @Get(['complaint/file/limits', 'claim/file/limits'])
  @ApiOkResponse({
    schema: objectOf<AttachmentLimits>({
      maxFileBytes: int,
      maxTotalBytes: int,
      label: { ...str, description: "In the caller's language" },
    }),
  })
  limits(): AttachmentLimits {
    const language = requestContext.language();
    return {
      maxFileBytes: MAX_FILE_BYTES,
      maxTotalBytes: MAX_TOTAL_BYTES,
      label: translate('ATTACHMENT.MAX_SIZE_LABEL', language, { perFile: MAX_FILE_BYTES / MB, total: MAX_TOTAL_BYTES / MB }),
    };
  }

  @Post('complaint/file/upload/:id')
  @HttpCode(201)
  @ApiFileUpload(UPLOAD)
  @ApiCreatedResponse({ description: 'The stored attachment', schema: ATTACHMENT_SCHEMA })
  uploadToComplaint(
    @CurrentPrincipal() principal: Principal,
    @Param('id') id: string,
    @Req() request: FastifyRequest,
  ): Promise<AttachmentView> {
    return this.upload(principal, 'complaint', id, request);
  }

  @Post('claim/file/upload/:id')
  @HttpCode(201)
  @ApiFileUpload(UPLOAD)
  @ApiCreatedResponse({ description: 'The stored attachment', schema: ATTACHMENT_SCHEMA })
  uploadToClaim(
    @CurrentPrincipal() principal: Principal,
    @Param('id') id: string,
    @Req() request: FastifyRequest,
  ): Promise<AttachmentView> {
    return this.upload(principal, 'claim', id, request);
  }

  /** A record's attachments in upload order, a page at a time (ra-data-simple-rest `range`, at most 100), with Content-Range. */
  @Get('complaint/file/list/:id')
  @ApiOkResponse({ schema: arrayOf(ATTACHMENT_SCHEMA), headers: CONTENT_RANGE_HEADER })
  listOfComplaint(
    @CurrentPrincipal() principal: Principal,
    @Param('id') id: string,
    @Query() query: Record<string, unknown>,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<AttachmentView[]> {
    return this.page(principal, 'complaint', id, query, reply);
  }

  @Get('claim/file/list/:id')
  @ApiOkResponse({ schema: arrayOf(ATTACHMENT_SCHEMA), headers: CONTENT_RANGE_HEADER })
  listOfClaim(
    @CurrentPrincipal() principal: Principal,
    @Param('id') id: string,
    @Query() query: Record<string, unknown>,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<AttachmentView[]> {
    return this.page(principal, 'claim', id, query, reply);
  }

  /** `filePath` is the attachment's opaque id, never a path. */
  @Get(['complaint/file/download', 'claim/file/download'])
  @ApiFileResponse(200, ATTACHMENT_CONTENT_TYPES, 'The file in its stored type, its name in Content-Disposition')
  async download(
    @CurrentPrincipal() principal: Principal,
    @Query('filePath') filePath: unknown,
    @Res() reply: FastifyReply,
  ): Promise<void> {
    const file = await this.attachments.download(principal, filePath);
    await reply
      .header('Content-Type', file.contentType)
      .header('Content-Length', String(file.size))
      .header('Content-Disposition', contentDisposition(file.fileName))
      .header('X-Content-Type-Options', 'nosniff')
      .header('Cache-Control', 'private, no-store')
      .header('Access-Control-Expose-Headers', 'Content-Disposition')
      .send(file.stream);
  }

  private async page(
    principal: Principal,
    kind: OwnerKind,
    id: string,
    query: Record<string, unknown>,
    reply: FastifyReply,
  ): Promise<AttachmentView[]> {
    const list = parseListQuery(query, { sortable: ['id'] as const, defaultSort: { field: 'id', order: 'ASC' }, maxPageSize: 100 });
    const { items, total } = await this.attachments.page(principal, kind, pathId(id), list.range);
    setContentRange(reply, 'attachments', list.range, items.length, total);
    return items;
  }

  private upload(principal: Principal, kind: OwnerKind, id: string, request: FastifyRequest): Promise<AttachmentView> {
    return this.attachments.upload(principal, kind, pathId(id), request.raw);
  }
}
