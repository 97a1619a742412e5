import { DynamicModule, Module } from '@nestjs/common';
import { APP_FILTER, APP_GUARD } from '@nestjs/core';
import { TerminusModule } from '@nestjs/terminus';
import { CoreModule } from './core.module';
import { HealthController } from './health/health.controller';
import { OldAdminController } from './ops/old-admin.controller';
import { QueuesController } from './ops/queues.controller';
import { AuditHttpModule } from './modules/audit/api/audit-http.module';
import { CatalogueHttpModule } from './modules/catalogue/api/catalogue-http.module';
import { ConsultationHttpModule } from './modules/consultation/api/consultation-http.module';
import { FulfilmentHttpModule } from './modules/fulfilment/api/fulfilment-http.module';
import { IdentityHttpModule } from './modules/identity/api/identity-http.module';
import { LegalHttpModule } from './modules/legal/api/legal-http.module';
import { MessagingHttpModule } from './modules/messaging/api/messaging-http.module';
import { PrescribingHttpModule } from './modules/prescribing/api/prescribing-http.module';
import { PrivacyHttpModule } from './modules/privacy/api/privacy-http.module';
import { VerificationHttpModule } from './modules/verification/api/verification-http.module';
import { SubscriptionHttpModule } from './modules/subscription/api/subscription-http.module';
import { PharmacyHttpModule } from './modules/pharmacy/api/pharmacy-http.module';
import { CheckInHttpModule } from './modules/check-in/api/check-in-http.module';
import { OrderRiskHttpModule } from './modules/order-risk/api/order-risk-http.module';
import { SafeguardsHttpModule } from './modules/safeguards/api/safeguards-http.module';
import { GeneralPracticeHttpModule } from './modules/general-practice/api/general-practice-http.module';
import { AccessGuard } from './shared/auth/access.guard';
import { CsrfGuard } from './shared/auth/csrf';
import { AllExceptionsFilter } from './shared/http/all-exceptions.filter';
import { SearchEnginesController } from './web/search-engines.controller';
import { INDEX_HTML_RENDERER, PAGE_RENDERER, SpaController } from './web/spa.controller';
import type { IndexHtmlRenderer, PageRenderer } from './web/web-assets';
import { ProcessorsModule } from '../workers/processors.module';

/** Holds the SPA fallback; imported last so its catch-all route is registered after every API route. */
@Module({})
class SpaFallbackModule {
  static with(renderIndexHtml: IndexHtmlRenderer | undefined, renderPage: PageRenderer | undefined): DynamicModule {
    return {
      module: SpaFallbackModule,
      controllers: [SpaController],
      providers: [
        { provide: INDEX_HTML_RENDERER, useValue: renderIndexHtml },
        { provide: PAGE_RENDERER, useValue: renderPage },
      ],
    };
  }
}

export interface ApiModuleOptions {
  renderIndexHtml?: IndexHtmlRenderer;
  /** Server rendering of the public pages (web/src/entry-server.tsx); without it they are sent as the shell. */
  renderPage?: PageRenderer;
  /** Development convenience: run the job processors inside the API process. */
  withWorker?: boolean;
}

/** The API process: the core plus HTTP (controllers, guards, the error filter, the SPA). */
@Module({})
export class ApiModule {
  static forRoot(options: ApiModuleOptions = {}): DynamicModule {
    return {
      module: ApiModule,
      imports: [
        CoreModule,
        TerminusModule,
        IdentityHttpModule,
        CatalogueHttpModule,
        MessagingHttpModule,
        // Before the consultation's catch-all /storage/{path}: fulfilment serves /storage/rm_labels/{tracking}.pdf.
        FulfilmentHttpModule,
        ConsultationHttpModule,
        SubscriptionHttpModule,
        AuditHttpModule,
        PrescribingHttpModule,
        PharmacyHttpModule,
        CheckInHttpModule,
        OrderRiskHttpModule,
        SafeguardsHttpModule,
        GeneralPracticeHttpModule,
        PrivacyHttpModule,
        VerificationHttpModule,
        LegalHttpModule,
        ...(options.withWorker ? [ProcessorsModule] : []),
        SpaFallbackModule.with(options.renderIndexHtml, options.renderPage),
      ],
      controllers: [HealthController, QueuesController, OldAdminController, SearchEnginesController],
      providers: [
        { provide: APP_FILTER, useClass: AllExceptionsFilter },
        // Who may call comes first (a guest gets 401, not a CSRF 403); neither guard changes anything.
        { provide: APP_GUARD, useClass: AccessGuard },
        { provide: APP_GUARD, useClass: CsrfGuard },
      ],
    };
  }
}
