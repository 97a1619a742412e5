import { EntityManager } from '@mikro-orm/postgresql';
import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { IdentityCheck } from '../../../infrastructure/identity-check.entity';
import { IdentityEvidence } from '../../../infrastructure/identity-evidence.entity';
import { LocalProviderCheck } from '../../../infrastructure/local-provider-check.entity';
import { VerificationRequest } from '../../../infrastructure/verification-request.entity';
import { PurgeIdentityRecordsCommand } from './purge-identity-records.command';

@CommandHandler(PurgeIdentityRecordsCommand)
export class PurgeIdentityRecordsHandler implements ICommandHandler<PurgeIdentityRecordsCommand> {
  constructor(private readonly em: EntityManager) {}

  async execute({ userId }: PurgeIdentityRecordsCommand): Promise<{ checks: number; filesToRemove: string[] }> {
    // Photos are normally gone 30 days after the decision; any still held (never decided) go now.
    const photos = await this.em.find(IdentityEvidence, { userId }, { fields: ['storagePath'] });
    await this.em.nativeDelete(IdentityEvidence, { userId });
    const applicantIds = (await this.em.find(IdentityCheck, { userId }, { fields: ['applicantId'] })).map(({ applicantId }) => applicantId);
    // The local provider's side of the checks (the stand-in for Onfido's own records, which Onfido deletes on request).
    await this.em.nativeDelete(LocalProviderCheck, { applicantId: { $in: applicantIds } });
    const checks = await this.em.nativeDelete(IdentityCheck, { userId });
    await this.em.nativeDelete(VerificationRequest, { userId });
    return { checks, filesToRemove: photos.map(({ storagePath }) => storagePath) };
  }
}
