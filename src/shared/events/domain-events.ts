import { Injectable, OnApplicationBootstrap, SetMetadata, Type } from '@nestjs/common';
import { DiscoveryService } from '@nestjs/core';

const REACTS_TO = 'shop:reacts-to';

/** A context's reaction to another context's event; it runs inside the publisher's unit of work. */
export interface DomainEventReaction<E> {
  react(event: E): Promise<void>;
}

/** Marks a provider as the reaction to one event class (exported from the publishing context's index.ts). */
export const ReactsTo = (event: Type) => {
  // Undefined here means a circular import between two contexts' index.ts files was loaded in the wrong order.
  if (!event) throw new Error('@ReactsTo needs an event class: export events before the module in the publishing index.ts');
  return SetMetadata(REACTS_TO, event);
};

/**
 * Events between contexts that the publisher waits for. Nest's EventBus runs handlers
 * fire-and-forget; a clinical decision cannot be half-applied (a refund must succeed
 * before a decline is recorded, a supply must be marked shipped in the same commit as
 * its shipment), so each reaction is awaited in turn and its failure fails the publisher.
 * The publisher never learns who reacts, and no context writes another's tables.
 */
@Injectable()
export class DomainEvents implements OnApplicationBootstrap {
  private readonly reactions = new Map<Type, DomainEventReaction<unknown>[]>();

  constructor(private readonly discovery: DiscoveryService) {}

  onApplicationBootstrap(): void {
    for (const wrapper of this.discovery.getProviders()) {
      const event = wrapper.metatype ? (Reflect.getMetadata(REACTS_TO, wrapper.metatype as Type) as Type | undefined) : undefined;
      if (!event || !wrapper.instance) continue;
      this.reactions.set(event, [...(this.reactions.get(event) ?? []), wrapper.instance as DomainEventReaction<unknown>]);
    }
  }

  async publish(event: object): Promise<void> {
    for (const reaction of this.reactions.get(event.constructor as Type) ?? []) await reaction.react(event);
  }
}
