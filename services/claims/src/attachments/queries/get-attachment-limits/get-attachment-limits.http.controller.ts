import { Controller, Get } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiOkResponse } from '@nestjs/swagger';
import { int, objectOf, str } from '@freight/runtime';
import { requestContext } from '@freight/kernel';
import { AttachmentLimits, GetAttachmentLimitsQuery } from './get-attachment-limits.query';

@Controller()
export class GetAttachmentLimitsHttpController {
  constructor(private readonly queries: QueryBus) {}

  @Get(['complaint/file/limits', 'claim/file/limits'])
  @ApiOkResponse({
    schema: objectOf<AttachmentLimits>({
      maxFileBytes: int,
      maxTotalBytes: int,
      label: { ...str, description: "In the caller's language" },
    }),
  })
  limits(): Promise<AttachmentLimits> {
    return this.queries.execute(new GetAttachmentLimitsQuery(requestContext.language()));
  }
}
