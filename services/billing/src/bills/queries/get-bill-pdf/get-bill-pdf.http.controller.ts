import { Controller, Get, Param, Res } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiFileResponse } from '@freight/runtime';
import { CurrentPrincipal, Principal, type FastifyReply } from '@freight/kernel';
import { billIdOf } from '../../application/visible-bill';
import { GetBillPdfQuery } from './get-bill-pdf.query';

/** GET /bill/link/{id} (spec section 7). */
@Controller('bill')
export class GetBillPdfHttpController {
  constructor(private readonly queries: QueryBus) {}

  /** The invoice PDF; a credit invoice answers "Credit invoice cannot be shown". */
  @Get('link/:id')
  @ApiFileResponse(200, ['application/pdf'], 'The invoice PDF (inline)')
  async link(
    @CurrentPrincipal() principal: Principal,
    @Param('id') id: string,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<Buffer> {
    const { fileName, pdf } = await this.queries.execute(new GetBillPdfQuery(principal, billIdOf(id)));
    void reply.type('application/pdf').header('Content-Disposition', `inline; filename="${fileName}"`);
    return pdf;
  }
}
