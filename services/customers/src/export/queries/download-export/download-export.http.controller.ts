import { Controller, Get, Param, Res } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiKeyScope, CurrentPrincipal, Principal, type FastifyReply } from '@freight/kernel';
import { ApiFileResponse } from '@freight/runtime';
import { DownloadExportQuery } from './download-export.handler';

@Controller('customer')
export class DownloadExportHttpController {
  constructor(private readonly queries: QueryBus) {}

  /**
   * The export archive (zip), for the user who asked only (anyone else: 404); 409 while it is being assembled,
   * 410 after its seven days. Not for API keys: it is the person's own data.
   */
  @Get('export/:requestId/archive')
  @ApiKeyScope('none')
  @ApiFileResponse(200, ['application/zip'], 'The export archive')
  async download(
    @CurrentPrincipal() principal: Principal,
    @Param('requestId') requestId: string,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<Buffer> {
    const { fileName, archive } = await this.queries.execute<DownloadExportQuery, { fileName: string; archive: Buffer }>(
      new DownloadExportQuery(principal.customerId, principal.userId, requestId),
    );
    void reply
      .type('application/zip')
      .header('Content-Disposition', `attachment; filename="${fileName}"`)
      .header('Cache-Control', 'no-store');
    return archive;
  }
}
