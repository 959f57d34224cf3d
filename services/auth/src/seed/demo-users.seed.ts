import { Inject, Injectable, OnModuleInit } from '@nestjs/common';
import { hash } from '@node-rs/argon2';
import { APP_CONFIG, AppConfig, TransactionHost } from '@freight/kernel';
import { DEMO_ACCOUNTS, DEMO_COLLEAGUES } from '@freight/reference-data';
import { addUserIfAbsent, userIds } from '../users/application/user-accounts';
import { ARGON2_OPTIONS } from '../sessions/commands/sign-in/sign-in.handler';

/** Seeds the documented demo logins once (each customer's own login its administrator, and anna's colleagues), only where demo data is enabled. */
@Injectable()
export class DemoUsersSeed implements OnModuleInit {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly tx: TransactionHost,
  ) {}

  async onModuleInit(): Promise<void> {
    if (!this.config.demoData) return;
    const existing = await userIds(this.tx.manager);
    for (const account of DEMO_ACCOUNTS) {
      if (existing.has(account.customerId)) continue;
      await addUserIfAbsent(this.tx.manager, {
        id: account.customerId,
        username: account.username,
        passwordHash: account.password ? await hash(account.password, ARGON2_OPTIONS) : null,
        customerId: account.customerId,
        customerLevel: account.customerLevel,
        demo: account.demo,
        active: true,
        role: 'administrator',
        email: account.email,
      });
    }
    for (const colleague of DEMO_COLLEAGUES) {
      const account = DEMO_ACCOUNTS.find((a) => a.customerId === colleague.customerId);
      if (existing.has(colleague.userId) || !account) continue;
      await addUserIfAbsent(this.tx.manager, {
        id: colleague.userId,
        username: colleague.username,
        passwordHash: await hash(colleague.password, ARGON2_OPTIONS),
        customerId: colleague.customerId,
        customerLevel: account.customerLevel,
        demo: false,
        active: true,
        role: colleague.role,
        email: colleague.email,
      });
    }
  }
}
