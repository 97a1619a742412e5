import { EntityManager } from '@mikro-orm/postgresql';
import { CommandHandler, ICommandHandler, QueryBus } from '@nestjs/cqrs';
import { readAll } from '../../../../../shared/database/read-all';
import { FindUserByEmailQuery, GetUserContactsQuery } from '../../../../identity';
import type { ChatAuthor } from '../../../domain/chat-author';
import { ChatConversation } from '../../../infrastructure/chat-conversation.entity';
import { ChatLog } from '../../chat-log';
import { SeedDemoChatCommand } from './seed-demo-chat.command';

const HOUR = 60 * 60 * 1000;

/** Hours before now, who wrote it, what they wrote. Ends with the customer, so the conversation waits for an answer. */
const DEMO_CONVERSATION: [number, ChatAuthor, string][] = [
  [74, 'customer', 'Hi, I started my cream last week and the skin around my nose feels a bit dry. Is that normal?'],
  [73, 'team', 'Hi Chloe, thanks for telling us. Some dryness in the first few weeks is common while your skin gets used to the active ingredients. Use the cream every other night this week, with a simple fragrance-free moisturiser in the morning.'],
  [50, 'customer', 'Thank you, I will try that. Can I keep using my vitamin C serum?'],
  [49, 'team', 'Yes, in the morning is fine, followed by SPF 30 or higher. If the dryness has not settled in two weeks, add a photo on your Photos page and we will take a look.'],
  [3, 'customer', 'It is much better now. I have added a progress photo today.'],
];

@CommandHandler(SeedDemoChatCommand)
export class SeedDemoChatHandler implements ICommandHandler<SeedDemoChatCommand> {
  constructor(
    private readonly em: EntityManager,
    private readonly log: ChatLog,
    private readonly queries: QueryBus,
  ) {}

  async execute({ customerEmail, staffEmail }: SeedDemoChatCommand): Promise<void> {
    const [customerUser, staffUser] = await readAll(this.em, [
      () => this.queries.execute(new FindUserByEmailQuery(customerEmail)),
      () => this.queries.execute(new FindUserByEmailQuery(staffEmail)),
    ]);
    if (!customerUser || !staffUser) return;
    const [customerId, staffId] = [customerUser.id, staffUser.id];
    // Once only: a conversation that exists (seeded, or real) is never added to.
    if (await this.em.count(ChatConversation, { customerId })) return;
    const [customer] = await this.queries.execute(new GetUserContactsQuery([customerId]));
    const now = Date.now();
    for (const [hoursAgo, author, text] of DEMO_CONVERSATION) {
      await this.log.append({ customer, author, senderId: author === 'team' ? staffId : customerId, text, at: new Date(now - hoursAgo * HOUR) });
    }
  }
}
