import { EntityManager } from '@mikro-orm/postgresql';
import { CommandBus, CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { changedFields, RecordAuditEntryCommand } from '../../../../audit';
import { CatalogueItemNotFoundError, PriceNotMonthlyError } from '../../../domain/catalogue.errors';
import { splitsIntoWholeMonths } from '../../../domain/list-price';
import { TreatmentItem } from '../../../infrastructure/treatment-item.entity';
import { UpdateCatalogueItemCommand } from './update-catalogue-item.command';

@CommandHandler(UpdateCatalogueItemCommand)
export class UpdateCatalogueItemHandler implements ICommandHandler<UpdateCatalogueItemCommand> {
  constructor(
    private readonly em: EntityManager,
    private readonly commands: CommandBus,
  ) {}

  async execute({ actorId, itemId, edit }: UpdateCatalogueItemCommand): Promise<void> {
    const item = await this.em.findOne(TreatmentItem, itemId);
    if (!item) throw new CatalogueItemNotFoundError();
    if (!splitsIntoWholeMonths({ ...item, pricePence: edit.pricePence })) throw new PriceNotMonthlyError(item.intervalCount ?? 1);
    const before = { pricePence: String(item.pricePence), batch: item.batch ?? null, ingredients: item.ingredients };
    item.pricePence = edit.pricePence;
    item.batch = edit.batch ?? undefined;
    item.ingredients = edit.ingredients;
    const changes = changedFields(before, { pricePence: String(edit.pricePence), batch: edit.batch, ingredients: edit.ingredients });
    if (changes.length === 0) return;
    await this.commands.execute(
      new RecordAuditEntryCommand({ actorId, action: 'catalogue.item.updated', summary: `Edited catalogue item ${item.code}`, subject: `treatment_item:${item.id}`, changes }),
    );
    // The change and its audit entry in one flush.
    await this.em.flush();
  }
}
