import { EntityManager } from '@mikro-orm/postgresql';
import { CommandHandler, ICommandHandler, QueryBus } from '@nestjs/cqrs';
import { FindUserByEmailQuery } from '../../../../identity';
import { NotAStaffAccountError } from '../../../domain/prescribing.errors';
import { PrescriberProfile } from '../../../infrastructure/prescriber-profile.entity';
import { PrescriptionSigner } from '../../../infrastructure/prescription-signer';
import { SetPrescriberProfileCommand } from './set-prescriber-profile.command';

@CommandHandler(SetPrescriberProfileCommand)
export class SetPrescriberProfileHandler implements ICommandHandler<SetPrescriberProfileCommand> {
  constructor(
    private readonly em: EntityManager,
    private readonly queries: QueryBus,
    private readonly signer: PrescriptionSigner,
  ) {}

  async execute({ email, details }: SetPrescriberProfileCommand): Promise<void> {
    const admin = await this.queries.execute(new FindUserByEmailQuery(email, 'admin'));
    if (!admin) throw new NotAStaffAccountError(email);
    const profile = (await this.em.findOne(PrescriberProfile, { userId: admin.id })) ?? this.em.create(PrescriberProfile, { userId: admin.id, ...details, createdAt: new Date() });
    const { teamPageSlug, ...particulars } = details;
    Object.assign(profile, particulars, teamPageSlug === undefined ? {} : { teamPageSlug });
    // Their own signing key, made with the profile (kept if they already have one).
    await this.signer.currentKey(admin.id);
    await this.em.flush();
  }
}
