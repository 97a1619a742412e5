import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { CustomerCards } from '../../customer-cards';
import { PaymentGateway } from '../../payment-gateway';
import { DetachSavedCardsCommand } from './detach-saved-cards.command';

@CommandHandler(DetachSavedCardsCommand)
export class DetachSavedCardsHandler implements ICommandHandler<DetachSavedCardsCommand> {
  constructor(
    private readonly cards: CustomerCards,
    private readonly gateway: PaymentGateway,
  ) {}

  async execute({ userId }: DetachSavedCardsCommand): Promise<number> {
    const cards = await this.cards.of(userId);
    for (const card of cards) await this.gateway.detachCard(card.id, `detach-${card.id}`);
    return cards.length;
  }
}
