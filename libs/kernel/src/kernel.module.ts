import { DynamicModule, Global, Module } from '@nestjs/common';
import { APP_FILTER, APP_GUARD, APP_PIPE, Reflector } from '@nestjs/core';
import { PassportModule } from '@nestjs/passport';
import { AppConfig } from './config/app-config';
import { ConfigModule } from './config/config.module';
import { ErrorFilter } from './errors/error.filter';
import { HealthController } from './health/health.controller';
import { HealthRegistry } from './health/health.registry';
import { ActiveUsers } from './auth/active-users';
import { AuditTrail } from './audit/audit-trail';
import { ApiKeys } from './auth/api-keys';
import { createJwtAuthGuard } from './auth/jwt-auth.guard';
import { JwtKeyStore } from './auth/key-store';
import { createJwtStrategy, JWT_KEY_STORE, JwtStrategyWithCache, uniqueStrategyName } from './auth/jwt.strategy';
import { APP_LOGGER, AppLogger } from './logging/logger';
import { createValidationPipe } from './validation/validation.pipe';

const JWT_STRATEGY = Symbol('JWT_STRATEGY');

export interface KernelOptions {
  config: AppConfig;
  logger: AppLogger;
  keys: JwtKeyStore;
  /** False where another process answers /api/health for this one (never, so far). */
  health?: boolean;
}

/**
 * Config, logging, errors, validation, the global JWT guard, the audit trail and health: what every process needs once.
 * The audit interceptor goes on each state-changing route (`auditStateChangingRoutes`, called by `createHttpApp`).
 */
@Global()
@Module({})
export class KernelModule {
  static forRoot(options: KernelOptions): DynamicModule {
    const strategy = uniqueStrategyName();
    return {
      module: KernelModule,
      imports: [ConfigModule.forRoot(options.config), PassportModule],
      controllers: options.health === false ? [] : [HealthController],
      providers: [
        { provide: APP_LOGGER, useValue: options.logger },
        { provide: JWT_KEY_STORE, useValue: options.keys },
        HealthRegistry,
        // One per application: the auth module, where it runs, tells it how to ask for a user.
        { provide: ActiveUsers, useFactory: () => new ActiveUsers() },
        // Likewise: the auth module, where it runs, tells it how to find a key.
        { provide: ApiKeys, useFactory: () => new ApiKeys() },
        { provide: JWT_STRATEGY, useFactory: () => createJwtStrategy(strategy, options.config, options.keys) },
        {
          provide: APP_GUARD,
          inject: [Reflector, ActiveUsers, ApiKeys, JWT_STRATEGY],
          useFactory: (reflector: Reflector, users: ActiveUsers, apiKeys: ApiKeys, jwt: JwtStrategyWithCache) =>
            createJwtAuthGuard(strategy, reflector, users, apiKeys, jwt),
        },
        // Likewise: a service's messaging module tells it which outbox carries audit entries.
        { provide: AuditTrail, useFactory: () => new AuditTrail() },
        { provide: APP_FILTER, useClass: ErrorFilter },
        { provide: APP_PIPE, useFactory: createValidationPipe },
      ],
      exports: [APP_LOGGER, JWT_KEY_STORE, HealthRegistry, ActiveUsers, ApiKeys, AuditTrail],
    };
  }
}
