import type { EntityManager } from '@mikro-orm/postgresql';
import type { FactoryProvider } from '@nestjs/common';
import { ConfigService } from '@nestjs/config';
import { AppConfig } from '../../../config/app-config';
import { validateEnvironment } from '../../../config/environment';
import { Clock } from '../../../shared/domain/clock';
import { identityVerifierProvider } from './identity-verifier.provider';

const verifierFor = (variables: Record<string, string>) => {
  const config = new AppConfig(new ConfigService(validateEnvironment(variables) as unknown as Record<string, unknown>));
  return (identityVerifierProvider as FactoryProvider).useFactory(config, {} as EntityManager, new Clock());
};

describe('which identity verifier the shop uses', () => {
  it('is the one IDENTITY_VERIFICATION names, else Onfido when its keys are set, else the local test rules', () => {
    expect(verifierFor({ IDENTITY_VERIFICATION: 'manual' }).provider).toBe('manual');
    expect(verifierFor({ ONFIDO_API_TOKEN: 'api_live.abcdefgh', ONFIDO_WEBHOOK_SECRET: 'webhook-token-123' }).provider).toBe('onfido');
    expect(verifierFor({}).provider).toBe('local');
  });
});
