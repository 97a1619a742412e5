import { MikroOrmModule } from '@mikro-orm/nestjs';
import { PostgreSqlDriver } from '@mikro-orm/postgresql';
import { BullModule } from '@nestjs/bullmq';
import { Global, Module } from '@nestjs/common';
import { ConfigModule } from '@nestjs/config';
import { CqrsModule } from '@nestjs/cqrs';
import { LoggerModule } from 'nestjs-pino';
import { AppConfig } from './config/app-config';
import { validateEnvironment } from './config/environment';
import { createOrmConfig } from './config/mikro-orm.config';
import { AuditModule } from './modules/audit/audit.module';
import { CatalogueModule } from './modules/catalogue/catalogue.module';
import { ConsultationModule } from './modules/consultation/consultation.module';
import { FulfilmentModule } from './modules/fulfilment/fulfilment.module';
import { IdentityModule } from './modules/identity/identity.module';
import { LegalModule } from './modules/legal/legal.module';
import { MessagingModule } from './modules/messaging/messaging.module';
import { PrescribingModule } from './modules/prescribing/prescribing.module';
import { PrivacyModule } from './modules/privacy/privacy.module';
import { VerificationModule } from './modules/verification/verification.module';
import { SubscriptionModule } from './modules/subscription/subscription.module';
import { PharmacyModule } from './modules/pharmacy/pharmacy.module';
import { CheckInModule } from './modules/check-in/check-in.module';
import { OrderRiskModule } from './modules/order-risk/order-risk.module';
import { SafeguardsModule } from './modules/safeguards/safeguards.module';
import { GeneralPracticeModule } from './modules/general-practice/general-practice.module';
import { BusinessMetricsModule } from './ops/business-metrics/business-metrics.module';
import { MetricsModule } from './shared/metrics/metrics.module';
import { bullConnectionFrom } from './shared/queue/bullmq-connection';
import { SharedModule } from './shared/shared.module';
import { requestLogging } from './shared/logging/request-logging';

@Global()
@Module({
  imports: [ConfigModule.forRoot({ isGlobal: true, validate: validateEnvironment, ignoreEnvFile: true })],
  providers: [AppConfig],
  exports: [AppConfig],
})
class ConfigurationModule {}

/**
 * Everything both processes share: validated config, logging, the database, the
 * buses, the queues, the metrics registry and every bounded context. The API adds HTTP on top of it;
 * the worker adds job processors.
 */
@Module({
  imports: [
    ConfigurationModule,
    LoggerModule.forRootAsync({ inject: [AppConfig], useFactory: (config: AppConfig) => requestLogging(config.get('LOG_LEVEL')) }),
    MikroOrmModule.forRootAsync({
      inject: [AppConfig],
      // Each renewal in flight holds a connection for its transaction: the writers' pool grows with
      // RENEWAL_CONCURRENCY, so the worker's renewals leave connections for the requests beside them.
      // Reads outside transactions have a pool of their own (createOrmConfig).
      useFactory: (config: AppConfig) => createOrmConfig(config.databaseUrl, { poolMax: Math.max(10, 4 + 2 * config.get('RENEWAL_CONCURRENCY')) }),
      driver: PostgreSqlDriver,
    }),
    CqrsModule.forRoot(),
    BullModule.forRootAsync({
      inject: [AppConfig],
      useFactory: (config: AppConfig) => ({ connection: bullConnectionFrom(config.get('REDIS_URL')), prefix: `${config.get('REDIS_PREFIX')}:bull` }),
    }),
    SharedModule,
    MetricsModule,
    BusinessMetricsModule,
    IdentityModule,
    CatalogueModule,
    ConsultationModule,
    SubscriptionModule,
    FulfilmentModule,
    MessagingModule,
    PrescribingModule,
    PharmacyModule,
    CheckInModule,
    OrderRiskModule,
    GeneralPracticeModule,
    SafeguardsModule,
    AuditModule,
    PrivacyModule,
    VerificationModule,
    LegalModule,
  ],
})
export class CoreModule {}
