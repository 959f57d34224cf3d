import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { DomainError, TransactionHost } from '@freight/kernel';

export class DeleteWebhookEndpointCommand {
  constructor(
    readonly customerId: number,
    readonly endpointId: string,
  ) {}
}

/** Removes an endpoint with its deliveries and their log: nothing more is sent to it, including what was still owed. */
@CommandHandler(DeleteWebhookEndpointCommand)
export class DeleteWebhookEndpointHandler implements ICommandHandler<DeleteWebhookEndpointCommand, { id: string }> {
  constructor(private readonly tx: TransactionHost) {}

  async execute({ customerId, endpointId }: DeleteWebhookEndpointCommand): Promise<{ id: string }> {
    const [, count] = await this.tx.manager.query('DELETE FROM webhook_endpoints WHERE id = $1 AND customer_id = $2', [
      endpointId,
      customerId,
    ]);
    if (count === 0) throw DomainError.notFound('TENANCY.NOT_FOUND');
    return { id: endpointId };
  }
}
