import type { Principal } from '@freight/kernel';

/** A PDF the member uploads (streamed), or the portal's own customs invoice when `upload` is absent. */
export class SendCustomsDocumentCommand {
  constructor(
    readonly principal: Principal,
    readonly consignmentId: string,
    readonly upload?: { fileName: string; content: AsyncIterable<Buffer | string> },
  ) {}
}
