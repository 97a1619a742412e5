import { EntityManager } from '@mikro-orm/postgresql';
import { CommandBus, CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { RecordAuditEntryCommand } from '../../../../audit';
import { CatalogueItemNotFoundError, SafeguardReasonRequiredError } from '../../../domain/catalogue.errors';
import { normalisedSafeguards, SAFEGUARD_LABELS, SAFEGUARD_REASON_LIMITS } from '../../../domain/safeguards';
import { TreatmentItem } from '../../../infrastructure/treatment-item.entity';
import { SetItemSafeguardsCommand } from './set-item-safeguards.command';

const listed = (categories: readonly string[]) => (categories.length ? categories.join(', ') : 'none');

@CommandHandler(SetItemSafeguardsCommand)
export class SetItemSafeguardsHandler implements ICommandHandler<SetItemSafeguardsCommand> {
  constructor(
    private readonly em: EntityManager,
    private readonly commands: CommandBus,
  ) {}

  async execute({ actorId, itemId, safeguards, reason }: SetItemSafeguardsCommand) {
    const why = reason.trim();
    // A change of what the prescriber must check is a clinical decision: it is never made without a reason a later reader can weigh.
    if (why.length < SAFEGUARD_REASON_LIMITS.min || why.length > SAFEGUARD_REASON_LIMITS.max) throw new SafeguardReasonRequiredError(SAFEGUARD_REASON_LIMITS.min, SAFEGUARD_REASON_LIMITS.max);
    const item = await this.em.findOne(TreatmentItem, itemId);
    if (!item) throw new CatalogueItemNotFoundError();
    const before = normalisedSafeguards(item.safeguards);
    const after = normalisedSafeguards(safeguards);
    if (listed(before) === listed(after)) return { safeguards: after };
    item.safeguards = after;
    await this.commands.execute(
      new RecordAuditEntryCommand({
        actorId,
        action: 'catalogue.item.safeguards_set',
        summary: `Set the safeguards of ${item.code} ${item.name} to ${after.map((category) => SAFEGUARD_LABELS[category]).join(', ') || 'none'}: ${why}`,
        subject: `treatment_item:${item.id}`,
        changes: [
          { field: 'safeguards', from: listed(before), to: listed(after) },
          { field: 'reason', from: null, to: why },
        ],
      }),
    );
    // The change and its audit entry in one flush.
    await this.em.flush();
    return { safeguards: after };
  }
}
