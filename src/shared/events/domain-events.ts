import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable, OnApplicationBootstrap, SetMetadata, Type } from '@nestjs/common';
import { DiscoveryService } from '@nestjs/core';
import { DomainError } from '../domain/domain-error';
import { addToOutbox } from '../outbox/outbox';
import { type DeliverDomainEventPayload, JobName } from '../queue/jobs';

const REACTS_TO = 'shop:reacts-to';

/**
 * When a reaction runs (ADR 0008):
 * - 'in-transaction': awaited inside the publisher's unit of work; it commits with the
 *   publisher or not at all, and its failure fails the publisher.
 * - 'after-commit': written to the outbox in the publisher's unit of work and run by the
 *   worker once that has committed, in a transaction of its own, retried until it succeeds.
 *   A crash at any point cannot lose it, and its failure never reaches the publisher.
 */
export type Delivery = 'in-transaction' | 'after-commit';

/** A context's reaction to another context's (or its own) event. */
export interface DomainEventReaction<E> {
  react(event: E): Promise<void>;
}

interface Declaration {
  event: Type;
  delivery: Delivery;
}

/** Marks a provider as the reaction to one event class, and says when it runs. */
export const ReactsTo = (event: Type, delivery: Delivery) => SetMetadata(REACTS_TO, { event, delivery } satisfies Declaration);

interface Registered {
  declaration: Declaration;
  reaction: DomainEventReaction<unknown>;
}

/**
 * The one event mechanism. A publisher calls `await domainEvents.publish(event)` inside the
 * unit of work whose change the event reports, then commits as it would anyway. The
 * publisher never learns who reacts, and no context writes another's tables.
 *
 * Events that have after-commit reactions travel through the outbox as JSON: their fields
 * are plain values (numbers, strings, booleans), which the event's constructor-free copy
 * gets back on delivery.
 */
@Injectable()
export class DomainEvents implements OnApplicationBootstrap {
  private readonly reactionsByEvent = new Map<Type, Registered[]>();
  /** After-commit reactions by class name: the outbox row names the reaction it is for. */
  private readonly afterCommitByName = new Map<string, Registered>();

  constructor(
    private readonly discovery: DiscoveryService,
    // Resolves to the caller's unit of work (its transaction, or the request's context).
    private readonly em: EntityManager,
  ) {}

  onApplicationBootstrap(): void {
    for (const wrapper of this.discovery.getProviders()) {
      const declaration = wrapper.metatype ? (Reflect.getMetadata(REACTS_TO, wrapper.metatype as Type) as Declaration | undefined) : undefined;
      if (!declaration || !wrapper.instance) continue;
      const registered = { declaration, reaction: wrapper.instance as DomainEventReaction<unknown> };
      this.reactionsByEvent.set(declaration.event, [...(this.reactionsByEvent.get(declaration.event) ?? []), registered]);
      if (declaration.delivery === 'after-commit') this.registerAfterCommit(registered);
    }
  }

  /** Runs the in-transaction reactions in turn and queues the after-commit ones; the caller commits. */
  async publish(event: object): Promise<void> {
    for (const { declaration, reaction } of this.reactionsByEvent.get(event.constructor as Type) ?? []) {
      if (declaration.delivery === 'in-transaction') await reaction.react(event);
      else addToOutbox(this.em, JobName.DeliverDomainEvent, { reaction: reaction.constructor.name, event: { ...event } });
    }
  }

  /**
   * As `publish`, for an event whose in-transaction reactions are checks that may each refuse it
   * (prescribing's `ApprovalRequested`): every check runs even after one has refused, so the caller
   * learns every reason at once, not one per attempt. One refusal is thrown as it is; several are
   * joined by `combine`. A refusal is a `DomainError`; anything else (a database failure) stops at
   * once, as in `publish`. The throw rolls back the caller's transaction, and with it whatever a
   * check that accepted has written.
   */
  async publishCollectingRefusals(event: object, combine: (refusals: DomainError[]) => DomainError): Promise<void> {
    const refusals: DomainError[] = [];
    for (const { declaration, reaction } of this.reactionsByEvent.get(event.constructor as Type) ?? []) {
      if (declaration.delivery === 'after-commit') {
        addToOutbox(this.em, JobName.DeliverDomainEvent, { reaction: reaction.constructor.name, event: { ...event } });
        continue;
      }
      try {
        await reaction.react(event);
      } catch (error) {
        if (!(error instanceof DomainError)) throw error;
        refusals.push(error);
      }
    }
    if (refusals.length === 1) throw refusals[0];
    if (refusals.length > 1) throw combine(refusals);
  }

  /** Runs one after-commit reaction (the worker's side of the outbox) in a transaction of its own. */
  async deliver({ reaction: name, event }: DeliverDomainEventPayload): Promise<void> {
    const registered = this.afterCommitByName.get(name);
    if (!registered) throw new Error(`No after-commit reaction is called ${name}`);
    const rebuilt = Object.assign(Object.create(registered.declaration.event.prototype as object) as object, event);
    await this.em.fork().transactional(() => registered.reaction.react(rebuilt));
  }

  private registerAfterCommit(registered: Registered): void {
    const name = registered.reaction.constructor.name;
    // The name is what the outbox stores, so it must say which reaction without doubt.
    if (this.afterCommitByName.has(name)) throw new Error(`Two after-commit reactions are called ${name}`);
    this.afterCommitByName.set(name, registered);
  }
}
